/// A value that broke a rule; `expected` says what would have been accepted.
///
/// Callers wrap it in their own error: a flag's is a usage error (64), a config file's or an
/// environment variable's is a config error (78).
struct InvalidValue: Error, Equatable {
    var expected: String
}
