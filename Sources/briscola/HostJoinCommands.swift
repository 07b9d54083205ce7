import ArgumentParser
import BriscolaNet
import BriscolaSession
import BriscolaTerminal

/// `briscola host`: opens a table on this machine and plays whoever joins, full-screen.
struct HostCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "host", abstract: "Host a table and play the first player who joins.")

    @Option(help: "TCP port to listen on.") var port = 4860
    @Option(help: "Address to listen on.") var bind = "0.0.0.0"
    @OptionGroup var network: NetworkOptions
    @OptionGroup var screen: ScreenOptions
    @OptionGroup var saving: SavingOptions

    func validate() throws {
        guard (1...65535).contains(port) else { throw ValidationError("--port must be between 1 and 65535") }
    }

    func run() async throws {
        let terminal = try InteractivePlay.terminal()
        let server = TableServer(liveness: network.liveness)
        let listener = try await server.bind(host: bind, port: port)
        let inbox = SessionInbox()
        let delegate = InboxDelegate(inbox: inbox, waker: terminal.waker)
        let config = SessionConfig(role: .host, name: network.name, program: BriscolaVersion.wire)
        // Detached: this function runs on the main thread, which the terminal loop keeps busy.
        let session = Task.detached {
            try await server.serve(listener, makeSession: { Session(config: config) }, delegate: delegate, shouldStop: { true })
        }
        let app = NetTableApp(title: "hosting on port \(port) as \(network.name)",
                              waiting: "Waiting for a player: they run  briscola join <this machine's address>:\(port)",
                              inbox: inbox, pauseMilliseconds: screen.pause)
        try await InteractivePlay.play(app, on: terminal,
                                       options: InteractivePlay.options(ascii: screen.ascii, noColor: screen.noColor, showPoints: screen.showPoints),
                                       session: session, saving: saving)
    }
}

/// `briscola join HOST:PORT`: joins a table by address and plays, full-screen.
struct JoinCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "join", abstract: "Join a table by address and play.")

    @Argument(help: "The table's address, HOST:PORT.") var address: AddressArgument
    @OptionGroup var network: NetworkOptions
    @OptionGroup var screen: ScreenOptions
    @OptionGroup var saving: SavingOptions

    func run() async throws {
        let terminal = try InteractivePlay.terminal()
        let channel = try await TableClient(liveness: network.liveness).connect(host: address.host, port: address.port)
        let inbox = SessionInbox()
        let delegate = InboxDelegate(inbox: inbox, waker: terminal.waker)
        let config = SessionConfig(role: .guest, name: network.name, program: BriscolaVersion.wire)
        // Detached: this function runs on the main thread, which the terminal loop keeps busy.
        let session = Task.detached { try await SessionRunner.run(channel, session: Session(config: config), delegate: delegate) }
        let app = NetTableApp(title: "joining \(address)", waiting: "Connected to \(address); waiting for the table…",
                              inbox: inbox, pauseMilliseconds: screen.pause)
        try await InteractivePlay.play(app, on: terminal,
                                       options: InteractivePlay.options(ascii: screen.ascii, noColor: screen.noColor, showPoints: screen.showPoints),
                                       session: session, saving: saving)
    }
}
