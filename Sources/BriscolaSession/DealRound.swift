import BriscolaCore
import BriscolaWire

/// One game's commit–reveal exchange, from this end's point of view.
struct DealRound: Sendable {
    let game: Int
    let mySecret: [UInt8]
    var peerCommitment: String?
    var peerSecret: [UInt8]?
    var revealed = false

    /// The game seed, once both secrets are known.
    func seed(mySeat: Int, session: [UInt8]) -> Seed? {
        guard let peerSecret else { return nil }
        let secrets = mySeat == 0 ? [mySecret, peerSecret] : [peerSecret, mySecret]
        return FairDeal.gameSeed(secrets: secrets, session: session)
    }
}

/// A game in progress: its number and its log (setup, state, every action so far).
struct TableGame: Sendable {
    let game: Int
    var log: GameLog

    init(game: Int, seed: Seed, setup: GameSetup) {
        self.game = game
        log = GameLog(setup: setup, seed: seed)
    }

    var state: GameState { log.state }
    var actions: [Action] { log.actions }
}

/// Where the session stands.
enum SessionPhase: Sendable {
    case awaitingConnection
    case awaitingHello
    case awaitingWelcome
    case dealing(DealRound)
    case playing(TableGame)
    /// Between games: who has asked for the next one, and whether the peer's `game_over` is in.
    case betweenGames(Interlude)
    /// The local player left after game `lastGame` before the peer's `game_over` came: wait for
    /// it (until the second heartbeat tick, Protocol.md §10), check it, then say `bye`.
    case leaving(lastGame: Int, reason: String, ticks: Int)
    case closed
}

/// The time between two games.
struct Interlude: Sendable {
    let lastGame: Int
    var localWants = false
    var peerWants = false
    /// The peer's `game_over` for `lastGame` has arrived and matched ours.
    var peerOver = false
}
