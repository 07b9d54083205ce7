import ArgumentParser
import BriscolaAI
import BriscolaCore
import BriscolaSettings
import BriscolaTerminal
import Foundation

/// `briscola play`: a game against the emulator, full-screen on a terminal, or as plain lines when
/// input or output is a pipe.
struct PlayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play against the emulator (`briscola` alone opens the start menu)."
    )



    @Option(help: "Opponent level: easy, normal, hard or expert (default: the `level` setting).") var level: Level?
    @Option(help: "Your name (default: the `name` setting).") var name: String?
    @Option(parsing: .unconditional, help: "Seed for a reproducible series of games (decimal, or hex with 0x).") var seed: SeedArgument?
    @Option(help: "Players: 2, 3 (two emulators) or 4 (an emulator partner against two).") var players: Variant?
    @Option(parsing: .unconditional, help: "Milliseconds an opponent's card stays in view (default: the `pause` setting).") var pause: Int?
    @Flag(help: "Draw cards with ASCII only.") var ascii = false
    @Flag(help: "No colours (also when NO_COLOR is set).") var noColor = false
    @Flag(help: "Show the opponents' points (hidden by default, as in the traditional game).") var showPoints = false
    @OptionGroup var saving: SavingOptions
    @OptionGroup var settingsFile: SettingsFile

    func validate() throws {
        if let pause, !(0...10_000).contains(pause) { throw ValidationError("--pause must be between 0 and 10000 milliseconds") }
        if let name, name.trimmingCharacters(in: .whitespaces).isEmpty || name.count > 32 {
            throw ValidationError("--name must be 1 to 32 characters")
        }
    }

    func run() async throws {
        let settings = settingsFile.load()
        var config = LocalPlay.config(from: settings)
        config.players = players ?? config.players
        config.level = level ?? config.level
        config.name = name ?? config.name
        config.seed = seed?.value ?? config.seed
        config.pauseMilliseconds = pause ?? config.pauseMilliseconds
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            LocalPlay.lines(config, saving: saving)
            return
        }
        let options = InteractivePlay.options(ascii: ascii || settings.ascii, noColor: noColor || !settings.color,
                                              showPoints: showPoints || settings.showPoints)
        try LocalPlay.run(config, on: InteractivePlay.terminal(), options: options, saving: saving)
    }
}

/// A game against the emulator on the full screen or in plain lines, then into the history.
enum LocalPlay {
    /// A series against the emulator as the settings describe it, with a fresh random seed.
    static func config(from settings: Settings) -> TableAppConfig {
        TableAppConfig(players: Variant(rawValue: settings.players) ?? .two, level: Level(rawValue: settings.level) ?? .normal,
                       name: settings.name, seed: SeedArgument.random().value, pauseMilliseconds: settings.pause)
    }

    static func run(_ config: TableAppConfig, on terminal: TerminalDriver, options: RenderOptions, saving: SavingOptions) throws {
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
            throw CLIError("cannot start the full-screen game: \(error)")
        }
        keep(app, Array(app.finished.dropFirst(saved)) + (app.unfinishedRecord.map { [$0] } ?? []))
        try ExitStatus.check(terminal)
    }

    /// Plays in plain lines (input or output is not a terminal).
    static func lines(_ config: TableAppConfig, saving: SavingOptions) {
        let app = LineMode(readLine: { Swift.readLine() }, write: { Output.line($0) }).run(TableApp(config: config))
        save(app, app.finished + (app.unfinishedRecord.map { [$0] } ?? []), saving: saving)
    }

    /// Keeps games of this series in the history.
    static func save(_ app: TableApp, _ records: [GameRecord], saving: SavingOptions) {
        let kinds = app.names.indices.map { $0 == 0 ? "human" : "emulator:\(app.config.level)" }
        saving.save(records, seats: Array(zip(app.names, kinds)), mySeat: 0, mode: .local)
    }
}
