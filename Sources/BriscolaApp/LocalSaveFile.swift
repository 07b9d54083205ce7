import BriscolaAI
import BriscolaCore
import BriscolaTerminal
import BriscolaText
import Foundation
import Synchronization

/// What the menu and `play` say of a game cut off before offering it.
public struct LocalGameSummary: Sendable, Equatable {
    /// The game of the series it stopped in (1 + the new deals asked for); between games, the
    /// last game played.
    public let number: Int
    /// The computer's level in that series.
    public let level: Level
    /// Two, three or four at the table.
    public let players: Variant
    /// True when that game had ended (the program was killed on its result): what is taken up is
    /// the series, its score, before its next game.
    public var between = false

    /// In words, short enough for the menu's detail column: "game 2, hard, 3 players" (after
    /// game 2: "after game 2, hard").
    public func words(_ text: Text) -> String {
        let level = LevelName.of(level, text)
        let who = switch players {
        case .two: level
        case .three: text(.localResumeWhoThree, ["level": level])
        case .four: text(.localResumeWhoFour, ["level": level])
        case .five: text(.localResumeWhoFour, ["level": level]) // never read: a save of five is refused
        }
        return text(between ? .menuResumeLocalAfterDetail : .menuResumeLocalDetail, ["number": "\(number)", "who": who])
    }

    /// The question `play` asks before taking it up, and what it asks after an answer it does not know.
    public func question(_ text: Text) -> (first: String, again: String) {
        (text(between ? .localResumeAskSeries : .localResumeAsk, ["game": words(text)]),
         text(between ? .localResumeAskAgainSeries : .localResumeAskAgain))
    }

    /// What the menu asks before a new game over it (the game cut off is saved as abandoned; a
    /// series between games is only given up).
    public var confirmNewGame: Phrase { between ? .menuConfirmNewSeries : .menuConfirmNewGame }
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
        // A relative path means the same file from wherever the game is taken up.
        history = saving.path.map { ($0.hasPrefix("/") ? $0 : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent($0)) as NSString }
            .map { $0.standardizingPath }
        keepsHistory = saving.enabled ? nil : false
    }

    /// The settings again, in `language` at `pause`; nil if any does not read.
    func config(language: Language, pause: Int) -> TableAppConfig? {
        guard version == 1, let variant = Variant(rawValue: players), variant != .five, let level = Level(rawValue: level),
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

    init?(file: JournalFile, text: String) {
        // Split as bytes: a line ending "\r\n" (a file edited elsewhere) is one character in Swift.
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self).trimmingCharacters(in: ["\r"]) }
        guard let first = lines.first,
              let header = try? JSONDecoder().decode(LocalSaveHeader.self, from: Data(first.utf8)) else { return nil }
        lines.removeFirst()
        // The text after the last newline was never finished.
        lines.removeLast()
        self.file = file
        self.header = header
        transcript = lines
    }

    /// The cards of the last game (the lines after the last new deal).
    var lastGameCards: Int { transcript.count - 1 - lastDeal }
    /// The line of the last new deal (−1: none, the series' first game).
    var lastDeal: Int { transcript.lastIndex(of: TableApp.nextGameLine) ?? -1 }

    /// True when nothing was played: killed before the series' first card. A series killed on a
    /// game's result, or before the next game's first card, keeps its score to take up.
    var nothingCutOff: Bool { transcript.isEmpty }

    /// True when nothing of a game is cut off, only the series: killed on a game's result, or
    /// after asking for the next game before its first card.
    var between: Bool {
        lastGameCards >= (Variant(rawValue: header.players) ?? .two).deckSize || (lastGameCards == 0 && lastDeal >= 0)
    }

    /// The game, level and players, for the offer (a header that does not read offers game 1 of a normal two-player series).
    var summary: LocalGameSummary {
        // Between games the series is offered after the last game that was played.
        let deals = transcript.count { $0 == TableApp.nextGameLine }
        return LocalGameSummary(number: lastGameCards == 0 ? deals : 1 + deals, level: Level(rawValue: header.level) ?? .normal,
                                players: Variant(rawValue: header.players) ?? .two, between: between)
    }
}

/// The save of the game being played, appended to as the game goes.
public final class LocalSave: Sendable {
    let file: JournalFile
    private let written: Mutex<Int>
    /// False when the series was taken up with finished games the history could not take.
    let finishedKept: Bool

    init(_ file: JournalFile, written: Int = 0, finishedKept: Bool = true) {
        self.file = file
        self.written = Mutex(written)
        self.finishedKept = finishedKept
    }

    /// Appends the lines `app`'s transcript has gained since the last call. A line the system
    /// will not take (a full disk) stops the writing there: the file keeps a whole beginning of the
    /// game, so a resume takes it up from that card rather than from a game with a card missing.
    public func update(_ app: TableApp) {
        let lines = app.transcript
        written.withLock { count in
            for line in lines.dropFirst(count) {
                do { try file.append(line) } catch { return }
                count += 1
            }
        }
    }

    /// The game was left in an ordinary way: once `kept` in the history (or with none to keep it
    /// in) there is nothing to take up and the file goes; else it stays, to be taken up or saved
    /// later (a busy or full history must not cost the only copy).
    public func finish(kept: Bool = true) { kept ? file.discard() : file.finish(closed: false) }

    /// Lets the file go unchanged (the game could not be played: it stays to be taken up).
    public func release() { file.finish(closed: false) }
}
