import BriscolaAI
import BriscolaCore
import BriscolaSession
import BriscolaWire
import Foundation
import NIOCore
import Testing

/// A host and a guest joined in memory. Every message is framed and decoded with the real codec on
/// the way across; `tamper` may rewrite messages in flight to play a misbehaving peer.
struct SessionPair {
    var host = Session(config: SessionConfig(role: .host, name: "Hana", program: "test"), entropy: .seeded(1))
    var guest = Session(config: SessionConfig(role: .guest, name: "Gino", program: "test"), entropy: .seeded(2))
    var hostActions: [SessionAction] = []
    var guestActions: [SessionAction] = []
    var tamper: (_ fromHost: Bool, _ message: Message) -> Message? = { _, message in message }
    /// Automatically answer `yourTurn` with the emulator, and ask for rematches up to `games`.
    var autoplay = true
    var games = 1
    /// Every message sent, in the order sent, and by whom.
    var transcript: [(fromHost: Bool, message: Message)] = []
    private var queue: [(toHost: Bool, event: SessionEvent)] = []

    mutating func start() throws {
        queue.append((false, .connected))
        try pump()
    }

    mutating func send(toHost: Bool, _ event: SessionEvent) throws {
        queue.append((toHost, event))
        try pump()
    }

    /// Delivers queued events until nothing is left (bounded, so a loop bug fails instead of hanging).
    mutating func pump() throws {
        var steps = 0
        while !queue.isEmpty {
            steps += 1
            try #require(steps < 100_000, "session pair did not settle")
            let (toHost, event) = queue.removeFirst()
            let actions = toHost ? host.handle(event) : guest.handle(event)
            if toHost { hostActions += actions } else { guestActions += actions }
            for action in actions { try route(action, fromHost: toHost) }
        }
    }

    private mutating func route(_ action: SessionAction, fromHost: Bool) throws {
        switch action {
        case let .send(message):
            guard let changed = tamper(fromHost, message) else { return }
            transcript.append((fromHost, changed))
            var buffer = ByteBuffer(bytes: try MessageCoding.frame(changed))
            let body = try #require(try FrameDecoder.nextFrame(&buffer))
            queue.append((!fromHost, .received(try MessageCoding.decode(body))))
        case .close:
            queue.append((!fromHost, .disconnected))
        case let .yourTurn(view) where autoplay:
            queue.append((fromHost, .localPlay(EmulatorStrategy().decide(view).card)))
        case let .gameEnded(game, _) where autoplay && game < games:
            queue.append((fromHost, .localRematch))
        default:
            break
        }
    }

    func ended(_ actions: [SessionAction]) -> [GameRecord] {
        actions.compactMap { if case let .gameEnded(_, record) = $0 { record } else { nil } }
    }

    func failures(_ actions: [SessionAction]) -> [SessionFailure] {
        actions.compactMap { if case let .failed(failure) = $0 { failure } else { nil } }
    }

    func sentErrors(_ actions: [SessionAction]) -> [ErrorMessage] {
        actions.compactMap { if case let .send(.error(error)) = $0 { error } else { nil } }
    }
}
