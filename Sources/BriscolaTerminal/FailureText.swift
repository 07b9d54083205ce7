import BriscolaSession
import BriscolaText
import BriscolaWire
import Glibc

/// How a network session ended, as the screen and the program's exit status see it.
public enum SessionEnding: Sendable, Equatable {
    /// The person left (a key, or no more games).
    case left
    /// The other player left, or the connection went quiet or closed (worded by `FailureText.gone`).
    case peerLeft(PeerGone)
    /// The session failed: a refusal (a full table), a protocol error, a desync.
    case failed(SessionFailure)

    /// True when the program should exit with a failure status.
    public var isFailure: Bool { if case .failed = self { true } else { false } }
}

/// Session failures in words a player understands: no wire codes, one sentence.
public enum FailureText {
    /// One sentence for the screen and for standard error, in the language of `text`.
    public static func explain(_ failure: SessionFailure, _ text: Text = Text(.english)) -> String {
        switch failure {
        case let .violation(code, message):
            return explain(code, message, failure, text)
        case let .peerError(code, _, message):
            return explain(code, message, failure, text)
        case .desync:
            return text(.failDesyncHashes)
        case let .versions(table, ours):
            return text(.failVersion, ["message": text(.failVersionDetail, ["table": "\(table)", "ours": "\(ours)"])])
        case let .journal(.write(code)):
            return text(.failJournal, ["reason": String(cString: strerror(code))])
        case .journal(.unencodable):
            return text(.failJournal, ["reason": text(.failJournalUnencodable)])
        }
    }

    /// The same sentence, unless bytes that are no briscola frame came from what never seated us:
    /// then no briscola table answered there (another service at that port), not a broken rule.
    public static func explain(_ failure: SessionFailure, seated: Bool, _ text: Text = Text(.english)) -> String {
        guard isNoTable(failure, seated: seated) else { return explain(failure, text) }
        return text(.netNoTableAnswered, ["reason": text(.netNotBriscola)])
    }

    /// True when what failed was never a table: it never seated us, and its first bytes were no
    /// briscola frame (an SSH or HTTP server at that port).
    public static func isNoTable(_ failure: SessionFailure, seated: Bool) -> Bool {
        guard !seated, case let .violation(code, _) = failure else { return false }
        return code == .frameTooLarge || code == .badFrame
    }

    /// Why the other side is gone, in the language of `text`: "Anna ha lasciato il tavolo".
    public static func gone(_ why: PeerGone, _ text: Text = Text(.english)) -> String {
        switch why {
        case let .left(name, reason): text.left(name, reason: reason)
        case let .reconnectFailed(detail): text(.netReconnectFailed, ["detail": detail])
        case let .link(reason): text.reason(reason)
        }
    }

    private static func explain(_ code: ErrorCode?, _ message: String, _ failure: SessionFailure, _ text: Text) -> String {
        switch code {
        case .tableFull: return text(.failTableFull)
        case .seatTaken: return text(.failSeatTaken)
        case .resumeRefused: return text(.failResumeRefused)
        case .unknownSession: return text(.failUnknownSession)
        case .versionMismatch: return text(.failVersion, ["message": message])
        case .desync: return text(.failDesync)
        default: return text(failure.isOurs ? .failOurs : .failTheirs, ["message": message])
        }
    }
}

extension SessionFailure {
    /// True when we caught the peer misbehaving, rather than the peer reporting something to us.
    var isOurs: Bool { if case .violation = self { true } else { false } }
}
