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
        let (stream, input) = AsyncStream<Tagged>.makeStream()
        delegate.sessionOpened(LocalInput { input.yield(Tagged(generation: nil, event: $0)) })
        let writers = Writers()
        await withDiscardingTaskGroup { group in
            var generation = 0
            var session = initial
            var pending: [SessionEvent] = []
            if let first {
                group.addTask { await read(first, generation: 0, writers: writers, input: input) }
            } else {
                pending.append(.restarted)
            }
            let grace = initial.config.grace
            let heartbeat = first?.heartbeat ?? Liveness().heartbeat
            func redial(_ generation: Int) {
                guard let reconnect else {
                    input.yield(Tagged(generation: nil, event: .reconnectFailed("this session cannot reconnect")))
                    return
                }
                group.addTask {
                    switch await reconnect.attempt(seconds: grace) {
                    case let .success(channel): await read(channel, generation: generation, writers: writers, input: input)
                    case let .failure(failure): input.yield(Tagged(generation: nil, event: .reconnectFailed(failure.description(reconnect.text))))
                    }
                }
            }
            func drain() async -> Bool {
                while !pending.isEmpty {
                    let event = pending.removeFirst()
                    journal?.record(event)
                    let actions = session.handle(event)
                    journal?.checkpoint(session)
                    for action in actions {
                        switch action {
                        case let .send(message, _): await writers.write(message, to: generation)
                        case .close: return false
                        case .drop: writers.close(generation)
                        case .reconnect:
                            writers.close(generation)
                            generation += 1
                            redial(generation)
                        case let .startTimer(timer, span):
                            let length = span.duration(heartbeat: heartbeat, seatGrace: .zero)
                            group.addTask {
                                try? await Task.sleep(for: length)
                                input.yield(Tagged(generation: nil, event: .timerFired(timer)))
                            }
                        case .freeSeats, .botTurn:
                            continue // a host's
                        case .welcomed, .seatsChanged, .seatLeft, .gameStarted, .yourTurn, .played, .gameEnded, .gameAbandoned,
                             .dealAbandoned, .chat, .wantsRematch, .peerLeft, .failed, .rejectedLocal, .timeLimit, .timedOut,
                             .seatAway, .seatBack, .connectionLost, .reconnected:
                            pending += await delegate.session(action)
                        }
                    }
                }
                return true
            }
            if await drain() {
                for await item in stream {
                    if let from = item.generation, from != generation { continue } // an old connection's last words
                    pending.append(item.event)
                    guard await drain() else { break }
                }
            }
            journal?.finish(closed: session.isClosed)
            writers.closeAll()
            input.finish()
            group.cancelAll()
        }
    }

    /// An event, and the connection it came from (nil: the local player or the runner itself).
    struct Tagged: Sendable {
        let generation: Int?
        let event: SessionEvent
    }

    /// Reads one connection into the stream until it closes.
    private static func read(_ channel: PeerChannel, generation: Int, writers: Writers,
                             input: AsyncStream<Tagged>.Continuation) async {
        let tag = { (event: SessionEvent) in _ = input.yield(Tagged(generation: generation, event: event)) }
        do {
            try await channel.async.executeThenClose { inbound, outbound in
                writers.add(generation, outbound, channel.async.channel)
                tag(.connected(0))
                do {
                    for try await item in inbound { tag(item.event(on: 0)) }
                    tag(.disconnected(0))
                } catch {
                    // The one place a read error surfaces: the session decides what it means.
                    tag(.connectionFailed("\(error)", 0))
                }
            }
        } catch {
            tag(.connectionFailed("\(error)", 0))
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
