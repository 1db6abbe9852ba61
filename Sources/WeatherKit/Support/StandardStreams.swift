import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whole writes to and reads from the process's standard streams, with plain system calls (so
/// WeatherKit needs no `FileHandle`, which lives in Foundation rather than FoundationEssentials).
///
/// A write to a closed pipe raises SIGPIPE as usual, so `weather | head -c 10` ends quietly (141).
public enum StandardStreams {
    public static func write(_ text: String, to fd: Int32) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                #if canImport(Glibc)
                    return Glibc.write(fd, base + offset, buffer.count - offset)
                #else
                    return Darwin.write(fd, base + offset, buffer.count - offset)
                #endif
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
        bytes.removeAll()
    }

    /// Everything on standard input, up to end of file or a read error.
    public static func readStandardInput() -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return data }
            data.append(contentsOf: chunk[0..<count])
        }
    }
}
