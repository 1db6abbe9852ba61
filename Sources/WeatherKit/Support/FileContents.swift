import FoundationEssentials

/// What reading a path gave: used by the config loader and `--input`, so both report alike.
public enum FileContents: Sendable, Equatable {
    case data(Data)
    case missing
    case unreadable(reason: String)

    /// Reads a whole regular file, telling "not there" apart from "there but unreadable".
    public static func read(_ path: String) -> FileContents {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
        if isDirectory { return .unreadable(reason: "it is a directory") }
        do {
            return .data(try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch let error as CocoaError where error.code == .fileReadNoPermission {
            return .unreadable(reason: "permission denied")
        } catch {
            return .unreadable(reason: "it cannot be read")
        }
    }
}
