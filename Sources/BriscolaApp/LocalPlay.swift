import BriscolaCore
import BriscolaHistory
import BriscolaSettings
import BriscolaTerminal
import BriscolaText
#if canImport(Glibc)
import Glibc
#endif

/// A game against the emulator on the full screen or in plain lines, then into the history.
public enum LocalPlay {
    /// A series against the emulator as the settings describe it, with a fresh random seed, in
    /// `language` (the screen's: the setting's, else the environment's).
    /// The default name ("You") is said in that language too ("Tu").
    public static func config(from settings: Settings, language: Language) -> TableAppConfig {
        let name = settings.name == Settings().name ? Text(language)(.seatYou) : settings.name
        return TableAppConfig(players: Variant(rawValue: settings.players) ?? .two, level: settings.level,
                              name: name, seed: UInt64.random(in: .min ... .max), pauseMilliseconds: settings.pause, language: language)
    }

    /// Plays full-screen until the person leaves; each game is saved as it ends. `save` keeps the
    /// game on disk as it goes (removed when the person leaves: the game cut off is then saved as
    /// abandoned). `app` may be a new series or one taken up again (`LocalSaves.resume`). How the
    /// series went is said when the screen closes, or kept in `summary` (the start menu's). Returns
    /// a line for the menu when games the history could not take are kept to save later.
    @discardableResult
    public static func run(_ app: TableApp, on terminal: any TerminalIO, options: RenderOptions, saving: GameSaving,
                           save: LocalSave?, summary: SeriesLog? = nil) async throws -> String? {
        // The loop blocks in `poll()` and saves as it goes: on a thread of its own, not the pool's.
        let handoff = TerminalHandoff(terminal)
        return try await OwnThread.run { () throws -> String? in
            try runHere(app, on: handoff.terminal, options: options, saving: saving, save: save, summary: summary)
        }
    }

    /// `run`'s body, on the thread it was handed.
    private static func runHere(_ app: TableApp, on terminal: any TerminalIO, options: RenderOptions, saving: GameSaving,
                                save: LocalSave?, summary: SeriesLog?) throws -> String? {
        let progress = LocalPlayProgress(app, saving: saving, save: save)
        // Closing the window ends the screen on lost input and sends SIGHUP at once: the game
        // cut off is saved before the program stops.
        let note: String? = try terminal.deferringSignals {
            let final: TableApp
            do {
                final = try TerminalApp.run(app, on: terminal, options: options) { progress.update($0) }
            } catch {
                // The game stays on disk, to be taken up or saved later.
                progress.release()
                throw AppError.noGame(detail: "\(error)")
            }
            progress.update(final)
            let kept = progress.leave()
            SeriesSummary.tell(final.screen.series, unfinished: final.unfinishedRecord != nil, to: summary, options.text)
            return kept
        }
        try Interrupted.check(terminal)
        return note
    }

    /// Plays in plain lines (input or output is not a terminal), the others' points said when
    /// `options` show them, ASCII punctuation when the locale is not UTF-8; kept on disk by `save`
    /// as the full screen is. Ctrl-C, SIGTERM and SIGHUP (a script stopped, its terminal closed)
    /// save the game cut off as abandoned, as the full screen does, and stop with 128 + the signal.
    public static func lines(_ app: TableApp, options: RenderOptions, saving: GameSaving, save: LocalSave?) async {
        // `readLine()` blocks: on a thread of its own, not the pool's.
        await OwnThread.run { () throws(Never) in linesHere(app, options: options, saving: saving, save: save) }
    }

    /// `lines`' body, on the thread it was handed.
    private static func linesHere(_ app: TableApp, options: RenderOptions, saving: GameSaving, save: LocalSave?) {
        let progress = LocalPlayProgress(app, saving: saving, save: save)
        let stopping = StopSignals.discardOnStop(nil, signals: [SIGINT, SIGTERM, SIGHUP]) { number in
            let text = options.text, app = progress.app
            let kept = progress.leave()
            // The line q and the input's end leave, saying how the series went.
            let line = LineMode.lastLine(app, text(number == SIGINT ? .lineCtrlC : number == SIGTERM ? .lineSigterm : .lineHangUp))
            _ = Output.tryLine(LineMode.written(line, options: options))
            kept.map { Output.error($0) }
            return false
        }
        defer { stopping.cancel() }
        // Output that is gone (`| head` closed the pipe) ends the game as the end of input does,
        // saved as abandoned, rather than killing the program with SIGPIPE mid-game.
        signal(SIGPIPE, SIG_IGN)
        var outputGone = false
        // Lines to a terminal (input piped) are broken at its width, at spaces.
        let width = TerminalDriver.outputSize.map(\.width).flatMap { $0 >= 20 ? $0 : nil }
        let final = LineMode(readLine: { outputGone ? nil : Swift.readLine() }, write: { if !Output.tryLine($0) { outputGone = true } },
                             options: options, width: width).run(app) { progress.update($0) }
        progress.update(final)
        progress.leave().map { Output.error($0) }
    }

    /// Keeps games of this series in the history (with `once`, unless it holds them already).
    @discardableResult
    static func save(_ app: TableApp, _ records: [GameRecord], saving: GameSaving, once: Bool = false, quietly: Bool = false) -> Bool {
        saving.save(records, seats: TableSeats.local(names: app.names(in: .english), level: app.config.level), mySeat: 0, mode: .local,
                    once: once, quietly: quietly)
    }

    /// A series taken up (or given up): its finished games are kept in the history unless it holds
    /// them already — a kill between a game's last card and its saving, or a history that could
    /// not take them then, must not lose them. False when they could not be saved.
    static func keepFinished(_ app: TableApp, saving: GameSaving) -> Bool {
        app.finished.isEmpty || save(app, app.finished, saving: saving, once: true)
    }
}
