/// The unit system of the human view and templates (`--units`). JSON output is always metric.
/// ``QuantityText`` prints values in it.
public enum Units: String, Sendable, CaseIterable {
    case metric, imperial, standard
}
