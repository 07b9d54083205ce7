import BriscolaCore

/// The closed list of `reason_code` spellings in `bye` and `left` (Protocol.md §12), so a receiver
/// words a reason in its own language instead of reading the English `reason` back.
public enum ReasonCode: String, Sendable, CaseIterable {
    case left
    case noMoreGames = "no_more_games"
    case played
    case stopped
    case tableClosed = "table_closed"
    case notBack = "not_back"
    case hostRestarted = "host_restarted"
    case connectionClosed = "connection_closed"
    case silent
    case connectionFailed = "connection_failed"
    case protocolError = "protocol_error"
    case reported
}

extension LeaveReason {
    /// The code sent beside the words; nil for a peer's own words, which travel as text alone (and
    /// for this program's own restarts, which never travel).
    public var code: ReasonCode? {
        switch self {
        case .left: .left
        case .noMoreGames: .noMoreGames
        case .played: .played
        case .stopped: .stopped
        case .tableClosed: .tableClosed
        case .notBack: .notBack
        case .hostRestarted: .hostRestarted
        case .connectionClosed: .connectionClosed
        case .silent: .silent
        case .connectionFailed: .connectionFailed
        case .protocolError: .protocolError
        case .reported: .reported
        case .other, .restarted, .unanswered: nil
        }
    }

    /// The `reason` text protocol-3 peers without `reason_code` show (§12: it stays English on the
    /// wire); this program's screens never read it back, they word the code.
    public var wireText: String {
        switch self {
        case .left: "left the table"
        case .noMoreGames: "no more games"
        case let .played(games): games == 1 ? "played 1 game" : "played \(games) games"
        case .stopped: "stopped"
        case .tableClosed: "the table has closed"
        case let .notBack(seconds): "did not come back within \(seconds) seconds"
        case .hostRestarted: "the host restarted"
        case .connectionClosed: "the connection closed"
        case .silent: "no word from the other player for too long"
        case let .connectionFailed(detail): "the connection failed: \(detail)"
        case let .protocolError(code, detail): "protocol error (\(code)): \(detail)"
        case let .reported(code, detail): "reported \(code): \(detail)"
        case .restarted: "the program restarted"
        case .unanswered: "the program stopped before the host answered"
        case let .other(words): words
        }
    }

    /// The reason a receiver reads from `code` (with its number, when it needs one) beside `text`:
    /// the code when present and known, else the text as the peer's own words. The codes whose
    /// words hold the other side's detail (`connection_failed`, `protocol_error`, `reported`)
    /// are shown as their text, which carries that detail.
    init(code: ReasonCode?, games: Int?, seconds: Int?, text: String) {
        switch code {
        case .left: self = .left
        case .noMoreGames: self = .noMoreGames
        case .played: self = games.map { .played(games: $0) } ?? .other(text)
        case .stopped: self = .stopped
        case .tableClosed: self = .tableClosed
        case .notBack: self = seconds.map { .notBack(seconds: $0) } ?? .other(text)
        case .hostRestarted: self = .hostRestarted
        case .connectionClosed: self = .connectionClosed
        case .silent: self = .silent
        case .connectionFailed, .protocolError, .reported, nil: self = .other(text)
        }
    }

    /// The same reason with the words that came from the network cleaned (§8.1).
    func cleaned(_ clean: (String) -> String) -> LeaveReason {
        switch self {
        case let .connectionFailed(detail): .connectionFailed(detail: clean(detail))
        case let .protocolError(code, detail): .protocolError(code: clean(code), detail: clean(detail))
        case let .reported(code, detail): .reported(code: clean(code), detail: clean(detail))
        case let .other(words): .other(clean(words))
        default: self
        }
    }
}

/// The members that carry a reason in `bye` and `left` (§8, §12), read and written in one place.
enum ReasonMembers: String, CodingKey {
    case reason
    case code = "reason_code"
    case games, seconds

    /// Reads a reason: the required English `reason`, and the optional code and numbers.
    static func decode(_ decoder: any Decoder) throws -> LeaveReason {
        let c = try decoder.container(keyedBy: Self.self)
        let text = try c.decode(String.self, forKey: .reason)
        let code = try c.decodeIfPresent(String.self, forKey: .code).flatMap(ReasonCode.init(rawValue:))
        return LeaveReason(code: code, games: try c.decodeIfPresent(Int.self, forKey: .games),
                           seconds: try c.decodeIfPresent(Int.self, forKey: .seconds), text: text)
    }

    /// Writes a reason: its English words, its code, and its number.
    static func encode(_ reason: LeaveReason, to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Self.self)
        try c.encode(reason.wireText, forKey: .reason)
        try c.encodeIfPresent(reason.code?.rawValue, forKey: .code)
        if case let .played(games) = reason { try c.encode(games, forKey: .games) }
        if case let .notBack(seconds) = reason { try c.encode(seconds, forKey: .seconds) }
    }
}
