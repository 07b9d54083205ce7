import BriscolaSession
import BriscolaWire
import NIOCore

/// Decides for the local player and hears about the game: a bot, a screen, a test.
/// Each call may return events to feed back (a chosen card, a rematch, a goodbye).
public protocol SessionDelegate: Sendable {
    func session(_ action: SessionAction) async -> [SessionEvent]
}

/// Runs one session over one channel: merges the peer's messages and the delegate's answers into
/// one ordered stream of events, feeds them to the state machine, and carries out its actions.
public enum SessionRunner {
    /// Returns when the session ends, however it ends; the channel is closed on return.
    public static func run(_ channel: PeerChannel, session initial: Session, delegate: some SessionDelegate,
                           local: AsyncStream<SessionEvent>? = nil) async throws {
        var session = initial
        let (events, feed) = AsyncStream<SessionEvent>.makeStream()
        try await channel.executeThenClose { inbound, outbound in
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    do {
                        for try await item in inbound { feed.yield(event(for: item)) }
                    } catch {}
                    feed.yield(.disconnected)
                }
                if let local {
                    group.addTask {
                        for await event in local { feed.yield(event) }
                    }
                }
                if initial.config.role == .guest { feed.yield(.connected) }
                loop: for await event in events {
                    for action in session.handle(event) {
                        switch action {
                        case let .send(message):
                                    do { try await outbound.write(message) } catch { feed.yield(.disconnected) }
                        case .close:
                            break loop
                        default:
                            for reply in await delegate.session(action) { feed.yield(reply) }
                        }
                    }
                }
                feed.finish()
                group.cancelAll()
            }
        }
    }

    private static func event(for item: PeerInbound) -> SessionEvent {
        switch item {
        case let .message(message): .received(message)
        case let .malformed(error): .malformed(error)
        case .readIdle: .readIdle
        case .writeIdle: .writeIdle
        }
    }
}
