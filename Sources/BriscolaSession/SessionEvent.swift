import BriscolaCore
import BriscolaWire

/// Everything that can happen to a session: messages from a connection (already decoded), the
/// local player's wishes, and what the transport noticed. A guest has one connection (link 0); a
/// host names each guest's. The glue feeds these in, one at a time.
public enum SessionEvent: Sendable {
    /// Guest: the TCP connection is up (it then says hello). Host: a guest connected on `link`.
    case connected(LinkID = 0)
    case received(Message, from: LinkID = 0)
    /// The bytes on `link` broke the protocol (from the frame or message decoder).
    case malformed(WireError, from: LinkID = 0)
    case localPlay(Card)
    /// The local player's time to play ran out: the rule's card is played for them (§10).
    case localTimeUp
    /// Host: the card a computer player in seat `seat` chose (after `.botTurn`).
    case botPlay(seat: Int, card: Card)
    /// The local player wants another game.
    case localRematch
    case localQuit(reason: LeaveReason)
    case localChat(String)
    /// Host: put computer players in every free seat (and so start, when the table fills).
    case fillWithBots
    /// Nothing was sent on `link` for a heartbeat interval: time to send one.
    case writeIdle(LinkID = 0)
    /// Nothing was received on `link` for the liveness timeout: that peer is gone.
    case readIdle(LinkID = 0)
    /// The connection `link` closed under us.
    case disconnected(LinkID = 0)
    /// Reading from `link` failed (a reset, a garbage stream): why, in words.
    case connectionFailed(String, LinkID = 0)
    /// A timer the session started (`.startTimer`) ran out.
    case timerFired(TimerID)
    /// Guest: reconnecting to the host failed for the whole grace period (why, in words).
    case reconnectFailed(String)
    /// The session was rebuilt from its journal by a restarted program: every connection it had
    /// is gone. It answers with what the screen and the glue need to carry on.
    case restarted
}
