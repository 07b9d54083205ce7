import BriscolaApp
import ArgumentParser

/// `briscola lobby`: the tables announced on the local network, for people and scripts.
struct LobbyCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "lobby",
        abstract: CommandLanguage.words(.aboutLobby),
        discussion: CommandLanguage.words(.lobbyDiscussion)
    ) }

    @Flag(help: .phrase(.lobbyJson)) var json = false
    @Flag(help: .phrase(.lobbyWatch)) var watch = false
    @Option(parsing: .unconditional, help: .phrase(.lobbyTimeout)) var timeout: Double?

    func validate() throws {
        if let timeout, !(timeout >= 1 && timeout <= 86_400) { throw ValidationError.between("--timeout", 1, 86_400, .usageBetweenSeconds) }
    }

    func run() async throws { try await LobbyListing.run(json: json, watch: watch, timeout: timeout, text: CommandLanguage.text) }
}
