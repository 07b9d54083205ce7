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

/// Runs a guest's session over its one channel to the host: the host's messages, timer ticks and
/// injected local events arrive in one ordered stream; each goes through the state machine, whose
/// actions are carried out here, and a delegate's immediate answers are handled before the next.
public enum SessionRunner {
    /// Returns when the session ends, however it ends; the channel is closed on return.
    public static func run(_ channel: PeerChannel, session initial: Session, delegate: some SessionDelegate) async throws {
        delegate.sessionOpened(channel.local)
        var session = initial
        try await channel.async.executeThenClose { inbound, outbound in
            var pending: [SessionEvent] = [.connected(0)]
            /// Handles queued events; false once the session has closed.
            func drain() async -> Bool {
                while !pending.isEmpty {
                    let event = pending.removeFirst()
                    for action in session.handle(event) {
                        switch action {
                        case let .send(message, _):
                            do { try await outbound.write(message) } catch { pending.append(.disconnected(0)) }
                        case .close, .drop:
                            return false
                        case .waitForSeat, .freeSeats, .botTurn:
                            continue // a host's
                        default:
                            pending += await delegate.session(action)
                        }
                    }
                }
                return true
            }
            guard await drain() else { return }
            do {
                for try await item in inbound {
                    pending.append(item.event(on: 0))
                    guard await drain() else { return }
                }
                pending.append(.disconnected(0))
            } catch {
                // The one place a read error surfaces: the session ends the game with it.
                pending.append(.connectionFailed("\(error)", 0))
            }
            _ = await drain()
        }
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
