import BriscolaSession
import BriscolaWire
import Foundation

/// Where journals live (`$XDG_STATE_HOME/briscola/journal`, by default under ~/.local/state),
/// and the search for an unfinished game to resume after the program was killed.
public struct JournalStore: Sendable {
    /// The directory of journals; nil keeps none (`--no-journal`).
    public let directory: String?

    /// A store in `directory` (nil: no journals).
    public init(directory: String?) { self.directory = directory }

    /// The default directory for this environment.
    public static func live(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> JournalStore {
        let base = environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? environment["HOME"].map { ($0 as NSString).appendingPathComponent(".local/state") }
        return JournalStore(directory: base.map { ($0 as NSString).appendingPathComponent("briscola/journal") })
    }

    /// Journals older than this are never resumed (and are removed when found).
    static let maxAge = 24 * 3600

    /// A fresh journal for a session about to begin, or nil (no store, or it cannot be written:
    /// the game is played all the same, without the safety net, and that is said on stderr).
    public func begin(config: SessionConfig, table: String, seed: [UInt8], announced: Bool? = nil, bind: [String]? = nil) -> JournalFile? {
        guard let directory else { return nil }
        var header = JournalHeader(config: config, entropy: seed, table: table, created: Int(Date().timeIntervalSince1970))
        header.announced = announced
        header.bind = bind
        do { return try JournalFile.create(in: directory, header: header) } catch {
            Output.error(CommandLanguage.text(.journalUnwritable, ["error": "\(error)"]))
            return nil
        }
    }

    /// An unfinished game of this role at `table` that no running program holds (and whose session
    /// `accepts`): its journal (locked for us), header and events. Stale or unreadable journals met
    /// on the way are removed.
    public func unfinished(role: SessionConfig.Role, table: String?, accepts: (Session) -> Bool = { _ in true }) -> Resumable? {
        guard let directory, let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return nil }
        let now = Int(Date().timeIntervalSince1970)
        for path in Self.newestFirst(names.filter { $0.hasSuffix(".journal") }.map { (directory as NSString).appendingPathComponent($0) }) {
            guard let file = JournalFile.adopt(path) else { continue } // in use by a running program
            guard let text = file.contents(), let parsed = Self.parse(text), now - parsed.header.created < Self.maxAge else {
                file.discard()
                continue
            }
            if let refused = parsed.refused {
                Output.error(Self.words(refused, path: path))
                file.discard()
                continue
            }
            guard parsed.header.role == role, table.map({ parsed.header.table == $0 }) ?? true else {
                file.finish(closed: false)
                continue
            }
            // A session that never sat down, never began a game, or had ended, has nothing to resume.
            guard let session = Session.restore(header: parsed.header, snapshot: parsed.snapshot, events: parsed.events), session.isSeated,
                  session.hasGameToResume, !session.isClosed else {
                file.discard()
                continue
            }
            guard accepts(session) else {
                file.finish(closed: false)
                continue
            }
            return Resumable(journal: file, header: parsed.header, session: session)
        }
        return nil
    }

    /// Journals by when they were last written, the latest first (then by name): of several games
    /// cut off, the one played last is the one to offer.
    static func newestFirst(_ paths: [String]) -> [String] {
        let written = paths.map { path in
            (path, (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? .distantPast)
        }
        return written.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }.map(\.0)
    }

    /// A guest's unfinished game at any table, to offer in the start menu: who else sat there,
    /// host first, and the table's address (the journal is left for the join that takes it up).
    public func pendingGuestGame() -> (names: [String], address: PeerAddress)? {
        guard let found = unfinished(role: .guest, table: nil), let address = PeerAddress(found.header.table) else { return nil }
        found.journal.finish(closed: false)
        return (found.otherNames, address)
    }

    /// The port of a table this user hosted whose program was killed with players still seated, and
    /// who sat there, to offer in the start menu (the journal is left for the host that takes it up).
    public func pendingHostTable() -> (port: Int, announced: Bool, bind: [String]?, with: [String])? {
        // A headless `bot host`'s table is the bot's to take up, not a person's.
        guard let found = unfinished(role: .host, table: nil, accepts: { $0.roster.taken.count > 1 && $0.config.hostIsProgram != true }),
              let port = Int(found.header.table) else { return nil }
        found.journal.finish(closed: false)
        return (port, found.header.announced ?? true, found.header.bind, found.otherNames)
    }

    /// A journal's header, its snapshot (if one was written) and the events after it; a torn last
    /// line (the program died writing it) is left out. Lines are split as bytes (a newline never
    /// occurs inside a UTF-8 character), not as characters, which showed in the profile of a long journal's restart.
    static func parse(_ text: String) -> Parsed? {
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true).map { String(decoding: $0, as: UTF8.self) }
        guard let first = lines.first,
              let header = try? JSONDecoder().decode(JournalHeader.self, from: Data(first.utf8)) else { return nil }
        let read = lines.dropFirst().first.flatMap { JournalCoding.readSnapshot($0) }
        let events = lines.dropFirst(read == nil ? 1 : 2).compactMap { JournalCoding.decode($0) }
        switch read {
        case let .success(snapshot): return Parsed(header: header, snapshot: snapshot, refused: nil, events: events)
        case let .failure(refusal): return Parsed(header: header, snapshot: nil, refused: refusal, events: events)
        case nil: return Parsed(header: header, snapshot: nil, refused: nil, events: events)
        }
    }

    /// What a journal file holds.
    struct Parsed {
        let header: JournalHeader
        let snapshot: SessionSnapshot?
        /// Why its snapshot line makes no session (then the journal cannot be taken up).
        let refused: SnapshotRefusal?
        let events: [SessionEvent]
    }

    /// The one line said when a journal's snapshot is refused (the journal is then discarded).
    static func words(_ refusal: SnapshotRefusal, path: String) -> String {
        switch refusal {
        case let .version(version): CommandLanguage.text(.journalSnapshotOld, ["path": path, "version": "\(version)"])
        case .inconsistent, .damaged: CommandLanguage.text(.journalSnapshotDamaged, ["path": path])
        }
    }
}

/// A game that can be taken up again: its journal, and the session rebuilt from it.
public struct Resumable: Sendable {
    public let journal: JournalFile
    public let header: JournalHeader
    public let session: Session

    /// The host's name as the journal knows it (a guest's table), for "resuming your game with …".
    public var hostName: String { session.seatNames.first { $0.seat == 0 }?.name ?? header.table }

    /// Everyone else at the table, host first, for the menu's "Resume your game with …" (which
    /// joins them in its language: "Anna and Robo").
    public var otherNames: [String] {
        let others = session.seatNames.filter { $0.seat != session.mySeat }.map(\.name)
        return others.isEmpty ? [hostName] : others
    }
}
