/// `--help`, `--version` and `--generate WHAT`: text printed as it is, before any config is read.
struct ImmediateRun: ModeRun {
    var mode: Mode

    func run(_ context: RunContext) async throws -> ExitCode {
        context.output.print(Self.text(mode, width: context.settings.style.width))
        return .success
    }

    /// The text of an immediate mode; empty for any other.
    static func text(_ mode: Mode, width: Int) -> String {
        switch mode {
        case .version: "weather \(WeatherVersion.current)\n"
        case .generate(let file): file.contents
        case .help(let brief):
            // 80 columns, or more where COLUMNS (or the terminal) says there are more.
            HelpText(width: max(80, width)).text(brief: brief)
        default: ""
        }
    }
}
