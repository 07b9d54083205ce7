import BriscolaCore
import BriscolaWire

/// One end of a two-player network game as a state machine: feed it events, carry out the actions
/// it returns. It holds the rules engine, checks every peer play and state hash, and never touches
/// a socket, a clock or the system's randomness (secrets come from the injected `Entropy`).
public struct Session: Sendable {
    public let config: SessionConfig
    var entropy: Entropy
    var phase: SessionPhase
    var session: [UInt8] = []
    var seats: [SeatInfo] = []
    /// Our `game_over` for the last finished game, to check the peer's against.
    var lastFinal: GameOver?
    /// The series at this table: the host deals game 1, then the deal passes on (§10).
    public internal(set) var series = Series(variant: .two, firstDealer: 0)

    /// A session about to connect (guest) or accept (host).
    public init(config: SessionConfig, entropy: Entropy = .system) {
        self.config = config
        self.entropy = entropy
        phase = config.role == .host ? .awaitingHello : .awaitingConnection
    }

    /// True once the session has ended; every later event is ignored.
    public var isClosed: Bool {
        if case .closed = phase { return true }
        return false
    }

    /// The seat names as agreed in the handshake.
    public var seatNames: [SeatInfo] { seats }

    /// Handles one event and returns what to do, in order.
    public mutating func handle(_ event: SessionEvent) -> [SessionAction] {
        if isClosed { return [] }
        switch event {
        case .connected: return connected()
        case let .received(message): return received(message)
        case let .malformed(error): return malformed(error)
        case let .localPlay(card): return localPlay(card)
        case .localRematch: return localRematch()
        case let .localQuit(reason): return quit(reason)
        case let .localChat(text): return [.send(.chat(Chat(seat: config.mySeat, text: text)))]
        case .writeIdle: return writeIdle()
        case .readIdle: return lost("no word from the other player for too long")
        case .disconnected: return lost("the connection closed")
        case let .connectionFailed(reason): return lost("the connection failed: \(reason)")
        }
    }

    private mutating func received(_ message: Message) -> [SessionAction] {
        if case .leaving = phase {
            switch message {
            case .gameOver, .rematch, .chat, .heartbeat, .bye, .error: break
            default: return unexpected(message.type)
            }
        }
        switch message {
        case let .hello(hello): return receivedHello(hello)
        case let .welcome(welcome): return receivedWelcome(welcome)
        case let .commit(commit): return receivedCommit(commit)
        case let .reveal(reveal): return receivedReveal(reveal)
        case let .deal(deal): return receivedDeal(deal)
        case let .play(play): return receivedPlay(play)
        case let .gameOver(over): return receivedGameOver(over)
        case let .rematch(rematch): return receivedRematch(rematch)
        case let .chat(chat):
            guard chat.seat == config.peerSeat else { return violation(.badMessage, "chat from seat \(chat.seat)") }
            return [.chat(seat: chat.seat, text: chat.text)]
        case .heartbeat: return []
        case let .bye(bye): return lost("the other player left: \(bye.reason)")
        case let .error(error):
            return closing([.failed(.peerError(code: error.code, spelling: error.spelling, message: error.message))])
        }
    }

    private mutating func malformed(_ error: WireError) -> [SessionAction] {
        let message = Message.error(ErrorMessage(code: error.code, message: error.description))
        guard error.isFatal else { return [.send(message)] }
        return closing([.send(message), .failed(.violation(code: error.code, message: error.description))])
    }

    /// Reports a protocol violation to the peer and ends the session.
    mutating func violation(_ code: ErrorCode, _ message: String, seq: Int? = nil) -> [SessionAction] {
        closing([.send(.error(ErrorMessage(code: code, message: message, seq: seq))),
                 .failed(.violation(code: code, message: message))])
    }

    /// Ends the session after the given actions; a game in progress is reported as abandoned.
    mutating func closing(_ actions: [SessionAction]) -> [SessionAction] {
        var out = actions
        if case let .playing(table) = phase {
            out.insert(.gameAbandoned(game: table.game, record: table.log.record), at: 0)
        }
        phase = .closed
        return out + [.close]
    }

    /// Leaves now, unless a game has just ended and the peer's `game_over` is not in yet: then
    /// the goodbye waits for it (§10), so the last game's end is compared too.
    private mutating func quit(_ reason: String) -> [SessionAction] {
        switch phase {
        case let .betweenGames(interlude) where !interlude.peerOver:
            phase = .leaving(lastGame: interlude.lastGame, reason: reason, ticks: 0)
            return []
        case .leaving:
            return []
        default:
            return closing([.send(.bye(Bye(reason: reason)))])
        }
    }

    /// A heartbeat tick. A leaving seat gives up waiting for the peer's `game_over` at its second
    /// tick (two heartbeat intervals, Protocol.md §10) and says goodbye anyway.
    private mutating func writeIdle() -> [SessionAction] {
        guard case let .leaving(last, reason, ticks) = phase else { return [.send(.heartbeat)] }
        guard ticks + 1 >= 2 else {
            phase = .leaving(lastGame: last, reason: reason, ticks: ticks + 1)
            return [.send(.heartbeat)]
        }
        return closing([.send(.bye(Bye(reason: reason)))])
    }

    private mutating func lost(_ reason: String) -> [SessionAction] {
        closing([.peerLeft(reason: reason)])
    }
}
