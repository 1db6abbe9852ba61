import Foundation

/// A file the tests run as a program: a copy of `weather`, a stand-in `notify-send`.
public enum ExecutableFile {
    /// Writes `bytes` to `target`, mode 755, through a close-on-exec descriptor, so no child that
    /// another test spawns meanwhile keeps the file open for writing, which would make running it
    /// fail with "text file busy" (exit 127) for as long as that child lives.
    public static func write(_ bytes: Data, to target: URL) throws {
        let fd = open(target.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard fd >= 0 else { throw POSIXError(.EACCES) }
        defer { close(fd) }
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                guard let base = buffer.baseAddress else { return }
                let written = Foundation.write(fd, base + offset, buffer.count - offset)
                guard written > 0 else { throw POSIXError(.EIO) }
                offset += written
            }
        }
    }
}
