import BriscolaSession
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A session's journal on disk: the header line, then one line per event, each written with one
/// `write(2)` before the session handles it — so a `kill -9` at any moment loses nothing the
/// session had acted on (the kernel keeps what was written). The file is locked while a program
/// uses it, so two programs never resume one game; it is removed when its session closes.
public final class JournalFile: SessionJournal {
    /// The file's path.
    public let path: String
    private let descriptor: Mutex<Int32>

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = Mutex(descriptor)
    }

    /// A new journal in `directory` for a session starting now (the directory is made, private to
    /// the user: the header holds the session's secret seed).
    public static func create(in directory: String, header: JournalHeader) throws -> JournalFile {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let name = "\(header.role.rawValue)-\(header.entropy.prefix(16)).journal"
        let path = (directory as NSString).appendingPathComponent(name)
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw AppError("cannot write the game journal \(path): \(String(cString: strerror(errno)))") }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            close(fd)
            throw AppError("the game journal \(path) is in use")
        }
        let journal = JournalFile(path: path, descriptor: fd)
        let line = String(decoding: (try? JSONEncoder().encode(header)) ?? Data(), as: UTF8.self)
        journal.append(line)
        return journal
    }

    /// An existing journal, locked for this program; nil when another program holds it.
    static func adopt(_ path: String) -> JournalFile? {
        let fd = open(path, O_RDWR | O_APPEND | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            close(fd)
            return nil
        }
        return JournalFile(path: path, descriptor: fd)
    }

    /// The journal's text as it stands.
    func contents() -> String? {
        (try? Data(contentsOf: URL(fileURLWithPath: path))).map { String(decoding: $0, as: UTF8.self) }
    }

    public func record(_ event: SessionEvent) {
        guard let line = JournalCoding.encode(event) else { return }
        append(line)
    }

    private func append(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        descriptor.withLock { fd in
            guard fd >= 0 else { return }
            _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        }
    }

    public func finish(closed: Bool) {
        descriptor.withLock { fd in
            guard fd >= 0 else { return }
            if closed { unlink(path) }
            close(fd)
            fd = -1
        }
    }

    /// Deletes a journal that will not be resumed (stale, unreadable, or refused by the table).
    public func discard() { finish(closed: true) }
}
