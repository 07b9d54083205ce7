import BriscolaApp
import ArgumentParser
import BriscolaDiscovery
import BriscolaText
import Foundation

/// `briscola lobby`: the tables announced on the local network, for people and scripts.
struct LobbyCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "lobby",
        abstract: CommandLanguage.words(.aboutLobby),
        discussion: CommandLanguage.words(.lobbyDiscussion)
    ) }

    @Flag(help: .phrase(.lobbyJson)) var json = false
    @OptionGroup var language: LanguageOptions
    @Flag(help: .phrase(.lobbyWatch)) var watch = false
    @Option(parsing: .unconditional, help: .phrase(.lobbyTimeout)) var timeout: Double?

    func validate() throws {
        if let timeout, !(timeout >= 1 && timeout <= 86_400) { throw ValidationError.between("--timeout", 1, 86_400, .usageBetweenSeconds) }
    }

    func run() async throws {
        // Discovery's errors are already one line saying what is missing (printed as they are).
        let connection = try AvahiConnection.connect()
        defer { connection.close() }
        let events = connection.browse()
        if watch {
            try await watchEvents(events)
        } else {
            let tables = try await LobbyQuery.snapshot(events, timeout: .seconds(timeout ?? 5))
            if json {
                Output.line(try JSONOutput.string(tables.map(LobbyEntry.init), pretty: true))
            } else {
                let text = CommandLanguage.text
                Output.line(tables.isEmpty ? text(.lobbyNone) : LobbyListText.table(tables, text))
            }
        }
    }

    private func watchEvents(_ events: AsyncThrowingStream<LobbyEvent, any Error>) async throws {
        let deadline = timeout.map { ContinuousClock.now + .seconds($0) }, text = CommandLanguage.text
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
