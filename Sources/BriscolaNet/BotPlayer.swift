import BriscolaAI
import BriscolaCore
import BriscolaWire
import BriscolaSession
import Synchronization

/// What a headless peer reports as it plays.
public enum BotReport: Sendable {
    /// A finished game: the summary both peers print, the full record, and the seats the host
    /// played by program (to save them as computer players, not people).
    case game(GameReport, GameRecord, computers: [Int], programs: [Int])
    /// The first card of the bot's first game is on the table (either player's): for timing.
    case firstCard
    /// Seated at a table that waits for more players before it deals: `taken` of `players`.
    case waiting(taken: Int, players: Int)
    /// Seated at a table whose seats are now all taken (filled by the bot, or one that played
    /// before it came): `taken` of `players`, so the log says where it sat even when no wait follows.
    case sat(taken: Int, players: Int)
    /// Another player took a seat (`computer`: one the host plays): `taken` of `players` seats are now taken.
    case seated(name: String, computer: Bool, taken: Int, players: Int)
    /// Game `game` is dealt and the bot's hand is open to it: for timing the deal. `late`: the
    /// bot's first game, at a table that played before it sat down (so the table's number is not its count).
    case dealt(Int, late: Bool)
    /// A game cut off (either side left or failed): what was played, to keep as abandoned.
    case abandoned(game: Int, record: GameRecord, seat: Int, players: [String], computers: [Int], programs: [Int])
    /// Game `game` was cut off during its deal: nothing was played, so nothing to keep.
    case dealAbandoned(game: Int)
    /// Another player left a table that goes on.
    case seatLeft(name: String, reason: LeaveReason)
    /// The session ended: the other player left, or the connection closed or went quiet (why; the
    /// words are the reader's, `FailureText.gone`). `seated`: false when no table ever seated us
    /// (whatever answered at the address was no table).
    case ended(PeerGone, seated: Bool)
    /// The session failed — a refusal, a protocol error, a desync — to be told in a player's words.
    /// `seated` as for `ended` (bytes that are no frame from what never seated us: no table).
    case failed(SessionFailure, seated: Bool)
    /// A link dropped and has `seconds` to come back: ours (`name` nil: we reconnect), or another
    /// player's (`name`: the table waits for them).
    case away(name: String?, seconds: Int)
    /// A link was taken up again: ours (`name` nil: we are back at the table), or another
    /// player's (`name`: they are back). For the log, and for timing.
    case back(name: String?)
    /// The first card played after `back`: for timing how long a return takes to resume play.
    case cardAfterBack
}

/// One finished game as both peers must report it: the same seed, result and final hash.
public struct GameReport: Sendable, Encodable, Equatable {
    public let game: Int
    public let seed: String
    public let dealer: Int
    public let scores: [Int]
    public let result: RecordedResult
    public let hash: String
    public let seat: Int
    /// The players' names by seat, as the handshake gave them.
    public let players: [String]
    /// The bot's own count of this game, when it sat down at a table that had played (its first
    /// is the table's game 2 or later); nil when the two counts are one (`game`).
    public let ownGame: Int?

    /// The report of one game from the bot's seat (`ownGame`: the bot's own count, when it differs).
    public init(game: Int, record: GameRecord, seat: Int, players: [String] = [], ownGame: Int? = nil) {
        self.game = game
        self.ownGame = ownGame
        seed = record.seed ?? ""
        dealer = record.dealer
        scores = record.scores
        result = record.result
        hash = record.stateHash
        self.seat = seat
        self.players = players
    }
}

/// A headless player: answers every turn with its strategy at once, asks for another game until
/// its budget of games is spent, and reports each game.
public final class BotPlayer: SessionDelegate {
    private let strategy: AnyStrategy
    private let generator: Mutex<Xoshiro256>
    private let played: Mutex<Int>
    /// Games up to this number were played before a restart: their end, reported again, is not counted.
    private let seenThrough: Int
    /// Our seat, the names by seat, the host's computer players, and the seats other programs
    /// play (headless guests, a headless host's own).
    private let seat = Mutex((mine: 0, names: [String](), computers: [Int](), programs: [Int]()))
    /// Who sat where at the last change of seats (to tell who sat down since).
    private let sitting = Mutex([Int: String]())
    /// A game was dealt to us (one taken up from a journal too): a table seated us.
    private let sawDeal = Mutex(false)
    /// The table's number of the first game dealt to this bot, when it sat down fresh (not
    /// taking a game up again, whose first is not known): its own games count from there.
    private let firstGame = Mutex<Int?>(nil)
    /// Taking a session up after a restart: the table's numbers are its own as far as it knows.
    private let resumed: Bool
    private let sawCard = Mutex(false)
    /// Whether a table ever seated us (named the seats, or dealt us a game).
    private var seated: Bool { seat.withLock { !$0.names.isEmpty } || sawDeal.withLock { $0 } }
    private let awaitingCardAfterBack = Mutex(false)
    /// Games to play in all (across guests, for a host); nil for no limit.
    public let limit: Int?
    /// A pause before each card, so a person (or a test) can watch the game unfold.
    public let think: Duration
    private let report: @Sendable (BotReport) -> Void
    /// Where the bot's own events go (its leaving), once the session is open.
    private let local = Mutex<LocalInput?>(nil)

