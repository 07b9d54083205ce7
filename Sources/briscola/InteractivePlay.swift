import ArgumentParser
import BriscolaHistory
import BriscolaNet
import BriscolaSession
import BriscolaSettings
import BriscolaTerminal
import Foundation

/// Connects a network session to the full-screen interface: actions go to the screen's inbox
/// (waking its loop), and the screen's events go back through the channel.
struct InboxDelegate: SessionDelegate {
    let inbox: SessionInbox
    let waker: Waker

    func sessionOpened(_ local: LocalInput) { inbox.connect { local.send($0) } }

    func session(_ action: SessionAction) async -> [SessionEvent] {
        inbox.post(action)
        waker.wake()
        return []
    }
}

/// The part `host` and `join` share: options, the terminal, and the end of the session.
enum InteractivePlay {
    static func options(ascii: Bool, noColor: Bool, showPoints: Bool) -> RenderOptions {
        RenderOptions(environment: ProcessInfo.processInfo.environment, ascii: ascii, noColor: noColor, showPoints: showPoints)
    }

    static func terminal() throws -> TerminalDriver {
        do {
            return try TerminalDriver()
        } catch {
            throw CLIError("\(error); for scripts use `briscola bot host` or `briscola bot join`")
        }
    }

    /// Runs the screen until the person leaves, gives the session a moment to say goodbye, saves
    /// the games played (a game cut off by either side is saved as abandoned), and reports a
    /// failed session (a full table, a protocol error) as an error for the exit status.
    static func play(_ app: NetTableApp, on terminal: TerminalDriver, options: RenderOptions, session: Task<Void, any Error>,
                     saving: SavingOptions) async throws {
        var saved = 0
        // Each game is saved as it ends; what is left (a game cut off) after the screen closes.
        func keep(_ app: NetTableApp) {
            guard let mySeat = app.screen.view?.seat, app.records.count > saved else { return }
            let names = app.screen.names
            let seats = TableSeats.network(names: names, players: names.count, mySeat: mySeat, myName: "", me: .human)
            saving.save(Array(app.records.dropFirst(saved)), seats: seats, mySeat: mySeat, mode: .lan)
            saved = app.records.count
        }
        var final: NetTableApp
        do {
            final = try TerminalApp.run(app, on: terminal, options: options, observe: keep)
        } catch {
            session.cancel()
            throw CLIError("cannot start the full-screen game: \(error)")
        }
        let finished = Task { _ = try? await session.value }
        let timeout = Task {
            try? await Task.sleep(for: .seconds(1))
            session.cancel()
        }
        await finished.value
        timeout.cancel()
        // What the session said after the screen closed: the game our leaving cut off.
        _ = final.drainInbox()
        keep(final)
        try ExitStatus.check(terminal)
        if case let .failed(failure)? = final.ending { throw CLIError(FailureText.explain(failure)) }
    }
}

/// Options of `host` and `join`.
struct ScreenOptions: ParsableArguments {
    @Flag(help: "Draw cards with ASCII only.") var ascii = false
    @Flag(help: "No colours (also when NO_COLOR is set).") var noColor = false
    @Flag(help: "Show the other player's points.") var showPoints = false
    @Option(parsing: .unconditional, help: "Milliseconds a finished trick stays in view (times two).") var pause = 700
    @Flag(help: "No bell when it becomes your turn (also `briscola config set bell off`).") var noBell = false
    @OptionGroup var settingsFile: SettingsFile

    var setup: ScreenSetup {
        var options = InteractivePlay.options(ascii: ascii, noColor: noColor, showPoints: showPoints)
        options.bell = !noBell && settingsFile.load().bell
        return ScreenSetup(options: options, pause: pause)
    }
}
