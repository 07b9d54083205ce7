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

/// A game in progress: the verified setup, the state, and every action so far.
struct TableGame: Sendable {
    let game: Int
    let seed: Seed
    let setup: GameSetup
    var state: GameState
    var actions: [Action] = []

    init(game: Int, seed: Seed, setup: GameSetup) {
        self.game = game
        self.seed = seed
        self.setup = setup
        state = GameState(setup: setup)
    }

    /// The record of the game so far (finished or not).
    var record: GameRecord {
        let outcome = (try? Replay.run(setup, actions).get())
        return GameRecord(setup: setup, seed: seed, actions: actions,
                          outcome: outcome ?? ReplayOutcome(state: state, tricks: []))
    }
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
