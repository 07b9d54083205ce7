import BriscolaDiscovery
import BriscolaText

/// `briscola lobby`: the tables announced on the local network, for people and scripts.
public enum LobbyListing {
    /// The tables seen within `timeout` seconds (5 if nil), or (`watch`) each table as it appears,
    /// changes or goes until `timeout` (or forever): as a table in `text`'s words, or JSON.
    /// Discovery's errors are already one line saying what is missing.
    public static func run(json: Bool, watch: Bool, timeout: Double?, text: Text) async throws {
        let connection = try AvahiConnection.connect()
        defer { connection.close() }
        let events = connection.browse()
        if watch { return try await watchEvents(events, json: json, timeout: timeout, text: text) }
        let tables = try await LobbyQuery.snapshot(events, timeout: .seconds(timeout ?? 5))
        if json {
            Output.line(try JSONOutput.string(tables.map(LobbyEntry.init), pretty: true))
        } else {
            Output.line(tables.isEmpty ? text(.lobbyNone) : LobbyListText.table(tables, text))
        }
    }

    private static func watchEvents(_ events: AsyncThrowingStream<LobbyEvent, any Error>, json: Bool, timeout: Double?, text: Text) async throws {
        let deadline = timeout.map { ContinuousClock.now + .seconds($0) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for try await event in events {
                    guard let (name, table) = event.named else { continue }
                    Output.line(json ? try JSONOutput.string(LobbyEventEntry(event: name, table: LobbyEntry(table)))
                        : LobbyListText.event(event, text) ?? "")
                }
            }
            if let deadline { group.addTask { try await Task.sleep(until: deadline) } }
            defer { group.cancelAll() }
            try await group.next()
        }
    }
}
