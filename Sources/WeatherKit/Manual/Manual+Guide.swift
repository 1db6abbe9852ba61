/// The man page's long-form parts: how each feature behaves, beyond one line per flag.
extension Manual {
    /// DESCRIPTION's subsections, in reading order.
    static let guide: [ManualSection] = []
    /// CONFIGURATION, before the list of keys: where the file is, and what stops a run.
    static let configNotes: [ManualBlock] = []
    /// TEMPLATES, after the list of placeholders.
    static let templateNotes: [ManualBlock] = []
    /// JSON OUTPUT, before the list of keys.
    static let jsonNotes: [ManualBlock] = []
}
