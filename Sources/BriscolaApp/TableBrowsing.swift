import BriscolaDiscovery

/// Where the lobby's tables come from: Avahi on the local network (live), or a scripted list of
/// events (tests), so the lobby flow is tested without a daemon.
public struct TableBrowsing: Sendable {
    /// Starts browsing: the events, and how to stop.
    public let start: @Sendable () throws -> (events: AsyncThrowingStream<LobbyEvent, any Error>, stop: @Sendable () -> Void)

    /// Browsing with a custom source.
    public init(start: @escaping @Sendable () throws -> (events: AsyncThrowingStream<LobbyEvent, any Error>, stop: @Sendable () -> Void)) {
        self.start = start
    }

    /// Avahi's browser (its errors say in one line what is missing).
    public static let live = TableBrowsing {
        let connection = try AvahiConnection.connect()
        return (connection.browse(), { connection.close() })
    }

    /// A fixed list of events, then silence (the lobby stays open until the person leaves).
    public static func scripted(_ events: [LobbyEvent]) -> TableBrowsing {
        TableBrowsing {
            let (stream, continuation) = AsyncThrowingStream<LobbyEvent, any Error>.makeStream()
            for event in events { continuation.yield(event) }
            return (stream, { continuation.finish() })
        }
    }
}
