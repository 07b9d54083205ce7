import BriscolaCore
import BriscolaSession
import BriscolaWire

/// A host and one guest joined in memory (a `SessionTable` of two seats), with the names the
/// two-player tests use: `tamper` sees whether a message comes from the host.
struct SessionPair {
    var table: SessionTable

    /// A two-seat table speaking `protocolVersion` (nil: the default, hidden hands).
    init(protocolVersion: Int? = nil) { table = SessionTable(players: 2, protocolVersion: protocolVersion) }

    var host: Session { table.ends[0] }
    var guest: Session { table.ends[1] }
    var hostActions: [SessionAction] { table.actions[0] }
    var guestActions: [SessionAction] { table.actions[1] }
    var autoplay: Bool {
        get { table.autoplay }
        set { table.autoplay = newValue }
    }
    var games: Int {
        get { table.games }
        set { table.games = newValue }
    }
    var tamper: (_ fromHost: Bool, _ message: Message) -> Message? = { _, message in message }
    /// Every message sent, in the order sent, and by whom.
    var transcript: [(fromHost: Bool, message: Message)] { table.transcript.map { ($0.from == 0, $0.message) } }

    mutating func start() throws {
        let tamper = self.tamper
        table.tamper = { from, _, message in tamper(from == 0, message) }
        try table.start()
    }

    mutating func send(toHost: Bool, _ event: SessionEvent) throws {
        let tamper = self.tamper
        table.tamper = { from, _, message in tamper(from == 0, message) }
        try table.send(to: toHost ? 0 : 1, toHost ? event.onLink(1) : event)
    }

    /// A message signed as the host (`fromHost`) or the guest would sign it.
    func signed(_ message: Message, fromHost: Bool) -> Message { table.signed(message, by: fromHost ? 0 : 1) }

    func ended(_ actions: [SessionAction]) -> [GameRecord] {
        actions.compactMap { if case let .gameEnded(_, record) = $0 { record } else { nil } }
    }

    func failures(_ actions: [SessionAction]) -> [SessionFailure] {
        actions.compactMap { if case let .failed(failure) = $0 { failure } else { nil } }
    }

    func sentErrors(_ actions: [SessionAction]) -> [ErrorMessage] {
        actions.compactMap { if case let .send(.error(error), _) = $0 { error } else { nil } }
    }
}

extension SessionEvent {
    /// The event as the host hears it from its guest on link `link` (local events unchanged).
    func onLink(_ link: LinkID) -> SessionEvent {
        switch self {
        case let .received(message, _): .received(message, from: link)
        case let .malformed(error, _): .malformed(error, from: link)
        case .writeIdle: .writeIdle(link)
        case .readIdle: .readIdle(link)
        case .disconnected: .disconnected(link)
        case let .connectionFailed(reason, _): .connectionFailed(reason, link)
        default: self
        }
    }
}
