import BriscolaCore
import BriscolaSession
import BriscolaWire
import NIOCore

/// Decides for the local player and hears about the game: a bot, a screen, a test.
/// Each call may return events to feed back at once (a chosen card, a rematch, a goodbye);
/// events that come later (a person's key press) go through the `LocalInput` handle.
public protocol SessionDelegate: Sendable {
    func session(_ action: SessionAction) async -> [SessionEvent]
    /// Called once before the first event, with the handle for events that come later.
    func sessionOpened(_ local: LocalInput)
}

extension SessionDelegate {
    /// Delegates that need no later input ignore the handle.
    public func sessionOpened(_ local: LocalInput) {}
}

/// Runs a guest's session: the host's messages, timer ticks and the local player's events arrive
/// in one ordered stream; each goes through the state machine, whose actions are carried out here,
/// and a delegate's immediate answers are handled before the next. When the link drops, the
/// session asks to reconnect (`.reconnect`) and `reconnect` opens new connections until one holds
/// or the grace period is over (Protocol.md §15).
public enum SessionRunner {
    /// Returns when the session ends, however it ends; every connection is closed on return.
    /// `first` is the connection to start with; nil for a session restored from its journal,
    /// which reconnects at once. `journal` hears every event before the session handles it.
    public static func run(_ first: PeerChannel?, session initial: Session, delegate: some SessionDelegate,
                           reconnect: Reconnect? = nil, journal: (any SessionJournal)? = nil) async throws {
        let inbound = InboundQueue<Tagged>()
        delegate.sessionOpened(LocalInput { inbound.post(Tagged(generation: nil, event: $0)) })
        let writers = Writers()
        await withDiscardingTaskGroup { group in
            var loop = SessionLoop(initial, delegate: delegate, journal: journal)
            var ports = GuestPorts(writers: writers, inbound: inbound, reconnect: reconnect, grace: initial.config.grace,
                                   heartbeat: first?.heartbeat ?? Liveness().heartbeat)
            if let first {
                group.addTask { await read(first, generation: 0, writers: writers, inbound: inbound) }
            }
            if await loop.handle(first == nil ? [.restarted] : [], ports: &ports, group: &group) {
                while let item = await inbound.next() {
                    if let from = item.generation, from != ports.generation { continue } // an old connection's last words
                    guard await loop.handle([item.event], ports: &ports, group: &group) else { break }
                }
            }
            await loop.finish()
            writers.closeAll()
            inbound.finish()
            group.cancelAll()
        }
    }

    /// A guest's side of the loop: one connection at a time (a numbered generation), dialled again
    /// when it drops.
    private struct GuestPorts: SessionPorts {
        let writers: Writers
        let inbound: InboundQueue<Tagged>
        let reconnect: Reconnect?
        let grace: Int
        let heartbeat: Duration
        /// The connection now in use; what older ones still say is dropped.
        private(set) var generation = 0

        init(writers: Writers, inbound: InboundQueue<Tagged>, reconnect: Reconnect?, grace: Int, heartbeat: Duration) {
            (self.writers, self.inbound, self.reconnect, self.grace, self.heartbeat) = (writers, inbound, reconnect, grace, heartbeat)
        }

        func write(_ message: Message, to link: LinkID) async { await writers.write(message, to: generation) }

        func drop(_ link: LinkID) { writers.close(generation) }

        func startTimer(_ timer: TimerID, _ span: TimerSpan, in group: inout DiscardingTaskGroup) {
            let (length, inbound) = (span.duration(heartbeat: heartbeat, seatGrace: .zero), inbound)
            group.addTask {
                try? await Task.sleep(for: length)
                inbound.post(Tagged(generation: nil, event: .timerFired(timer)))
            }
        }

        mutating func reconnect(in group: inout DiscardingTaskGroup) {
            writers.close(generation)
            generation += 1
            let (generation, writers, inbound, grace) = (generation, writers, inbound, grace)
            guard let reconnect else {
                inbound.post(Tagged(generation: nil, event: .reconnectFailed("this session cannot reconnect")))
                return
            }
            group.addTask {
                switch await reconnect.attempt(seconds: grace) {
                case let .success(channel): await read(channel, generation: generation, writers: writers, inbound: inbound)
                case let .failure(failure): inbound.post(Tagged(generation: nil, event: .reconnectFailed(failure.description(reconnect.text))))
                }
            }
        }

        func freeSeats(_ count: Int) {} // a host's

        func botTurn(seat: Int, view: PlayerView, in group: inout DiscardingTaskGroup) async -> SessionEvent? { nil } // a host's
    }

    /// An event, and the connection it came from (nil: the local player or the runner itself).
    struct Tagged: Sendable {
        let generation: Int?
        let event: SessionEvent
    }

    /// Reads one connection into the stream until it closes.
    private static func read(_ channel: PeerChannel, generation: Int, writers: Writers, inbound queue: InboundQueue<Tagged>) async {
        let tag = { (event: SessionEvent) in await queue.send(Tagged(generation: generation, event: event)) }
        do {
            try await channel.async.executeThenClose { inbound, outbound in
                writers.add(generation, outbound, channel.async.channel)
                await tag(.connected(0))
                do {
                    for try await item in inbound { await tag(item.event(on: 0)) }
                    await tag(.disconnected(0))
                } catch {
                    // The one place a read error surfaces: the session decides what it means.
                    await tag(.connectionFailed("\(error)", 0))
                }
            }
        } catch {
            await tag(.connectionFailed("\(error)", 0))
        }
        writers.remove(generation)
    }
}

extension PeerInbound {
    /// The session event for what arrived on connection `link`.
    func event(on link: LinkID) -> SessionEvent {
        switch self {
        case let .message(message): .received(message, from: link)
        case let .malformed(error): .malformed(error, from: link)
        case .readIdle: .readIdle(link)
        case .writeIdle: .writeIdle(link)
        case let .local(event): event
        }
    }
}
