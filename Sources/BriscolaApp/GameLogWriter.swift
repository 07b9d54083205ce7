import BriscolaCore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes one JSON game record per line (records come from `GameLog`, so every line replays).
/// The path is opened as it is: a symbolic link is written through, a device or a pipe
/// (`/dev/stdout`) written to — never replaced by a file of its own.
public final class GameLogWriter {
    private let fd: Int32
    private var closed = false
    public let path: String

    /// Opens the file, making it or emptying it; the error names the file and says why. The file
    /// standard output already writes to (`--log /dev/stdout > out.txt`) is written through that
    /// output, neither emptied nor written over by the summary that follows.
    public init(path: String) throws {
        var target = stat(), output = stat()
        let isOutput = stat(path, &target) == 0 && fstat(STDOUT_FILENO, &output) == 0
            && target.st_dev == output.st_dev && target.st_ino == output.st_ino
        let fd = isOutput ? dup(STDOUT_FILENO) : open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Self.failure(path, errno) }
        self.fd = fd
        self.path = path
    }

    deinit { if !closed { Glibc.close(fd) } }

    /// Appends one record as a line, whole (a short write is carried on, EINTR tried again).
    public func write(_ record: GameRecord) throws {
        let bytes = Array((try JSONOutput.string(record) + "\n").utf8)
        var done = 0
        while done < bytes.count {
            let written = bytes[done...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw Self.failure(path, errno)
            }
            done += written
        }
    }

    /// Flushes what the system holds to the file (a full disk can say so only now) and closes it.
    public func close() throws {
        guard !closed else { return }
        closed = true
        let synced = fsync(fd) == 0 || errno == EINVAL || errno == EROFS, code = errno
        Glibc.close(fd)
        if !synced { throw Self.failure(path, code) }
    }

    private static func failure(_ path: String, _ code: Int32) -> AppError {
        AppError.logUnwritable(path: path, errno: code)
    }
}
