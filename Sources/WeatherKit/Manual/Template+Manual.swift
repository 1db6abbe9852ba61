extension Template.Placeholder {
    /// What the placeholder prints, for the man page.
    var meaning: String { "" }
}
