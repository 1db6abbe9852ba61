import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input, output and error, as values: the process's own descriptors, or whatever a test
/// hands in. Only ``OutputWriter`` writes through them.
public struct StandardStreams: Sendable {
    public enum Stream: Sendable { case output, error }

    /// Writes all of `text` to the stream; nil when it all went, else the `errno` that stopped it.
    public var write: @Sendable (Stream, String) -> Int32?
    /// Everything on standard input (`--input -`).
    public var readInput: @Sendable () -> FileContents
    /// Whether stdout is a terminal, for `--color auto`.
    public var outputIsTerminal: Bool
    /// The width of the terminal stdout is, from `TIOCGWINSZ`; nil when it is not one.
    public var terminalColumns: Int?
    /// Whether stdout's reader has gone (the bar closed its end of the pipe), asked without writing:
    /// `--watch` ends then, rather than at the next line that differs.
    public var readerGone: @Sendable () -> Bool

    public init(
        write: @escaping @Sendable (Stream, String) -> Int32?, readInput: @escaping @Sendable () -> FileContents,
        outputIsTerminal: Bool, terminalColumns: Int? = nil, readerGone: @escaping @Sendable () -> Bool = { false }
    ) {
        self.write = write
        self.readInput = readInput
        self.outputIsTerminal = outputIsTerminal
        self.terminalColumns = terminalColumns
        self.readerGone = readerGone
    }

    /// The process's descriptors 0, 1 and 2. Take it first thing, before anything opens a file: a
    /// standard descriptor the parent closed (`weather >&-`) is taken by /dev/null, so no file or
    /// socket opened later can land on it and receive our output; writes to a closed stdout or
    /// stderr then fail with EBADF, as they should.
    public static let process: StandardStreams = {
        let closed = [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO].map { fd -> Bool in
            guard fcntl(fd, F_GETFD) == -1, errno == EBADF else { return false }
            let placeholder = open("/dev/null", fd == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if placeholder >= 0, placeholder != fd {
                dup2(placeholder, fd)
                close(placeholder)
            }
            return true
        }
        let outputClosed = closed[1]
        let errorClosed = closed[2]
        return StandardStreams(
            write: { stream, text in
                let (fd, isClosed) = stream == .output ? (STDOUT_FILENO, outputClosed) : (STDERR_FILENO, errorClosed)
                if isClosed { return EBADF }
                return Array(text.utf8).withUnsafeBytes { FileDescriptor.writeAll($0, to: fd) ? nil : errno }
            },
            readInput: { FileContents(FileDescriptor.readAll(STDIN_FILENO)) },
            outputIsTerminal: !outputClosed && isatty(STDOUT_FILENO) == 1,
            terminalColumns: outputClosed ? nil : windowColumns(STDOUT_FILENO),
            readerGone: {
                // The write end of a pipe whose read end is closed polls as POLLERR; a file never does.
                var descriptor = pollfd(fd: STDOUT_FILENO, events: 0, revents: 0)
                guard poll(&descriptor, 1, 0) > 0 else { return false }
                return descriptor.revents & Int16(POLLERR | POLLHUP) != 0
            })
    }()

    /// The columns of the terminal `fd` is, or nil (not a terminal, or it reports 0).
    static func windowColumns(_ fd: Int32) -> Int? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
