import ArgumentParser
import BriscolaAI
import BriscolaCore
import BriscolaSettings
import BriscolaTerminal
import Foundation

/// `briscola play`: a game against the emulator, full-screen on a terminal, or as plain lines when
/// input or output is a pipe. `briscola` alone on a terminal opens the start menu instead.
struct PlayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play against the emulator (`briscola` alone opens the start menu)."
    )

    @Option(help: "Opponent level: easy, normal or hard (default: the `level` setting).") var level: Level?
    @Option(help: "Your name (default: the `name` setting).") var name: String?
    @Option(help: "Seed for a reproducible series of games (decimal, or hex with 0x).") var seed: SeedArgument?
    @Option(help: "Players: 2, 3 (two emulators) or 4 (an emulator partner against two).") var players: Variant?
    @Option(help: "Milliseconds an opponent's card stays in view (default: the `pause` setting).") var pause: Int?
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
        let interactive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        if interactive, CommandLine.arguments.count == 1 {
            try await StartMenu(settings: settings, saving: saving).run()
            return
        }
        let config = TableAppConfig(players: players ?? Variant(rawValue: settings.players) ?? .two,
                                    level: level ?? Level(rawValue: settings.level) ?? .normal,
                                    name: name ?? settings.name, seed: (seed ?? .random()).value,
                                    pauseMilliseconds: pause ?? settings.pause)
        guard interactive else {
            LocalPlay.save(LineMode(readLine: { Swift.readLine() }, write: { Output.line($0) }).run(TableApp(config: config)), saving: saving)
            return
        }
        let options = InteractivePlay.options(ascii: ascii || settings.ascii, noColor: noColor || !settings.color,
                                              showPoints: showPoints || settings.showPoints)
        do {
            try LocalPlay.run(config, on: TerminalDriver(), options: options, saving: saving)
        } catch {
            throw CLIError("cannot start the full-screen game: \(error)")
        }
    }
}

/// A game against the emulator on the full screen, then into the history.
enum LocalPlay {
    static func run(_ config: TableAppConfig, on terminal: TerminalDriver, options: RenderOptions, saving: SavingOptions) throws {
        save(try TerminalApp.run(TableApp(config: config), on: terminal, options: options), saving: saving)
    }

    /// Keeps the finished games, and the one cut off if any, in the history.
    static func save(_ app: TableApp, saving: SavingOptions) {
        let kinds = app.names.indices.map { $0 == 0 ? "human" : "emulator:\(app.config.level)" }
        saving.save(app.finished + (app.unfinishedRecord.map { [$0] } ?? []),
                    seats: Array(zip(app.names, kinds)), mySeat: 0, mode: .local)
    }
}
