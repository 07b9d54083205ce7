import BriscolaCore
import BriscolaWire

/// What the glue must do, or tell the player, after an event. The session itself never does I/O.
public enum SessionAction: Sendable, Equatable {
    /// Write a message on a connection (a guest's is always link 0).
    case send(Message, to: LinkID)
    /// Close one guest's connection after what was sent to it (host).
    case drop(LinkID)
    /// The session is over: close every connection after sending what came before.
    case close
    /// Run a timer for `span`, then report `.timerFired(id)` (the only clock a session has).
    case startTimer(TimerID, TimerSpan)
    /// The handshake is done: who sits where, and our seat.
    case welcomed(seats: [SeatInfo], mySeat: Int, players: Int)
    /// The table changed (a seat taken or freed): every taken seat, and how many seats there are.
    case seatsChanged(seats: [SeatInfo], players: Int)
    /// A player left the table (the others stay): who, and why.
    case seatLeft(seat: Int, name: String, reason: LeaveReason)
    /// A verified deal: a game has started; `code` is the table code of §12.
    case gameStarted(game: Int, view: PlayerView, code: String)
    /// The local player must choose a card.
    case yourTurn(PlayerView)
    /// Host: a computer player must choose a card (answer with `.botPlay`).
    case botTurn(seat: Int, view: PlayerView)
    /// A play was applied (any seat's), with the local view after it.
    case played(seat: Int, card: Card, view: PlayerView)
    /// A game finished; the record replays to the agreed state hash.
    case gameEnded(game: Int, record: GameRecord)
    /// A game was cut off; the record holds what was played.
    case gameAbandoned(game: Int, record: GameRecord)
    /// Game `game` was cut off during its deal, before this end's hand was open: nothing was
    /// played, so there is nothing to keep, but the game counts (§12) and every seat still at the
    /// table asks for the next one with `rematch`, as after any game abandoned.
    case dealAbandoned(game: Int)
    case chat(seat: Int, text: String)
    /// Between games, seat `seat` asked for another game.
    case wantsRematch(seat: Int)
    /// The session ended because the other side went: a goodbye, a closed connection or silence
    /// (a guest: the host; a two-seat host after its guest). Why, for the screen to word.
    case peerLeft(PeerGone)
    /// The session ended on a protocol failure.
    case failed(SessionFailure)
    /// The local player's play was illegal; nothing was sent.
    case rejectedLocal(RuleError)
    /// Host: seats still free for a guest (an announced table shows it).
    case freeSeats(Int)
    /// The table has a turn timer: each seat has this many seconds to play a card.
    case timeLimit(seconds: Int)
    /// Seat `seat`'s time ran out; the `.played` that follows is the card played for it.
    case timedOut(seat: Int)
    /// Guest: the link to the host is down; connect again (and again, backing off) until the grace
    /// period is over, then report `.connected` or `.reconnectFailed`.
    case reconnect
    /// Seat `seat`'s connection dropped; its player has `seconds` to come back.
    case seatAway(seat: Int, name: String, seconds: Int)
    /// Seat `seat`'s player is back.
    case seatBack(seat: Int, name: String)
    /// Guest: our connection to the host dropped; we try to come back for `seconds`.
    case connectionLost(reason: LeaveReason, seconds: Int)
    /// Guest: we are back at the table; play goes on.
    case reconnected
}

/// Why a session ended badly, in a form a screen can show in one line and a log can keep whole.
public enum SessionFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// We caught the peer breaking the protocol and told it so (the code we sent).
    case violation(code: ErrorCode, message: String)
    /// The peer reported an error to us (`code` nil: one this version does not know, as `spelling`).
    case peerError(code: ErrorCode?, spelling: String, message: String)
    /// After play `seq` the engines disagree: both hashes and our action log.
    case desync(seq: Int, mine: String, theirs: String, actions: [Action])
    /// The table speaks protocol `table`, this program `ours` (a `version_mismatch` either way).
    case versions(table: Int, ours: Int)
    /// Our journal could not keep an event, so the session stopped before handling it.
    case journal(JournalWriteFailure)

    public var description: String {
        switch self {
        case let .violation(code, message): "protocol error (\(code)): \(message)"
        case let .peerError(_, spelling, message): "the other player reported \(spelling): \(message)"
        case let .desync(seq, mine, theirs, actions):
            "desync after play \(seq): our state hash \(mine.prefix(16))…, theirs \(theirs.prefix(16))…"
                + " (\(actions.count) actions: \(actions.map { "\($0.seat):\($0.card)" }.joined(separator: " ")))"
        case let .versions(table, ours): "version mismatch: the table speaks protocol \(table), this program \(ours)"
        case let .journal(.write(code)): "the game's journal could not be written (errno \(code))"
        case .journal(.unencodable): "an event had no journal line"
        }
    }
}
