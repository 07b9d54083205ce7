import BriscolaSession
import Synchronization

/// Where a network session's actions wait for the terminal loop, and how the screen's requests
/// (its `AppEffect.session`s, carried out by the driver) get back to the session. Shared between the network side and the screen; safe from any thread.
public final class SessionInbox: Sendable {
    private let actions = Mutex<[SessionAction]>([])
    /// Where requests go once a session is connected, and those made before it, kept in order.
    private let route = Mutex<(send: (@Sendable (SessionEvent) -> Void)?, early: [SessionEvent])>((nil, []))
    private let waiting = Mutex<String?>(nil)

    /// An empty inbox, not yet connected to a session.
    public init() {}

    /// Network side: queue an action for the screen.
    public func post(_ action: SessionAction) { actions.withLock { $0.append(action) } }

    /// Network side: where the screen's events go, once a session exists; a request made before
    /// (a key pressed while the table was being reached) goes first, in the order it was made.
    public func connect(_ send: @escaping @Sendable (SessionEvent) -> Void) {
        route.withLock { route in
            route.send = send
            route.early.forEach(send) // under the lock, so a request made meanwhile comes after them
            route.early = []
        }
    }

    /// Host side: how others reach the table, said again (its announcement came, or was renamed).
    public func postWaiting(_ text: String) { waiting.withLock { $0 = text } }

    /// Screen side: the latest waiting text posted since the last call, if any.
    func takeWaiting() -> String? { waiting.withLock { latest in defer { latest = nil }; return latest } }

    /// Screen side: everything queued so far.
    func take() -> [SessionAction] { actions.withLock { queued in defer { queued = [] }; return queued } }

    /// The driver's side: carries a screen's request to the session (kept until one is connected).
    public func send(_ request: SessionRequest) {
        route.withLock { route in
            if let send = route.send { send(request.event) } else { route.early.append(request.event) }
        }
    }
}
