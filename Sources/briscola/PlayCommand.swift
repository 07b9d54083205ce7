import BriscolaApp
import ArgumentParser
import BriscolaAI
import BriscolaCore
import BriscolaHistory
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
    @OptionGroup var settingsFile: SettingsOptions

    func validate() throws {
        if let pause, !(0...10_000).contains(pause) { throw ValidationError("--pause must be between 0 and 10000 milliseconds") }
        if let name, let problem = PlayerName.problem(name) { throw ValidationError("--name: \(problem)") }
    }

    func run() async throws {
        let settings = settingsFile.load()
        var config = LocalPlay.config(from: settings, language: settings.language(environment: ProcessInfo.processInfo.environment))
        config.players = players ?? config.players
        config.level = level ?? config.level
        config.name = name ?? config.name
        config.seed = seed?.value ?? config.seed
        config.pauseMilliseconds = pause ?? config.pauseMilliseconds
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            LocalPlay.lines(config, saving: saving.saving)
            return
        }
        let options = InteractivePlay.options(ascii: ascii || settings.ascii, noColor: noColor || !settings.color,
                                              showPoints: showPoints || settings.showPoints, language: settings.language)
        try LocalPlay.run(config, on: InteractivePlay.terminal(), options: options, saving: saving.saving)
    }
}
