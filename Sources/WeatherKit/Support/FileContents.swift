import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What reading a path gave: used by the config loader and `--input`, so both report alike.
public enum FileContents: Sendable, Equatable {
    case data(Data)
    case missing
    /// A folder where a file was meant: `--config ~/.config/weather`.
    case folder
    case unreadable(reason: String)
    /// Over ``largest``: `/dev/zero`, or a log named by mistake.
    case tooLarge(limit: Int)

    /// The most a file is read to: what a server's answer may be (`HTTPClient.maximumBodyBytes`),
    /// so a saved answer is taken as it would be fetched, and a config file is far below it.
    public static let largest = 2 * 1024 * 1024

    /// Reads a whole file, up to ``largest``, telling "not there" apart from "there but unreadable": a folder on the
    /// way that cannot be searched is unreadable (EACCES), not missing. `/dev/null` reads as empty.
    public static func read(_ path: String) -> FileContents {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let error = errno
            return error == ENOENT || error == ENOTDIR
                ? .missing : .unreadable(reason: String(cString: strerror(error)).lowercased())
        }
        if info.st_mode & S_IFMT == S_IFDIR { return .folder }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .unreadable(reason: String(cString: strerror(errno)).lowercased()) }
        defer { close(fd) }
        return FileContents(FileDescriptor.readAll(fd))
    }

    init(_ read: Result<Data, FileDescriptor.ReadError>) {
        switch read {
        case .success(let data): self = .data(data)
        case .failure(.failed(let error)): self = .unreadable(reason: String(cString: strerror(error)).lowercased())
        case .failure(.tooLarge(let limit)): self = .tooLarge(limit: limit)
        }
    }
}
