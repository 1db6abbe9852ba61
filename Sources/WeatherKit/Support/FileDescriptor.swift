import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whole reads and writes on a file descriptor, EINTR and short writes retried: what the standard
/// streams, a cache entry's file and a saved answer are read and written with.
enum FileDescriptor {
    /// Writes every byte, retrying short writes and EINTR; false on any other failure, with `errno`
    /// saying why. (A write to a closed pipe raises SIGPIPE first, as usual.)
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

    /// Everything on `fd` up to end of file, or why not: the read error's `errno` (part of a file
    /// is not the file), or more than `limit` bytes (`/dev/zero`, a log given by mistake), refused
    /// as soon as it is passed rather than read until memory runs out.
    static func readAll(_ fd: Int32, limit: Int = FileContents.largest) -> Result<Data, ReadError> {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { return .failure(.failed(errno: errno)) }
            guard count > 0 else { return .success(data) }
            guard data.count + count <= limit else {
                return .failure(.tooLarge(limit: limit))
            }
            data.append(contentsOf: chunk[0..<count])
        }
    }

    /// A failed `read(2)`, or a file over the limit.
    enum ReadError: Error {
        case failed(errno: Int32)
        case tooLarge(limit: Int)
    }
}
