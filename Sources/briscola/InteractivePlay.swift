import ArgumentParser
import BriscolaHistory
import BriscolaNet
import BriscolaSession
import BriscolaTerminal
import Foundation
import Synchronization

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

    /// Runs the screen and the session together until the person leaves: the screen on a thread
    /// of its own, the session as a child task, both in one task group, so neither outlives the
    /// other (a screen that fails stops the session — a host stops listening). After the screen
    /// closes the session has a second to say goodbye. The games played are saved as they end (a
    /// game cut off by either side as abandoned); a failed session (a full table, a protocol
    /// error) is reported as an error for the exit status.
    static func play(_ app: NetTableApp, on terminal: TerminalDriver, options: RenderOptions,
                     session: @escaping @Sendable () async throws -> Void, saving: SavingOptions) async throws {
        let saved = Mutex(0)
        @Sendable func keep(_ app: NetTableApp) {
            guard let mySeat = app.screen.view?.seat else { return }
            let fresh = saved.withLock { count in
                defer { count = app.records.count }
                return Array(app.records.dropFirst(count))
            }
            guard !fresh.isEmpty else { return }
            let names = app.screen.names
            let seats = TableSeats.network(names: names, players: names.count, mySeat: mySeat, myName: "", me: .human)
            saving.save(fresh, seats: seats, mySeat: mySeat, mode: .lan)
        }
        var final = try await withThrowingTaskGroup(of: NetTableApp?.self) { group in
            group.addTask {
                try await session()
                return nil
            }
            let screen: NetTableApp
            do {
                screen = try await TerminalApp.runOnOwnThread(app, on: terminal, options: options, observe: keep)
            } catch {
                group.cancelAll()
                throw CLIError("cannot start the full-screen game: \(error)")
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(1))
                return nil
            }
            // The session's end (or its failure, already shown on the screen), or the second's grace.
            _ = try? await group.next()
            group.cancelAll()
            return screen
        }
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

    var setup: ScreenSetup {
        ScreenSetup(options: InteractivePlay.options(ascii: ascii, noColor: noColor, showPoints: showPoints), pause: pause)
    }
}
