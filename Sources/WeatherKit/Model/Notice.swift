import FoundationEssentials

/// One desktop notification: what it says, and what makes it once-only.
struct Notice: Sendable, Equatable {
    enum Kind: String, Sendable {
        case alert, rain, air
    }

    var kind: Kind
    /// An alert's sender, event and start: the same alert in a later answer is the same key.
    var key: String
    var summary: String
    /// Plain text; ``Notifier`` escapes it for notify-send's markup.
    var body: String
    var critical = false
    /// When the log may forget it (an alert's end).
    var forgetAfter: Date?
}

/// The notifications a report calls for, and whether rain and bad air are there at all: a rain
/// or air notice is sent when the condition comes, and again only after it has gone.
struct NoticeCheck: Sendable, Equatable {
    var notices: [Notice]
    var rainNear: Bool
    var airHigh: Bool
}
