import BriscolaAI
import BriscolaCore
import BriscolaText

/// How a local game is set up.
public struct TableAppConfig: Sendable {
    public var players: Variant
    public var level: Level
    public var name: String
    /// Seeds every game of the series (decks and the opponents' choices).
    public var seed: UInt64
    /// How long an opponent's card (and a finished trick, twice as long) stays before play goes on.
    public var pauseMilliseconds: Int
    /// The language of the table's own words (statuses, the computer players' names).
    public var language: Language

    /// A series against the emulator(s) at a level, from a seed.
    public init(players: Variant = .two, level: Level = .normal, name: String = "You", seed: UInt64, pauseMilliseconds: Int = 700,
                language: Language = .english) {
        self.players = players
        self.level = level
        self.name = name
        self.seed = seed
        self.pauseMilliseconds = pauseMilliseconds
        self.language = language
    }
}

/// What the app asks its driver to do.
public enum AppEffect: Sendable, Equatable {
    /// Send a `tick` after this long (one pending wait at a time; a new one replaces it).
    case wait(milliseconds: Int)
    case quit
    /// Ring the terminal bell (it has become the person's turn; `bell` off in the options mutes it).
    case bell
    /// Set the window title.
    case title(WindowTitle)
    /// Send a `second` every second while on (a countdown on screen), beside any `wait`.
    case seconds(Bool)
    /// Hand a network table's request to its session (a local table never asks one).
    case session(SessionRequest)
}

/// What can happen to the app.
public enum AppEvent: Sendable, Equatable {
    case key(Key)
    case tick
    /// Another second has passed, while the app asked for them (`seconds(true)`).
    case second
}

/// A game against the emulator(s) as a state machine: keys and ticks in, effects out. The person
/// sits at seat 0 (with four players, seat 2 is their emulator partner). It owns the rules engine's
/// state, but the screen only ever sees seat 0's `PlayerView`.
public struct TableApp: Sendable {
    /// Where a local game stands between the person's keys and the opponents' turns.
    public enum Phase: Sendable, Equatable {
        case yourTurn
        /// An opponent is about to play.
        case opponentThinking
        /// A finished trick stays on the table for a moment.
        case trickShown
        case result
    }

    /// The panels drawn over the table (shared with the network table).
    public typealias Overlay = TableScreenModel.Overlay

    public let config: TableAppConfig
    public internal(set) var phase: Phase = .yourTurn
    public internal(set) var overlay: Overlay?
    public internal(set) var selection = 0
    public internal(set) var status = ""
    public internal(set) var shownTrick: CompletedTrick?
    /// True while the cards-out panel is open (`o`).
    public internal(set) var showsCardsOut = false
    /// True while a result has just come up and Enter does not yet deal the next game.
    var resultSettling = false
    public internal(set) var gameNumber = 0
    /// The series: dealer rotation, and each finished game's result.
    public internal(set) var series: Series
    /// Games finished so far, as records (for history and tests).
    public internal(set) var finished: [GameRecord] = []
    /// The game in progress.
    var log: GameLog
    var generator: Xoshiro256
    let opponents: [AnyStrategy]
    /// The computer players of a table of five (bids, calls and cards at the config's level).
    let chiamata: ChiamataPlayer

    /// Deals the first game of the series.
    public init(config: TableAppConfig) {
        self.config = config
        series = .local(config.players)
        generator = Xoshiro256(seed: Seed(0))
        opponents = [config.level.strategy()]
        chiamata = ChiamataPlayer(config.level)
        log = GameLog(setup: GameSetup(variant: config.players, dealer: 0, seed: Seed(0)), seed: nil)
        dealNextGame()
    }

    var state: GameState { log.state }

    /// The person's view of the game: all the screen is allowed to know.
    public var view: PlayerView { state.view(for: 0) }

    /// Effects to start with (an opponent may lead the first trick).
    /// A game resumed on its result screen (`resumed`) is not finished a second time.
    public mutating func start() -> [AppEffect] { phase == .result ? [] : proceed() }

    /// The game in progress if it was cut off after at least one play (saved as abandoned).
    public var unfinishedRecord: GameRecord? {
        guard !state.isFinished, !log.actions.isEmpty else { return nil }
        return log.record
    }

    /// What the screen shows now.
    public var screen: TableScreenModel {
        let screenPhase: TableScreenModel.Phase = switch phase {
        case .yourTurn: .yourTurn
        case .opponentThinking: .waiting(names[state.turn])
        case .trickShown: .trickShown
        case .result: .result
        }
        var model = TableScreenModel(title: title, view: view, names: names, phase: screenPhase)
        model.overlay = overlay
        model.selection = selection
        model.status = phase == .result ? "" : status
        model.shownTrick = shownTrick
        model.showsCardsOut = showsCardsOut
        model.pauseSkippable = true
        model.gameNumber = gameNumber
        model.series = series.score(for: config.players.side(of: 0))
        if config.players.hasAuction { model.standings = series.standings }
        if phase == .result {
            model.final = (finalScores, result, tricksPerSide)
            model.dealScores = finished.last?.dealScores
        }
        return model
    }

    /// The words of the table's language.
    var text: Text { Text(config.language) }

    /// Who is playing whom (`TableAppConfig.title`).
    public var title: String { config.title }
}

extension TableAppConfig {
    /// Who is playing whom: "the emulator" is the normal level's name; other levels are "the
    /// computer". The start menu says it before the game is dealt.
    public var title: String {
        let text = Text(language)
        let level = ["level": LevelName.of(self.level, text)], emulator = self.level == .normal
        return switch players {
        case .two: text(emulator ? .titleTwo : .titleTwoComputer, level)
        case .three: text(emulator ? .titleThree : .titleThreeComputer, level)
        case .four: text(emulator ? .titleFour : .titleFourComputer, level)
        case .five: text(emulator ? .titleFive : .titleFiveComputer, level)
        }
    }
}

extension TableApp {
    /// Display names by seat: the computer players are "Computer" ("Computer A", "Computer B")
    /// at every level, as players call them (the title and the history say the level).
    public var names: [String] { names(in: config.language) }

    /// The names by seat in `language`: the history keeps them in English, so what a file holds
    /// does not depend on the language a game was played in (its screens say them in theirs).
    /// The person's default name ("Tu" in Italian) is the default of `language` too.
    public func names(in language: Language) -> [String] {
        let emulator = config.level == .normal, text = Text(language)
        // The default name in any language (a game begun in Italian may be taken up in English).
        let me = Language.allCases.contains { Text($0)(.seatYou) == config.name } ? text(.seatYou) : config.name
        return switch config.players {
        case .two: [me, text(emulator ? .nameEmulator : .nameComputer)]
        case .three: [me, text(emulator ? .nameEmulatorA : .nameComputerA), text(emulator ? .nameEmulatorB : .nameComputerB)]
        case .four: [me, text(.nameOpponent1), text(.namePartner), text(.nameOpponent2)]
        case .five: [me, text(.nameComputerA), text(.nameComputerB), text(.nameComputerC), text(.nameComputerD)]
        }
    }
}

/// A level as the screen names it ("normal"; "normale" in Italian).
public enum LevelName {
    /// The level's name in the language of `text`.
    public static func of(_ level: Level, _ text: Text) -> String { text.levelName(level) }
}
