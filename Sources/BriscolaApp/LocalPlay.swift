import BriscolaCore
import BriscolaHistory
import BriscolaSettings
import BriscolaTerminal
import BriscolaText

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

    /// Plays full-screen until the person leaves; each game is saved as it ends.
    public static func run(_ config: TableAppConfig, on terminal: any TerminalIO, options: RenderOptions, saving: GameSaving) throws {
        var saved = 0
        // Each game is saved as it ends; the one cut off, when the person leaves.
        func keep(_ app: TableApp, _ records: [GameRecord]) {
            save(app, records, saving: saving)
            saved = app.finished.count
        }
        let app: TableApp
        do {
            app = try TerminalApp.run(TableApp(config: config), on: terminal, options: options) { app in
                if app.finished.count > saved { keep(app, Array(app.finished.dropFirst(saved))) }
            }
        } catch {
            throw AppError(options.text(.appNoGame, ["error": "\(error)"]))
        }
        keep(app, Array(app.finished.dropFirst(saved)) + (app.unfinishedRecord.map { [$0] } ?? []))
        if let line = SeriesSummary.line(app.screen.series, unfinished: app.unfinishedRecord != nil, options.text) { Output.line(line) }
        try Interrupted.check(terminal)
    }

    /// Plays in plain lines (input or output is not a terminal), the others' points said when
    /// `options` show them, ASCII punctuation when the locale is not UTF-8.
    public static func lines(_ config: TableAppConfig, options: RenderOptions, saving: GameSaving) {
        let app = LineMode(readLine: { Swift.readLine() }, write: { Output.line($0) }, options: options).run(TableApp(config: config))
        save(app, app.finished + (app.unfinishedRecord.map { [$0] } ?? []), saving: saving)
    }

    /// Keeps games of this series in the history.
    static func save(_ app: TableApp, _ records: [GameRecord], saving: GameSaving) {
        saving.save(records, seats: TableSeats.local(names: app.names, level: app.config.level), mySeat: 0, mode: .local)
    }
}
