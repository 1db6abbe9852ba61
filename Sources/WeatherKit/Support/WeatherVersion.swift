/// The version printed by `--version` and sent in `User-Agent`.
public enum WeatherVersion {
    public static let current = "0.1.0"
    /// Who a service can write to about this program's requests, unless the user gives their own
    /// (`--contact`): the maintainers, as in the .deb's `Maintainer`.
    public static let contact = "maintainers@users.noreply.a-seed-3140677c.example"

    /// `weather/0.1.0 (you@example.org)`: the program, its version and a contact, as the free
    /// services ask every client to say (MET Norway, api.weather.gov).
    public static func userAgent(contact: String = contact) -> String { "weather/\(current) (\(contact))" }
}
