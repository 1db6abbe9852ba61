/// A part of the manual with a title, as the man page shows it (`.SH` at the top, `.SS` below).
/// The text is plain: `` `x` `` marks a flag, a key, a command or a value, which the man page sets in
/// bold; nothing else is markup.
struct ManualSection: Sendable {
    var title: String
    var blocks: [ManualBlock]
    var subsections: [ManualSection] = []
}

/// One block of a manual section.
enum ManualBlock: Sendable {
    /// A paragraph of running text.
    case paragraph(String)
    /// A term and what it means: a flag, a config key, a variable, a JSON key.
    case item(String, String)
    /// A list of points, each a sentence or more.
    case bullets([String])
    /// Lines shown exactly as they are: commands and what they print.
    case literal([String])
}
