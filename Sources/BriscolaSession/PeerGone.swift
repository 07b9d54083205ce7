import BriscolaCore
import BriscolaWire

/// Why the other side of a session is gone, as facts a screen words in its own language (the
/// session itself speaks none): a goodbye, a reconnection given up, or a link that failed.
public enum PeerGone: Sendable, Equatable, CustomStringConvertible {
    /// `name` said goodbye with `reason` (`.left` when they simply left).
    case left(name: String, reason: LeaveReason)
    /// Taking the link up again failed; `detail` says how, in the words of whoever tried.
    case reconnectFailed(detail: String)
    /// The link failed or closed and could not be taken up again.
    case link(LeaveReason)

    /// The wire's English ("Anna left the table"), for logs; screens word it with `FailureText.gone`.
    public var description: String {
        switch self {
        case let .left(name, .left): "\(name) left the table"
        case let .left(name, reason): "\(name) left: \(reason.wireText)"
        case let .reconnectFailed(detail): "could not reconnect to the table: \(detail)"
        case let .link(reason): reason.wireText
        }
    }
}
