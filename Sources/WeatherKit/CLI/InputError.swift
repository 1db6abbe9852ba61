/// The `--input` file cannot be read: exit 66.
public struct InputError: WeatherFailure, Equatable {
    public var path: String
    public var reason: String

    public var exitCode: ExitCode { .noInput }

    public var description: String { "cannot read --input \(path): \(reason)".withoutControlCharacters }
}
