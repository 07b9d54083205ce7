/// Why this program ends a seat or a table, as it says so to the others in `bye` and `left`
/// (Protocol.md §12: reasons travel in English). One closed list with one spelling each, so the
/// screens can say each in their language; a peer's reason that is none of these is shown as it came.
public enum LeaveReason: Sendable, Hashable {
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

    /// The words sent on the wire.
    public var english: String {
        switch self {
        case .noMoreGames: "no more games"
        case let .played(games): games == 1 ? "played 1 game" : "played \(games) games"
        case .stopped: "stopped"
        case .tableClosed: "the table has closed"
        case let .notBack(seconds): "did not come back within \(seconds) seconds"
        case .hostRestarted: "the host restarted"
        case .connectionClosed: "the connection closed"
        case .silent: "no word from the other player for too long"
        }
    }

    /// The reason `english` spells, if it is one of these (a peer's own words are not).
    public init?(english: String) {
        let fixed: [LeaveReason] = [.noMoreGames, .stopped, .tableClosed, .hostRestarted, .connectionClosed, .silent]
        if let reason = fixed.first(where: { $0.english == english }) {
            self = reason
        } else if let games = Self.number(in: english, between: "played ", and: english.hasSuffix(" game") ? " game" : " games") {
            self = .played(games: games)
        } else if let seconds = Self.number(in: english, between: "did not come back within ", and: " seconds") {
            self = .notBack(seconds: seconds)
        } else {
            return nil
        }
    }

    /// The whole number between `prefix` and `suffix` when `text` is exactly that.
    private static func number(in text: String, between prefix: String, and suffix: String) -> Int? {
        guard text.hasPrefix(prefix), text.hasSuffix(suffix), text.count > prefix.count + suffix.count else { return nil }
        return Int(text.dropFirst(prefix.count).dropLast(suffix.count))
    }
}
