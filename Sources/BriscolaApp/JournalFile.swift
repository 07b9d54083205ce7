import BriscolaSession
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A session's journal on disk: the header line, then one line per event, each written with one
/// `write(2)` before the session handles it — so a `kill -9` at any moment loses nothing the
/// session had acted on (the kernel keeps what was written). The file is locked while a program
/// uses it, so two programs never resume one game; it is removed when its session closes. Every
/// `snapshotEvery` (ten) games the file is written again as its header and the session whole
/// (`checkpoint`), so it stays small and a restart replays at most those games.
public final class JournalFile: SessionJournal {
    /// The file's path.
    public let path: String
    private let descriptor: Mutex<Int32>
    /// Games between snapshots.
    static let snapshotEvery = 10
    /// The game after which the last snapshot was written (0: none yet).
    private let snapshotGame = Mutex(0)

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = Mutex(descriptor)
    }

    /// A journal let go without `finish` (a path that threw) closes its file, so its lock goes too.
    deinit {
        descriptor.withLock { fd in
            if fd >= 0 { close(fd) }
            fd = -1
        }
    }

    /// A new journal in `directory` for a session starting now (the directory is made, private to
    /// the user: the header holds the session's secret seed). Its name is a fresh random id from
    /// the system's generator: nothing of the seed it keeps.
    public static func create(in directory: String, header: JournalHeader) throws -> JournalFile {
        let line = String(decoding: try JSONEncoder().encode(header), as: UTF8.self)
        return try create(in: directory, name: "\(header.role.rawValue)-\(randomID()).journal", firstLine: line)
    }

    /// 128 bits from the system's generator, as hex: a name no two journals share.
    static func randomID() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in String(generator.next() as UInt64, radix: 16) }.map { String(repeating: "0", count: 16 - $0.count) + $0 }.joined()
    }

    /// A new file of lines named `name` in `directory` (made private to the user), locked for this
    /// program, its first line written: a session's journal, or a local game's (`LocalSaves`).
    static func create(in directory: String, name: String, firstLine: String) throws -> JournalFile {
        try makeDirectory(directory)
        let path = (directory as NSString).appendingPathComponent(name)
        let fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw AppError.journalUnwritable(path: path, errno: errno) }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            close(fd)
            throw AppError.journalInUse(path: path)
        }
        let journal = JournalFile(path: path, descriptor: fd)
        do { try journal.append(firstLine) } catch {
            journal.discard()
            throw AppError.journalUnwritable(path: path, errno: error.errno)
        }
        return journal
    }

    /// Makes `directory` and the folders above it that are missing (each private to the user),
    /// or says in words why not: "cannot keep game journals in …: /x/state is not a directory"
    /// rather than Foundation's error dump.
    static func makeDirectory(_ directory: String) throws {
        var path = directory.hasPrefix("/") ? "" : "."
        for part in directory.split(separator: "/") {
            path += "/" + part
            var info = stat()
            if stat(path, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else { throw AppError.journalNotADirectory(directory: directory, path: path) }
                continue
            }
            guard mkdir(path, 0o700) == 0 || errno == EEXIST else {
                throw AppError.journalNoDirectory(directory: directory, errno: errno)
            }
        }
    }

    /// An existing journal, locked for this program; nil when another program holds it. A file
    /// that a running program replaced with a snapshot while we opened it is not the journal any
    /// more (its lock came free when that program let the old file go): it is left alone.
    static func adopt(_ path: String) -> JournalFile? {
        let fd = open(path, O_RDWR | O_APPEND | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        var opened = stat(), named = stat()
        // A lock held only for a moment — a process forked just then keeps a copy of the holder's
        // descriptor until it execs — comes free within milliseconds: try for up to 100 ms before
        // calling the journal held.
        var locked = flock(fd, LOCK_EX | LOCK_NB) == 0
        for _ in 0..<10 where !locked {
            usleep(10_000)
            locked = flock(fd, LOCK_EX | LOCK_NB) == 0
        }
        guard locked, fstat(fd, &opened) == 0, stat(path, &named) == 0,
              opened.st_ino == named.st_ino, opened.st_dev == named.st_dev else {
            close(fd)
            return nil
        }
        return JournalFile(path: path, descriptor: fd)
    }

    /// Cuts off a last line the program killed while writing it left unfinished, so that lines
    /// appended from now on start lines of their own.
    func dropTornLine() {
        guard let bytes = try? Data(contentsOf: URL(fileURLWithPath: path)), bytes.last != UInt8(ascii: "\n") else { return }
        let kept = (bytes.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }) ?? 0
        descriptor.withLock { fd in
            guard fd >= 0 else { return }
            _ = ftruncate(fd, off_t(kept))
        }
    }

    /// The journal's text as it stands.
    func contents() -> String? {
        (try? Data(contentsOf: URL(fileURLWithPath: path))).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Appends one session event, so a killed program can rebuild its table from the file; throws
    /// when it could not (the session stops: handled without its line, a restart would diverge).
    public func record(_ event: SessionEvent) throws(JournalWriteFailure) {
        guard let line = JournalCoding.encode(event) else {
            if JournalCoding.skips(event) { return }
            throw .unencodable
        }
        try append(line)
    }

    /// Adds one line (with one `write(2)`, so a kill leaves it whole or torn, never mixed); throws
    /// the system's error, or ENOSPC for a write cut short, or EBADF once the journal is finished.
    func append(_ line: String) throws(JournalWriteFailure) {
        let bytes = Array((line + "\n").utf8)
        let failure: Int32? = descriptor.withLock { fd in
            guard fd >= 0 else { return EBADF }
            let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if written < 0 { return errno }
            return written == bytes.count ? nil : ENOSPC
        }
        if let failure { throw .write(errno: failure) }
    }

    /// Between games, every `snapshotEvery` games: the file becomes its header and the session
    /// whole. The new file is written beside it, locked, and renamed over it, so a kill at any
    /// moment leaves one journal or the other, each complete.
    public func checkpoint(_ session: Session) {
        guard let game = session.gameBetween, game >= snapshotGame.withLock({ $0 }) + Self.snapshotEvery,
              let snapshot = SessionSnapshot(session), let line = JournalCoding.encode(snapshot) else { return }
        let replaced = descriptor.withLock { fd -> Bool in
            guard fd >= 0, let header = Self.firstLine(fd: fd) else { return false }
            return replace(&fd, with: Array((header + "\n" + line + "\n").utf8))
        }
        if replaced { snapshotGame.withLock { $0 = game } }
    }

    /// A new first line, the rest kept (a local game taken up with another history: a later kill
    /// must find the history chosen, not the one it began with). Replaced as a checkpoint is.
    func rewriteFirstLine(_ line: String) {
        guard let bytes = try? Data(contentsOf: URL(fileURLWithPath: path)) else { return }
        let rest = bytes.firstIndex(of: UInt8(ascii: "\n")).map { bytes[($0 + 1)...] } ?? Data()
        descriptor.withLock { fd in
            guard fd >= 0 else { return }
            _ = replace(&fd, with: Array((line + "\n").utf8) + Array(rest))
        }
    }

    /// The file replaced by `bytes`: written beside it, locked, and renamed over it, so a kill at
    /// any moment leaves one or the other, each complete; `fd` then is the new file's. False (and
    /// the file as it was) if any step failed.
    private func replace(_ fd: inout Int32, with bytes: [UInt8]) -> Bool {
        let fresh = path + ".new"
        unlink(fresh) // one left by a program killed while writing it
        let next = open(fresh, O_RDWR | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0o600)
        guard next >= 0 else { return false }
        guard flock(next, LOCK_EX | LOCK_NB) == 0, bytes.withUnsafeBytes({ write(next, $0.baseAddress, $0.count) }) == bytes.count,
              fsync(next) == 0, rename(fresh, path) == 0 else {
            close(next)
            unlink(fresh)
            return false
        }
        close(fd)
        fd = next
        return true
    }

    /// The header line of the file open at `fd` (read from its start, whatever the offset).
    private static func firstLine(fd: Int32) -> String? {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        guard count > 0, let end = buffer[..<count].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        return String(decoding: buffer[..<end], as: UTF8.self)
    }

    /// Ends the journal: a game that `closed` is over and the file goes; otherwise it stays,
    /// unlocked, for a later run to take up.
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

extension JournalWriteFailure {
    /// The system's error number for `AppError` (EINVAL for an event with no line).
    var errno: Int32 {
        switch self {
        case let .write(code): code
        case .unencodable: EINVAL
        }
    }
}
