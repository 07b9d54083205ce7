import BriscolaCore
import BriscolaWire

/// Everything that can happen to a session: bytes from the peer (already decoded), the local
/// player's wishes, and what the transport noticed. The glue feeds these in, one at a time.
public enum SessionEvent: Sendable {
    /// The TCP connection is up (a guest then says hello).
    case connected
    case received(Message)
    /// The peer's bytes broke the protocol (from the frame or message decoder).
    case malformed(WireError)
    case localPlay(Card)
    /// The local player wants another game.
    case localRematch
    case localQuit(reason: String)
    case localChat(String)
    /// Nothing was sent for a heartbeat interval: time to send one. It is also the clock of a
    /// seat leaving after a game, which waits two of these for the peer's `game_over`.
    case writeIdle
    /// Nothing was received for the liveness timeout: the peer is gone.
    case readIdle
    /// The connection closed under us.
    case disconnected
    /// Reading from the connection failed (a reset, a TLS-less garbage stream): why, in words.
    case connectionFailed(String)
}
