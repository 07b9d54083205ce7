import BriscolaAI
import BriscolaCore
import BriscolaTerminal
import BriscolaText
import Foundation
import Synchronization

/// What the menu and `play` say of a game cut off before offering it.
public struct LocalGameSummary: Sendable, Equatable {
    /// The game of the series it stopped in (1 + the new deals asked for).
    public let number: Int
    public let level: Level
    public let players: Variant

    /// In words, short enough for the menu's detail column: "game 2, hard, 3 players".
    public func words(_ text: Text) -> String {
        let level = LevelName.of(level, text)
        let who = switch players {
        case .two: level
        case .three: text(.localResumeWhoThree, ["level": level])
        case .four: text(.localResumeWhoFour, ["level": level])
        }
        return text(.menuResumeLocalDetail, ["number": "\(number)", "who": who])
    }
}

/// The first line of a local save: the series' settings (the seed as 16 hex digits) and where its
/// games are kept (the history file, or none with `--no-history`; nil: the default).
struct LocalSaveHeader: Codable {
    var version = 1
    var players: Int
    var level: String
    var name: String
    var seed: String
    var history: String?
    var keepsHistory: Bool?

    init(_ config: TableAppConfig, saving: GameSaving) {
        players = config.players.players
        level = config.level.rawValue
        name = config.name
        seed = String(repeating: "0", count: max(0, 16 - String(config.seed, radix: 16).count)) + String(config.seed, radix: 16)
        history = saving.path
        keepsHistory = saving.enabled ? nil : false
    }

    /// The settings again, in `language` at `pause`; nil if any does not read.
    func config(language: Language, pause: Int) -> TableAppConfig? {
        guard version == 1, let variant = Variant(rawValue: players), let level = Level(rawValue: level),
              let seed = UInt64(seed, radix: 16), PlayerName.problem(name) == nil else { return nil }
        return TableAppConfig(players: variant, level: level, name: name, seed: seed, pauseMilliseconds: pause, language: language)
    }

    /// Where the series' games go: where they went when it began (none, or its history file), else `fallback`.
    func saving(or fallback: GameSaving) -> GameSaving {
        if keepsHistory == false { return GameSaving(enabled: false, now: fallback.now, open: fallback.open) }
        return history.map { GameSaving.live(path: $0, enabled: true) } ?? fallback
    }
}

/// A save read from its file (still locked for us).
struct Found {
    let file: JournalFile
    let header: LocalSaveHeader
    /// Every whole line after the header (a torn last line, the program killed writing it, is left out).
    let transcript: [String]

    init?(file: JournalFile) {
        guard let text = file.contents() else { return nil }
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

    /// True when the last game of the transcript had ended (the program was killed on its result):
    /// it is in the history already, and nothing was cut off.
    var endedAtAResult: Bool {
        let cards = transcript.count - 1 - (transcript.lastIndex(of: TableApp.nextGameLine) ?? -1)
        return cards >= (Variant(rawValue: header.players) ?? .two).deckSize
    }

    /// The game, level and players, for the offer (a header that does not read offers game 1 of a normal two-player series).
    var summary: LocalGameSummary {
        LocalGameSummary(number: 1 + transcript.count { $0 == TableApp.nextGameLine }, level: Level(rawValue: header.level) ?? .normal,
                         players: Variant(rawValue: header.players) ?? .two)
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
