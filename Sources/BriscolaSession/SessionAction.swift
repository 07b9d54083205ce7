import BriscolaCore
import BriscolaWire

/// What the glue must do, or tell the player, after an event. The session itself never does I/O.
public enum SessionAction: Sendable, Equatable {
    case send(Message)
    /// Close the connection after sending what came before.
    case close
    /// The handshake is done: who sits where.
    case welcomed(seats: [SeatInfo], mySeat: Int)
    /// A verified deal: a game has started.
    case gameStarted(game: Int, view: PlayerView)
    /// The local player must choose a card.
    case yourTurn(PlayerView)
    /// A play was applied (either side's), with the local view after it.
    case played(seat: Int, card: Card, view: PlayerView)
    /// A game finished; the record replays to the agreed state hash.
    case gameEnded(game: Int, record: GameRecord)
    /// A game was cut off; the record holds what was played.
    case gameAbandoned(game: Int, record: GameRecord)
    case chat(seat: Int, text: String)
    /// Between games, the other player asked for another game (ours is still to say).
    case peerWantsRematch
    /// The peer left: a goodbye, a closed connection or silence.
    case peerLeft(reason: String)
    /// The session ended on a protocol failure.
    case failed(SessionFailure)
    /// The local player's play was illegal; nothing was sent.
    case rejectedLocal(RuleError)
}

/// Why a session ended badly, in a form a screen can show in one line and a log can keep whole.
public enum SessionFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// We caught the peer breaking the protocol and told it so (the code we sent).
    case violation(code: ErrorCode, message: String)
    /// The peer reported an error to us.
    /// The peer reported an error to us (`code` nil: one this version does not know, as `spelling`).
    case peerError(code: ErrorCode?, spelling: String, message: String)
    /// After play `seq` the two engines disagree: both hashes and our action log.
    case desync(seq: Int, mine: String, theirs: String, actions: [Action])

    public var description: String {
        switch self {
        case let .violation(code, message): "protocol error (\(code)): \(message)"
        case let .peerError(_, spelling, message): "the other player reported \(spelling): \(message)"
        case let .desync(seq, mine, theirs, actions):
            "desync after play \(seq): our state hash \(mine.prefix(16))…, theirs \(theirs.prefix(16))…"
                + " (\(actions.count) actions: \(actions.map { "\($0.seat):\($0.card)" }.joined(separator: " ")))"
        }
    }
}
