import Synchronization

/// One-shot questions over a lobby stream, for commands and scripts that do not watch forever.
public enum LobbyQuery {
    /// The tables visible once Avahi's first answers are in and `quiet` has passed without news,
    /// or at `timeout` at the latest.
    public static func snapshot(_ events: AsyncThrowingStream<LobbyEvent, any Error>, timeout: Duration,
                                quiet: Duration = .milliseconds(600)) async throws -> [LobbyTable] {
        let clock = ContinuousClock()
        let start = clock.now
        let state = Mutex(Snapshot(lastNews: start))
        let reader = Task {
            defer { state.withLock { $0.ended = true } }
            for try await event in events { state.withLock { $0.apply(event, at: clock.now) } }
        }
        defer { reader.cancel() }
        while clock.now - start < timeout {
            let (done, ended) = state.withLock { ($0.settled && clock.now - $0.lastNews >= quiet, $0.ended) }
            if ended { try await reader.value }
            if done || ended { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        return state.withLock { $0.tables.values.sorted(by: LobbyTable.listedBefore) }
    }

    /// The first table for which `accept` holds, or nil when none appears within `timeout`.
    public static func first(_ events: AsyncThrowingStream<LobbyEvent, any Error>, timeout: Duration,
                             where accept: @escaping @Sendable (LobbyTable) -> Bool) async throws -> LobbyTable? {
        try await withThrowingTaskGroup(of: LobbyTable?.self) { group in
            group.addTask {
                for try await event in events {
                    switch event {
                    case let .appeared(table), let .changed(table): if accept(table) { return table }
                    default: continue
                    }
                }
                return nil
            }
            group.addTask {
                try await Task.sleep(for: timeout)
                return nil
            }
            defer { group.cancelAll() }
            return try await group.next() ?? nil
        }
    }

    /// What a snapshot has seen so far.
    private struct Snapshot {
        var tables: [String: LobbyTable] = [:]
        var settled = false
        var ended = false
        var lastNews: ContinuousClock.Instant

        mutating func apply(_ event: LobbyEvent, at now: ContinuousClock.Instant) {
            event.apply(to: &tables)
            settled = settled || event == .settled
            lastNews = now
        }
    }
}
