import BriscolaCore

/// Every message of the protocol. On the wire each is one JSON object whose `type` member names
/// the case (Protocol.md §8); the payload's members sit beside `type` in the same object.
public enum Message: Hashable, Sendable {
    case hello(Hello)
    case welcome(Welcome)
    case seated(SeatInfo)
    case left(Left)
    case start(Start)
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
    case resume(Resume)
    case challenge(Challenge)
    case proof(Proof)
    case resumed(Resumed)
    case away(Away)
    case back(Back)
    case shuffle(DeckPass)
    case lock(DeckPass)
    case open(Openings)
    case audit(Audit)

    /// The `type` member's value.
    public var type: String {
        switch self {
        case .hello: "hello"
        case .welcome: "welcome"
        case .seated: "seated"
        case .left: "left"
        case .start: "start"
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
        case .resume: "resume"
        case .challenge: "challenge"
        case .proof: "proof"
        case .resumed: "resumed"
        case .away: "away"
        case .back: "back"
        case .shuffle: "shuffle"
        case .lock: "lock"
        case .open: "open"
        case .audit: "audit"
        }
    }

    /// The signed payload of a seat-written message (§8.1), nil for the host's and link messages.
    public var signed: (any SignedPayload)? {
        switch self {
        case let .commit(m): m
        case let .reveal(m): m
        case let .play(m): m
        case let .gameOver(m): m
        case let .rematch(m): m
        case let .chat(m): m
        case let .proof(m): m
        case let .shuffle(m): m
        case let .lock(m): m
        case let .open(m): m
        case let .audit(m): m
        default: nil
        }
    }

    /// The game a seat's message belongs to (nil for one that belongs to none).
    public var game: Int? {
        switch self {
        case let .commit(m): m.game
        case let .reveal(m): m.game
        case let .deal(m): m.game
        case let .play(m): m.game
        case let .shuffle(m): m.game
        case let .lock(m): m.game
        case let .open(m): m.game
        case let .audit(m): m.game
        default: nil
        }
    }

    /// Whether the message counts in a connection's message count (Protocol.md §15): everything
    /// but the link's own housekeeping, which is never resent.
    public var isCounted: Bool {
        switch self {
        case .heartbeat, .bye, .error, .hello, .welcome, .resume, .challenge, .proof, .resumed: false
        default: true
        }
    }

    /// The signing input of §8.1 for this message in session `session` (32 hex digits), nil for a
    /// message that is not signed.
    public func signingInput(session: String) -> [UInt8]? {
        guard let payload = signed else { return nil }
        return Self.signingInput(type: type, session: session, fields: payload.signingFields)
    }

    /// The signing input of §8.1 for a message of `type` whose signed members are `fields`: what a
    /// receiver checks a `read` against (§17.8.1), a pass it has only three digests of.
    public static func signingInput(type: String, session: String, fields: [String]) -> [UInt8] {
        let lines = ["briscola-signed-2", session.lowercased(), type] + fields
        return Array(lines.joined(separator: "\n").utf8)
    }

    /// The same message carrying signature `sig` (a message that is not signed is returned as is).
    public func withSignature(_ sig: String) -> Message {
        switch self {
        case var .commit(m): m.sig = sig; return .commit(m)
        case var .reveal(m): m.sig = sig; return .reveal(m)
        case var .play(m): m.sig = sig; return .play(m)
        case var .gameOver(m): m.sig = sig; return .gameOver(m)
        case var .rematch(m): m.sig = sig; return .rematch(m)
        case var .chat(m): m.sig = sig; return .chat(m)
        case var .proof(m): m.sig = sig; return .proof(m)
        case var .shuffle(m): m.sig = sig; return .shuffle(m)
        case var .lock(m): m.sig = sig; return .lock(m)
        case var .open(m): m.sig = sig; return .open(m)
        case var .audit(m): m.sig = sig; return .audit(m)
        default: return self
        }
    }
}

extension Message {
    /// A handshake of a protocol version this program does not speak: its sender hears
    /// `version_mismatch`, whatever else the message holds (§8), so nothing else in it is judged.
    var isOtherVersion: Bool {
        switch self {
        case let .hello(m): !WireProtocol.versions.contains(m.protocol)
        case let .welcome(m): !WireProtocol.versions.contains(m.protocol)
        case let .resume(m): !WireProtocol.versions.contains(m.protocol)
        default: false
        }
    }
}

/// Protocol constants.
public enum WireProtocol {
    /// The protocol version this program speaks by default: 4, hidden hands with every pass proved
    /// (§16, §17.8).
    public static let version = 4
    /// Every version this program speaks: 2 (the host deals an open deck) and 4 (hidden hands,
    /// proved). Protocol 3 (hidden hands unproved) is answered `version_mismatch` like any other.
    /// A table speaks one of them, and says which in its announcement (§14).
    public static let versions = [2, 4]
    /// Largest frame body accepted or sent, in bytes.
    public static let maxFrameBody = 65_536
    /// Longest player name kept after sanitising, in Unicode scalars.
    public static let maxNameLength = PlayerName.maxLength
    /// Longest chat line or error message kept after sanitising, in Unicode scalars.
    public static let maxTextLength = 200
    /// The seat counts a table can have (Protocol.md §4, §10).
    public static let tableSizes = 2...4
}
