import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whole writes to descriptors (the standard streams, cache files) and reads of standard input,
/// with plain system calls (so
/// WeatherKit needs no `FileHandle`, which lives in Foundation rather than FoundationEssentials).
///
/// A write to a closed pipe raises SIGPIPE as usual, so `weather | head -c 10` ends quietly (141).
public enum StandardStreams {
    public static func write(_ text: String, to fd: Int32) {
        _ = Array(text.utf8).withUnsafeBytes { writeAll($0, to: fd) }
    }

    /// Writes every byte, retrying short writes and EINTR; false on any other failure.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var offset = 0
        while offset < bytes.count {
            #if canImport(Glibc)
                let written = Glibc.write(fd, base + offset, bytes.count - offset)
            #else
                let written = Darwin.write(fd, base + offset, bytes.count - offset)
            #endif
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
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
