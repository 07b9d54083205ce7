/// Why a seat or a table ends, as a value: the session carries it, the wire spells it as a code
/// (Protocol.md §12, `reason_code`), and only a screen puts it into words, in its own language.
/// A peer's reason that is none of these (an older peer's, or its own words) is `other`.
public enum LeaveReason: Sendable, Hashable {
    /// The person simply left (a key): "Bruno left the table".
    case left
    /// The person answered no to another game.
    case noMoreGames
    /// A headless peer played the games it was told to.
    case played(games: Int)
    /// A headless peer was stopped by a signal.
    case stopped
    /// The table's screen closed while the table was open.
    case tableClosed
    /// A seat's link went and its player did not come back within the grace.
    case notBack(seconds: Int)
    /// The host started again without its journal of the game.
    case hostRestarted
    /// The link closed.
    case connectionClosed
    /// Nothing came over the link for longer than the peer timeout.
    case silent
    /// The link could not be kept: `detail` is the system's account of why.
    case connectionFailed(detail: String)
    /// The guest broke the protocol: the host told it `code` (a §9 spelling) with `detail`.
    case protocolError(code: String, detail: String)
    /// The guest reported error `code` (as it spelled it) with `detail`, and so left.
    case reported(code: String, detail: String)
    /// This program started again from its journal, and the link with it (never sent: local).
    case restarted
    /// This program stopped before the host answered it, and cannot take that up (never sent: local).
    case unanswered
    /// A peer's own words, shown as they came (cleaned).
    case other(String)
}