    /// A bot playing by `strategy` with its own seeded choices, for at most `limit` games, pausing `think` before each card.
    /// A bot taking up a session after a restart (`resumed`) counts the `alreadyPlayed` games it
    /// had finished, up to game number `seenThrough`.
    public init(strategy: AnyStrategy, seed: UInt64, limit: Int?, think: Duration = .zero,
                alreadyPlayed: Int = 0, seenThrough: Int = 0, resumed: Bool = false,
                report: @escaping @Sendable (BotReport) -> Void) {
        self.strategy = strategy
        self.resumed = resumed
        played = Mutex(alreadyPlayed)
        self.seenThrough = seenThrough
        self.think = think
        generator = Mutex(Xoshiro256(seed: Seed(seed)))
        self.limit = limit
        self.report = report
    }

    /// Keeps the way to the session for the bot's own leaving.
    public func sessionOpened(_ local: LocalInput) { self.local.withLock { $0 = local } }

    /// Leaves the table on purpose (the program is being stopped): the others are told at once,
    /// as when a person quits, rather than holding the seat for a player who will not come back.
    /// False if the session is not open yet.
    @discardableResult
    public func leave(reason: LeaveReason) -> Bool {
        guard let local = local.withLock({ $0 }) else { return false }
        local.send(.localQuit(reason: reason))
        return true
    }

    /// True once the budget of games is spent.
    public var isDone: Bool { limit.map { limit in played.withLock { $0 >= limit } } ?? false }

    /// Answers its turns at once, asks for the next game while games remain, and reports each game.
    public func session(_ action: SessionAction) async -> [SessionEvent] {
        switch action {
        case let .welcomed(seats, mySeat, players):
            seat.withLock { $0 = (mySeat, seats.map(\.name), seats.filter(\.isHostsComputer).map(\.seat), seats.filter(\.isOtherProgram).map(\.seat)) }
            sitting.withLock { $0 = Dictionary(uniqueKeysWithValues: seats.map { ($0.seat, $0.name) }) }
            // A guest says where it sat: at a table still filling, or one it fills (not again when
            // a restart takes its seat up).
            if mySeat != 0, !resumed {
                report(seats.count < players ? .waiting(taken: seats.count, players: players) : .sat(taken: seats.count, players: players))
            }
            return []
        case let .seatsChanged(seats, players):
            let mine = seat.withLock {
                ($0.names, $0.computers, $0.programs) = (seats.map(\.name), seats.filter(\.isHostsComputer).map(\.seat),
                                                         seats.filter(\.isOtherProgram).map(\.seat))
                return $0.mine
            }
            // Who sat down since (in seat order): the log says so, as it says who left.
            let before = sitting.withLock { known in
                defer { known = Dictionary(uniqueKeysWithValues: seats.map { ($0.seat, $0.name) }) }
                return known
            }
            for info in seats.sorted(by: { $0.seat < $1.seat }) where info.seat != mine && before[info.seat] != info.name {
                report(.seated(name: info.name, computer: info.isHostsComputer, taken: seats.count, players: players))
            }
            return []
        case let .gameStarted(game, _, _):
            sawDeal.withLock { $0 = true }
            let first = firstGame.withLock { first in
                if first == nil, !resumed { first = game }
                return first
            }
            report(.dealt(game, late: first == game && game > 1))
            return []
        case let .yourTurn(view):
            if think > .zero { try? await Task.sleep(for: think) }
            // The search on the blocking pool, not the concurrency pool (up to ~100 ms at the top levels).
            return [.localPlay(await BlockingWork.run { self.generator.withLock { self.strategy.choose(view, using: &$0) } })]
        case .played:
            if !sawCard.withLock({ seen in defer { seen = true }; return seen }) { report(.firstCard) }
            if awaitingCardAfterBack.withLock({ waiting in defer { waiting = false }; return waiting }) { report(.cardAfterBack) }
            return []
        case .reconnected, .seatBack:
            awaitingCardAfterBack.withLock { $0 = true }
            if case let .seatBack(_, name) = action { report(.back(name: name)) } else { report(.back(name: nil)) }
            return []
        case let .gameEnded(game, record):
            let count = played.withLock { if game > seenThrough { $0 += 1 }; return $0 }
            let (mine, names, computers, programs) = seat.withLock { $0 }
            // Counted from the first game it was dealt, when the table had played before.
            let own = firstGame.withLock { $0 }.flatMap { $0 > 1 ? game - $0 + 1 : nil }
            report(.game(GameReport(game: game, record: record, seat: mine, players: names, ownGame: own), record, computers: computers,
                         programs: programs))
            if let limit, count >= limit { return [.localQuit(reason: .played(games: count))] }
            return [.localRematch]
        case let .gameAbandoned(game, record):
            let (mine, names, computers, programs) = seat.withLock { $0 }
            report(.abandoned(game: game, record: record, seat: mine, players: names, computers: computers, programs: programs))
            // At a table that goes on (another seat left), ask for the next game while games remain.
            return isDone ? [] : [.localRematch]
        case let .dealAbandoned(game):
            report(.dealAbandoned(game: game))
            return isDone ? [] : [.localRematch]
        case let .seatLeft(_, name, reason):
            report(.seatLeft(name: name, reason: reason))
            return []
        case let .seatAway(_, name, seconds):
            report(.away(name: name, seconds: seconds))
            return []
        case let .connectionLost(_, seconds):
            report(.away(name: nil, seconds: seconds))
            return []
        case let .peerLeft(why):
            report(.ended(why, seated: seated))
            return []
        case let .failed(failure):
            report(.failed(failure, seated: seated))
            return []
        case .chat, .wantsRematch, .rejectedLocal, .timeLimit, .timedOut:
            return []
        case .send, .drop, .close, .startTimer, .reconnect, .freeSeats, .botTurn:
            return [] // the loop's own, never a delegate's
        }
    }
}
