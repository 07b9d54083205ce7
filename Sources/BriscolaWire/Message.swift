import BriscolaCore

/// Every message of the protocol. On the wire each is one JSON object whose `type` member names
/// the case (Protocol.md §8); the payload's members sit beside `type` in the same object.
public enum Message: Hashable, Sendable {
    case hello(Hello)
    case welcome(Welcome)
    case commit(Commit)
    case reveal(Reveal)
    case deal(Deal)
    case play(Play)
    case gameOver(GameOver)
    case rematch(Rematch)
    case chat(Chat)
    case heartbeat
    case bye(Bye)
    case error(ErrorMessage)

    /// The `type` member's value.
    public var type: String {
        switch self {
        case .hello: "hello"
        case .welcome: "welcome"
        case .commit: "commit"
        case .reveal: "reveal"
        case .deal: "deal"
        case .play: "play"
        case .gameOver: "game_over"
        case .rematch: "rematch"
        case .chat: "chat"
        case .heartbeat: "heartbeat"
        case .bye: "bye"
        case .error: "error"
        }
    }
}

/// Protocol constants.
public enum WireProtocol {
    /// The protocol version this program speaks; peers must match exactly.
    public static let version = 1
    /// Largest frame body accepted or sent, in bytes.
    public static let maxFrameBody = 65_536
    /// Longest player name kept after sanitising, in Unicode scalars.
    public static let maxNameLength = PlayerName.maxLength
    /// Longest chat line or error message kept after sanitising, in Unicode scalars.
    public static let maxTextLength = 200
}
