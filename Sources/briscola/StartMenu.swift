import ArgumentParser
import BriscolaWire
import BriscolaAI
import BriscolaCore
import BriscolaNet
import BriscolaSettings
import BriscolaTerminal

/// `briscola` alone on a terminal: the start menu, and back to it after each game, lobby or replay.
/// Wiring only: every screen is a `ScreenApp` in BriscolaTerminal.
struct StartMenu {
    let settings: Settings
    let saving: SavingOptions

    var screen: ScreenSetup {
        var options = InteractivePlay.options(ascii: settings.ascii, noColor: !settings.color, showPoints: settings.showPoints)
        options.bell = settings.bell
        return ScreenSetup(options: options, pause: settings.pause)
    }

    func run() async throws {
        let terminal = try InteractivePlay.terminal()
        var message = "", lastAddress = ""
        // Bounded: a person does not come back to the menu ten thousand times.
        for _ in 0..<10_000 {
            let menu: StartMenuApp
            do {
                menu = try TerminalApp.run(StartMenuApp(name: settings.name, message: message, lastAddress: lastAddress),
                                           on: terminal, options: screen.options)
            } catch {
                throw CLIError("cannot start the full-screen menu: \(error)")
            }
            message = ""
            try ExitStatus.check(terminal)
            do {
                switch menu.choice ?? .quit {
                case .quit:
                    return
                case .playEmulator:
                    try LocalPlay.run(LocalPlay.config(from: settings), on: terminal, options: screen.options, saving: saving)
                case .hostTable:
                    try await NetPlay.host(port: 4860, bind: TableServer.anyAddress, name: networkName, liveness: Liveness(),
                                           advertising: Advertising(), screen: screen, saving: saving, terminal: terminal,
                                           anyPortIfTaken: true)
                case .lobby:
                    if let address = try LobbyFlow.pick(on: terminal, options: screen.options) {
                        lastAddress = "\(address)"
                        try await join(address, on: terminal)
                    }
                case let .joinAddress(address):
                    lastAddress = "\(address)"
                    try await join(address, on: terminal)
                case .history:
                    message = try HistoryFlow.browse(saving.store, on: terminal, options: screen.options)
                }
                try ExitStatus.check(terminal)
            } catch let exit as ExitCode {
                throw exit
            } catch {
                // Back to the menu, with the reason in one line.
                message = "\(error)"
            }
        }
    }

    /// The name other players see: "You" (the settings' default, which reads well only on one's
    /// own screen) becomes the login name, as `host` and `join` default to.
    private var networkName: String {
        settings.name == Settings().name ? NetworkOptions.defaultName : settings.name
    }

    private func join(_ address: PeerAddress, on terminal: TerminalDriver) async throws {
        try await NetPlay.join(address, name: networkName, liveness: Liveness(), screen: screen, saving: saving, terminal: terminal)
    }
}
