import BriscolaCore
import BriscolaSession
import BriscolaWire

/// What one side of a session loop does with the actions that touch the world: a guest's runner
/// (`SessionRunner`) and a host's server (`TableServer.serve`) each implement it, and `SessionLoop`
/// calls it from its one exhaustive switch over `SessionAction`.
protocol SessionPorts {
    /// Writes `message` on connection `link` (a guest's is its current connection).
    func write(_ message: Message, to link: LinkID) async
    /// Closes `link` after what was written to it.
    func drop(_ link: LinkID)
    /// Reports `.timerFired(timer)` into the loop's stream once `span` is over.
    func startTimer(_ timer: TimerID, _ span: TimerSpan, in group: inout DiscardingTaskGroup)
    /// Guest: the link is down; dial again.
    mutating func reconnect(in group: inout DiscardingTaskGroup)
    /// Host: how many seats a guest could still take.
    func freeSeats(_ count: Int)
    /// Host: a computer player's card, as the `.botPlay` event to handle next (nil: it comes later,
    /// through the stream, after the think time).
    mutating func botTurn(seat: Int, view: PlayerView, in group: inout DiscardingTaskGroup) async -> SessionEvent?
}

/// The one body of every session loop, host's or guest's: each event is journaled, handed to the
/// session, the session checkpointed, and its actions carried out — the world's through a side's
/// `SessionPorts`, the player's through the delegate, whose answers (and a computer player's card)
/// are handled next, before anything that arrives later. The journal is written on the blocking
/// pool (`BlockingWork`), awaited, so every event is on disk, in order, before it is handled; a
/// write that fails ends the loop with `.failed(.journal)`, the event unhandled.
struct SessionLoop<Delegate: SessionDelegate> {
    private(set) var session: Session
    private let delegate: Delegate
    private let journal: (any SessionJournal)?
    private var pending: [SessionEvent] = []

    /// A loop over `session`, telling `delegate` and writing `journal`.
    init(_ session: Session, delegate: Delegate, journal: (any SessionJournal)?) {
        (self.session, self.delegate, self.journal) = (session, delegate, journal)
    }

    /// Handles `events`, then everything they lead to; false once the session has closed.
    mutating func handle(_ events: [SessionEvent], ports: inout some SessionPorts, group: inout DiscardingTaskGroup) async -> Bool {
        pending += events
        while !pending.isEmpty {
            let event = pending.removeFirst()
            if let journal {
                do {
                    try await BlockingWork.run { () throws(JournalWriteFailure) in try journal.record(event) }
                } catch {
                    // Not handled without its line: the table stops, saying why, and the journal
                    // keeps what was written for a later resume.
                    _ = await delegate.session(.failed(.journal(error)))
                    return false
                }
            }
            let actions = session.handle(event)
            if let journal {
                let after = session
                await BlockingWork.run { journal.checkpoint(after) }
            }
            for action in actions {
                guard await carry(action, ports: &ports, group: &group) else { return false }
            }
        }
        return true
    }

    /// The session is over or its loop stopped: the journal hears which.
    func finish() async {
        guard let journal else { return }
        let closed = session.isClosed
        await BlockingWork.run { journal.finish(closed: closed) }
    }

    /// Carries out one action; false for `.close`. Exhaustive: a new action does not compile until
    /// it is handled here.
    private mutating func carry(_ action: SessionAction, ports: inout some SessionPorts, group: inout DiscardingTaskGroup) async -> Bool {
        switch action {
        case let .send(message, link): await ports.write(message, to: link)
        case let .drop(link): ports.drop(link)
        case .close: return false
        case let .startTimer(timer, span): ports.startTimer(timer, span, in: &group)
        case .reconnect: ports.reconnect(in: &group)
        case let .freeSeats(count): ports.freeSeats(count)
        case let .botTurn(seat, view):
            if let card = await ports.botTurn(seat: seat, view: view, in: &group) { pending.append(card) }
        case .welcomed, .seatsChanged, .seatLeft, .gameStarted, .yourTurn, .played, .gameEnded, .gameAbandoned,
             .dealAbandoned, .chat, .wantsRematch, .peerLeft, .failed, .rejectedLocal, .timeLimit, .timedOut,
             .seatAway, .seatBack, .connectionLost, .reconnected:
            pending += await delegate.session(action)
        }
        return true
    }
}
