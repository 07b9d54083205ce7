import BriscolaSession
import BriscolaWire

/// How a network session ended, as the screen and the program's exit status see it.
public enum SessionEnding: Sendable, Equatable {
    /// The person left (a key, or no more games).
    case left
    /// The other player left, or the connection went quiet or closed.
    case peerLeft(String)
    /// The session failed: a refusal (a full table), a protocol error, a desync.
    case failed(SessionFailure)

    /// True when the program should exit with a failure status.
    public var isFailure: Bool { if case .failed = self { true } else { false } }
}

/// Session failures in words a player understands: no wire codes, one sentence.
public enum FailureText {
    /// One sentence for the screen and for standard error.
    public static func explain(_ failure: SessionFailure) -> String {
        switch failure {
        case let .violation(code, message):
            return explain(code, message, failure)
        case let .peerError(code, _, message):
            return explain(code, message, failure)
        case .desync:
            return "The two programs disagree about the game (their state hashes differ), so it was stopped."
        }
    }

    private static func explain(_ code: ErrorCode?, _ message: String, _ failure: SessionFailure) -> String {
        switch code {
        case .tableFull: return "This table already has its players. Try another table, or wait for this one to free up."
        case .versionMismatch: return "The other program speaks another version of the protocol: \(message)."
        case .desync: return "The two programs disagree about the game, so it was stopped."
        default:
            return failure.isOurs ? "The other program broke the rules of the protocol (\(message)), so the game was stopped."
                : "The other program stopped the game: \(message)."
        }
    }
}

extension SessionFailure {
    /// True when we caught the peer misbehaving, rather than the peer reporting something to us.
    var isOurs: Bool { if case .violation = self { true } else { false } }
}
