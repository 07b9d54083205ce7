import BriscolaAI
import BriscolaCore
import BriscolaTerminal
import BriscolaText
import Foundation
import Synchronization

/// A game against the computer kept on disk while it is played, so that one cut off without
/// leaving — `kill -9`, a crash, a terminal lost — can be taken up where it stopped: a file in the
/// journal directory (`JournalStore`) holding the series' settings, then its transcript
/// (`TableApp.transcript`), one line per card, each appended as it is played. The running program
/// holds the file locked; leaving the game in any ordinary way (q, Ctrl-C, SIGTERM, SIGHUP, the end
/// of input) saves the game cut off as abandoned and removes the file.
public struct LocalSaves: Sendable {
    /// Where the files are (nil: none kept).
    let directory: String?

    /// The saves beside the network journals of `journals`.
    public init(journals: JournalStore = .live()) { directory = journals.directory }

    /// A local save's name ends so; a network journal's in `.journal`.
    static let suffix = ".local"

    /// A new save for a series about to be dealt, or nil (none kept, or it cannot be written: the
    /// game is played all the same, as a network game without its journal is, and stderr says so).
    public func begin(_ config: TableAppConfig) -> LocalSave? {
        guard let directory else { return nil }
        let header = LocalSaveHeader(config)
        let line = String(decoding: (try? JSONEncoder().encode(header)) ?? Data(), as: UTF8.self)
        let name = "play-\(header.seed)-\(ProcessInfo.processInfo.processIdentifier)\(Self.suffix)"
        do { return LocalSave(try JournalFile.create(in: directory, name: name, firstLine: line)) } catch {
            Output.error(CommandLanguage.text(.journalUnwritable, ["error": "\(error)"]))
            return nil
        }
    }

    /// The latest game cut off that no running program holds, for the menu to offer: in words
    /// ("you vs the emulator (hard)") and its game number. The file is left for the resume.
    public func pendingSummary(language: Language) -> (game: String, number: Int)? {
        guard let found = unheld().first else { return nil }
        found.file.finish(closed: false)
        return (found.header.config(language: language, pause: 0)?.title ?? "", found.gameNumber)
    }

    /// The latest game cut off, rebuilt and locked for this program to play on (its settings the
    /// save's; language and pause from `config`), or why not: nil when there is none; a save that
    /// does not replay is removed and said.
    public func resume(language: Language, pause: Int) -> Result<(TableApp, LocalSave), AppError>? {
        guard let found = unheld().first else { return nil }
        guard let config = found.header.config(language: language, pause: pause),
              let app = TableApp.resumed(config: config, transcript: found.transcript) else {
            found.file.discard()
            return .failure(AppError(Text(language)(.localResumeBroken, ["path": found.file.path, "reason": "unknown settings or cards"])))
        }
        found.file.dropTornLine()
        return .success((app, LocalSave(found.file, written: found.transcript.count)))
    }

    /// Before a new game: every game cut off that no program holds is saved in the history as
    /// abandoned (as leaving it would have) and its file removed. Returns a line for each, to show.
    public func abandonAll(saving: GameSaving, language: Language) -> [String] {
        unheld().map { found in
            defer { found.file.discard() }
            guard let config = found.header.config(language: language, pause: 0),
                  let app = TableApp.resumed(config: config, transcript: found.transcript) else {
                return Text(language)(.localResumeBroken, ["path": found.file.path, "reason": "unknown settings or cards"])
            }
            LocalPlay.save(app, app.unfinishedRecord.map { [$0] } ?? [], saving: saving)
            return Text(language)(.localAbandoned, ["game": config.title, "number": "\(app.gameNumber)"])
        }
    }

    /// The saves no running program holds, the latest first, each locked for us; unreadable ones
    /// are removed on the way.
    func unheld() -> [Found] {
        guard let directory, let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        let paths = JournalStore.newestFirst(names.filter { $0.hasSuffix(Self.suffix) }.map { (directory as NSString).appendingPathComponent($0) })
        return paths.compactMap { path in
            guard let file = JournalFile.adopt(path) else { return nil }
            guard let text = file.contents(), let found = Found(file: file, text: text) else {
                file.discard()
                return nil
            }
            return found
        }
    }

    /// A save read from its file (still locked for us).
    struct Found {
        let file: JournalFile
        let header: LocalSaveHeader
        /// Every whole line after the header (a torn last line, the program killed writing it, is left out).
        let transcript: [String]

        init?(file: JournalFile, text: String) {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard let first = lines.first,
                  let header = try? JSONDecoder().decode(LocalSaveHeader.self, from: Data(first.utf8)) else { return nil }
            lines.removeFirst()
            // The text after the last newline was never finished.
            lines.removeLast()
            self.file = file
            self.header = header
            transcript = lines
        }

        /// The game the transcript stopped in (1 + the games it asked for after the first).
        var gameNumber: Int { 1 + transcript.count { $0 == TableApp.nextGameLine } }
    }
}

/// The first line of a local save: the series' settings (the seed as 16 hex digits).
struct LocalSaveHeader: Codable {
    var version = 1
    var players: Int
    var level: String
    var name: String
    var seed: String

    init(_ config: TableAppConfig) {
        players = config.players.players
        level = config.level.rawValue
        name = config.name
        seed = String(config.seed, radix: 16).leftPadded(to: 16)
    }

    /// The settings again, in `language` at `pause`; nil if any does not read.
    func config(language: Language, pause: Int) -> TableAppConfig? {
        guard version == 1, let variant = Variant(rawValue: players), let level = Level(rawValue: level),
              let seed = UInt64(seed, radix: 16), PlayerName.problem(name) == nil else { return nil }
        return TableAppConfig(players: variant, level: level, name: name, seed: seed, pauseMilliseconds: pause, language: language)
    }
}

/// The save of the game being played, appended to as the game goes.
public final class LocalSave: Sendable {
    let file: JournalFile
    private let written: Mutex<Int>

    init(_ file: JournalFile, written: Int = 0) {
        self.file = file
        self.written = Mutex(written)
    }

    /// Appends the lines `app`'s transcript has gained since the last call.
    public func update(_ app: TableApp) {
        let lines = app.transcript
        written.withLock { count in
            for line in lines.dropFirst(count) { file.append(line) }
            count = max(count, lines.count)
        }
    }

    /// The game was left in an ordinary way (and saved): nothing to take up.
    public func finish() { file.discard() }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
