import BriscolaTerminal

extension Array where Element == AppEffect {
    /// What these effects ask of the session, in order (the driver hands each to it).
    var requests: [SessionRequest] { compactMap { if case let .session(request) = $0 { request } else { nil } } }
}

/// A network table run as its driver runs it: after each update, the requests it returned go to
/// the session through the inbox (to whatever the test connected there), and the rest of the
/// effects come back, for the terminal loop.
@dynamicMemberLookup
struct DrivenTable: Sendable {
    var app: NetTableApp

    subscript<T>(dynamicMember path: KeyPath<NetTableApp, T>) -> T { app[keyPath: path] }

    mutating func handle(_ event: AppEvent) -> [AppEffect] { carryOut(app.handle(event)) }

    mutating func drainInbox() -> [AppEffect] { carryOut(app.drainInbox()) }

    func render(width: Int, height: Int, options: RenderOptions) -> Canvas { app.render(width: width, height: height, options: options) }

    private func carryOut(_ effects: [AppEffect]) -> [AppEffect] {
        for request in effects.requests { app.inbox.send(request) }
        return effects.filter { if case .session = $0 { false } else { true } }
    }
}
