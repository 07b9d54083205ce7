import BriscolaHistory
import BriscolaNet
import BriscolaSession
import BriscolaTerminal
import BriscolaText
import Foundation
import Synchronization

/// Connects a network session to the full-screen interface: actions go to the screen's inbox
/// (waking its loop), and the screen's events go back through the channel.
public struct InboxDelegate: SessionDelegate {
    let inbox: SessionInbox
    let waker: Waker

    /// Posts to `inbox` and wakes the loop with `waker`.
    public init(inbox: SessionInbox, waker: Waker) {
        self.inbox = inbox
        self.waker = waker
    }

    /// Connects the screen's inbox to the session's input, for keys pressed later.
    public func sessionOpened(_ local: LocalInput) { inbox.connect { local.send($0) } }

    /// Hands every action to the screen and wakes its loop; the screen answers later, through the inbox.
    public func session(_ action: SessionAction) async -> [SessionEvent] {
        inbox.post(action)
        waker.wake()
        return []
    }
}

/// The part `host` and `join` share: options, the terminal, and the end of the session.
public enum InteractivePlay {
    /// How the screen looks, from the options and the environment (locale, NO_COLOR); its language
    /// is `language` (the setting) when chosen, else the environment's.
    public static func options(ascii: Bool, noColor: Bool, showPoints: Bool, language: Language? = nil) -> RenderOptions {
        RenderOptions(environment: ProcessInfo.processInfo.environment, ascii: ascii, noColor: noColor, showPoints: showPoints,
                      language: language)
    }

    /// Whether the full screen can be drawn: standard input and output are a terminal, and one
    /// that moves its cursor (`TERM=dumb`, an editor's shell buffer, prints escape sequences as
    /// text): where not, `play`, the menu and `replay` speak in plain lines.
    public static func screenPossible(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 && environment["TERM"] != "dumb"
    }

    /// The terminal, or a one-line reason why there is none (in the command line's language).
    public static func terminal() throws -> TerminalDriver {
        do {
            return try TerminalDriver()
        } catch TerminalError.notATerminal {
            throw AppError.notATerminal
        } catch {
            throw AppError.noTerminal(detail: "\(error)")
        }
    }

    /// Runs the screen and the session together until the person leaves: the screen on a thread
    /// of its own, the session as a child task, both in one task group, so neither outlives the
    /// other (a screen that fails stops the session — a host stops listening). After the screen
    /// closes the session has a second to say goodbye. The games played are saved as they end (a
    /// game cut off by either side as abandoned); a failed session (a full table, a protocol
    /// error) is reported as an error for the exit status. How the series went is said when the
    /// screen closes, or kept in `summary` (the start menu's, said once when it closes).
    public static func play(_ app: NetTableApp, on terminal: any TerminalIO, options: RenderOptions,
                     session: @escaping @Sendable () async throws -> Void, saving: GameSaving, summary: SeriesLog? = nil) async throws {
        let saved = Mutex(0)
        @Sendable func keep(_ app: NetTableApp) {
            let fresh = saved.withLock { count in
                defer { count = app.games.count }
                return Array(app.games.dropFirst(count))
            }
            // Each game with the players who sat at it (a seat may have changed hands since).
            for game in fresh {
                // Our own table's computer players are ours, of a known level; another's are not.
                let seats = TableSeats.network(names: game.names, players: game.names.count, mySeat: app.mySeat, myName: "", me: .human,
                                               computers: game.computers, computerKind: app.mySeat == 0 ? .emulator(NetPlay.computerLevel) : .computer,
                                               programs: game.programs)
                saving.save([game.record], seats: seats, mySeat: app.mySeat, mode: .lan)
            }
        }
        // A window closed ends the screen on lost input and sends SIGHUP at once: the stop waits
        // until our leaving has gone out and the games are saved.
        let final = try await terminal.deferringSignals(during: { () async throws -> NetTableApp in
            var final = try await screenThenSession(app, on: terminal, options: options, session: session, observe: keep)
            // What the session said after the screen closed: the game our leaving cut off (and
            // what the screen asks of the session about it).
            for case let .session(request) in final.drainInbox() { app.inbox.send(request) }
            keep(final)
            return final
        })
        let unfinished = final.games.last.map { $0.record.result.result == nil } ?? false
        if !SeriesSummary.tell(final.screen.series, unfinished: unfinished, to: summary, options.text), case let .peerLeft(why)? = final.ending {
            // Never seated (a program that accepted the connection and said nothing): a failure.
            guard final.seated else { throw AppError.neverSeated(why) }
            // No game was played: why the table ended stays on the terminal instead.
            Output.line(options.text(.netTableEnded, ["reason": FailureText.gone(why, options.text)]))
        }
        try Interrupted.check(terminal)
        if case let .failed(failure)? = final.ending { throw AppError.failed(failure, seated: final.seated) }
    }

    /// The screen until the person leaves, then the session's end (our leaving sent), or a second.
    private static func screenThenSession(_ app: NetTableApp, on terminal: any TerminalIO, options: RenderOptions,
                                          session: @escaping @Sendable () async throws -> Void,
                                          observe keep: @escaping @Sendable (NetTableApp) -> Void) async throws -> NetTableApp {
        try await withThrowingTaskGroup(of: NetTableApp?.self) { group in
            group.addTask {
                try await session()
                return nil
            }
            let screen: NetTableApp
            do {
                // The screen's requests of the session go through its inbox, after each update.
                screen = try await TerminalApp.runOnOwnThread(app, on: terminal, options: options, observe: keep) { app.inbox.send($0) }
            } catch {
                group.cancelAll()
                throw AppError.noGame(detail: "\(error)")
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
    }
}
