import ArgumentParser

/// The `briscola` command: each subcommand is a small struct that wires library parts together.
@main
struct Briscola: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "briscola",
        abstract: "Play Briscola in the terminal: against the emulator, or another player on your network.",
        version: BriscolaVersion.program,
        subcommands: [PlayCommand.self, HostCommand.self, JoinCommand.self, LobbyCommand.self, HistoryCommand.self, ReplayCommand.self, ConfigCommand.self, SimCommand.self, BotCommand.self,
                      BenchCommand.self],
        defaultSubcommand: PlayCommand.self
    )
}

/// Version strings shown to users and sent to peers.
enum BriscolaVersion {
    static let program = "0.1.0"
    /// What `hello` and `welcome` carry as the program.
    static let wire = "briscola \(program)"
}
