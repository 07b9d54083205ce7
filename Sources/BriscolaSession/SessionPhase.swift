import BriscolaCore
import BriscolaHidden
import BriscolaWire

/// One game's commit–reveal exchange among *P* seats, as this end sees it.
struct DealRound: Sendable {
    let game: Int
    /// The secrets of the seats this end plays (its own; a host's computer players too).
    var mySecrets: [[UInt8]?]
    var commitments: [String?]
    var secrets: [[UInt8]?]
    /// True once this end has revealed its secrets.
    var revealed = false

    init(game: Int, players: Int) {
        self.game = game
        mySecrets = Array(repeating: nil, count: players)
        commitments = Array(repeating: nil, count: players)
        secrets = Array(repeating: nil, count: players)
    }

    var allCommitted: Bool { commitments.allSatisfy { $0 != nil } }

    /// The game seed, once every secret is known.
    func seed(session: [UInt8]) -> Seed? {
        let known = secrets.compactMap { $0 }
        guard known.count == secrets.count else { return nil }
        return FairDeal.gameSeed(secrets: known, session: session)
    }
}

/// A game in progress: its number and its log (setup, state, every action so far). In a hidden
/// game (protocol 3) the log is the one `HiddenGame` keeps on this end's belief deck.
struct TableGame: Sendable {
    let game: Int
    /// Protocol 2: the log on the deck the host dealt.
    var openLog: GameLog
    /// Protocol 3: the hidden deal and what this end has opened of it.
    var hidden: HiddenGame?
    /// Hidden game: plays whose report waits until the local hand is open again (after a draw).
    var held: [Action] = []
    /// Hidden game: true once the local player has been shown the game (its hand open).
    var shown = false
    /// Hidden game: the number of plays when a seat we play was last asked for a card.
    var asked: Int?
    /// Hidden game: the plays marked `timed_out`, by `seq`; the audit checks each was the rule's card.
    var timedOut: [Int] = []
    /// Hidden game: every seat's commitments (§17.8.2), which every key revealed is checked against.
    var commitments: [KeyCommitments] = []

    init(game: Int, seed: Seed, setup: GameSetup) {
        self.game = game
        openLog = GameLog(setup: setup, seed: seed)
    }

    init(hidden: HiddenGame) {
        game = hidden.game
        openLog = hidden.log
        self.hidden = hidden
    }

    var log: GameLog { hidden?.log ?? openLog }
    /// The record of this game cut off, as every seat keeps it (a hidden game's on its public deck:
    /// each seat's own belief deck holds its own hand, which the others never saw).
    var cutOffRecord: GameRecord { (hidden?.publicLog ?? openLog).record.cutOff }
    /// Whether the local player has been shown this game (a hidden one waits for its hand): a
    /// game never shown is cut off like a deal, without a record.
    var isShown: Bool { hidden == nil || shown }
    var state: GameState { log.state }
    var actions: [Action] { log.actions }
}

/// One game's hidden deal (§16.2, §17.8.1) as this end sees it: the passes so far and our seats'
/// secrets, each seat's commitments as its shuffle published them, and every pass as it came.
struct HiddenDeal: Sendable {
    let game: Int
    var deck: HiddenDeck
    let secrets: [SeatSecrets?]
    /// Each seat's commitments (§17.1): ours from the start, another's from its shuffle.
    var commitments: [KeyCommitments?]
    /// Every pass taken, in order (the shuffles, then the locks): what a `read` names, and the
    /// signatures the public history starts over (§17.8.3).
    var passes: [DeckPass] = []
    /// Our seats' secret seeds for the proofs' nonces (§17.8.7: with the pass and the deck read,
    /// a proof made again after a restart is the same, one over another deck another).
    let nonceSeeds: [[UInt8]?]
}

/// The time before a game: the waiting room before game 1, or between two games. `lastGame` is the
/// number of the last game started (0 before the first).
struct Interlude: Codable, Sendable {
    let lastGame: Int
    /// Seats whose `game_over` for `lastGame` is in and matched ours (or that owe none).
    var overs: [Bool]
    /// Seats that have asked for game `lastGame + 1`.
    var asked: [Bool]
    /// True when `lastGame` was cut off: its messages still in flight are let go (§12).
    var cutOff = false
    /// Host: the seats taken during this interlude (nil: none). Their players have no game at this
    /// table to come back to, so a link of theirs that drops frees the seat at once, as it does
    /// for their own end (`Session.hasGameToResume`).
    var newcomers: [Bool]?

    init(lastGame: Int, players: Int, oversOwed: Bool) {
        self.lastGame = lastGame
        overs = Array(repeating: !oversOwed, count: players)
        asked = Array(repeating: false, count: players)
    }

    /// The interlude after game `game` was cut off: nobody owes an account of it.
    init(cutOff game: Int, players: Int) {
        self.init(lastGame: game, players: players, oversOwed: false)
        cutOff = true
    }
}

/// Where the session stands.
enum SessionPhase: Sendable {
    case awaitingConnection
    case awaitingWelcome
    /// Seated, no game on: the waiting room, or between games.
    case between(Interlude)
    case dealing(DealRound)
    /// Protocol 3: the seats' passes over the encrypted deck, in seat order.
    case shuffling(HiddenDeal)
    case playing(TableGame)
    /// The local player left after a game before every other seat's `game_over` came: wait for
    /// them (until the leave timer runs out, two heartbeat intervals, Protocol.md §10), check
    /// them, then say `bye`.
    case leaving(Interlude, reason: LeaveReason)
    case closed
}

/// A guest connection as the host sees it.
struct GuestLink: Codable, Sendable {
    enum State: Codable, Sendable, Equatable {
        /// Connected, no `hello` yet.
        case greeting
        /// Said `hello` while every seat was taken: waits a short while for one to free (§12).
        case waiting(Hello)
        case seated(Int)
        /// Asked to resume seat `seat`: was sent challenge `nonce`, awaits the `proof` (§15).
        case proving(seat: Int, nonce: String)
    }

    let id: LinkID
    var state: State
}

/// A guest's link to the host: up, or down and being taken up again (§15).
enum HostLink: Codable, Sendable, Equatable {
    case up
    /// Dropped; the glue is reconnecting.
    case down
    /// Connected again, `resume` sent: awaiting the `challenge`.
    case resuming
    /// `proof` sent: awaiting `resumed`.
    case proving
}

/// A connection, as the session names it: for a guest, 0 is its one link to the host; a host
/// numbers its guests' connections.
public typealias LinkID = Int
