import ArgumentParser
import BriscolaAI
import BriscolaCore
import BriscolaTerminal
import Foundation

/// `briscola play` (and `briscola` alone): a game against the emulator, full-screen on a terminal,
/// or as plain lines when input or output is a pipe.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play against the emulator (the default command)."
    )

    @Option(help: "Opponent level: easy, normal or hard.") var level: Level = .normal
    @Option(help: "Your name.") var name: String = "You"
    @Option(help: "Seed for a reproducible series of games (decimal, or hex with 0x).") var seed: SeedArgument?
    @Option(help: "Players: 2, 3 (two emulators) or 4 (an emulator partner against two).") var players: Variant = .two
    @Option(help: "Milliseconds an opponent's card stays in view before play goes on.") var pause = 700
    @Flag(help: "Draw cards with ASCII only.") var ascii = false
    @Flag(help: "No colours (also when NO_COLOR is set).") var noColor = false
    @Flag(help: "Show the opponents' points (hidden by default, as in the traditional game).") var showPoints = false
    @OptionGroup var saving: SavingOptions

    func validate() throws {
        guard (0...10_000).contains(pause) else { throw ValidationError("--pause must be between 0 and 10000 milliseconds") }
        guard !name.trimmingCharacters(in: .whitespaces).isEmpty, name.count <= 32 else {
            throw ValidationError("--name must be 1 to 32 characters")
        }
    }

    func run() throws {
        let config = TableAppConfig(players: players, level: level, name: name, seed: (seed ?? .random()).value,
                                    pauseMilliseconds: pause)
        let app = TableApp(config: config)
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            save(LineMode(readLine: { Swift.readLine() }, write: { Output.line($0) }).run(app))
            return
        }
        let options = InteractivePlay.options(ascii: ascii, noColor: noColor, showPoints: showPoints)
        do {
            save(try TerminalApp.run(app, on: TerminalDriver(), options: options))
        } catch {
            throw CLIError("cannot start the full-screen game: \(error)")
        }
    }

    /// Keeps the finished games, and the one cut off if any, in the history.
    private func save(_ app: TableApp) {
        let kinds = app.names.indices.map { $0 == 0 ? "human" : "emulator:\(level)" }
        saving.save(app.finished + (app.unfinishedRecord.map { [$0] } ?? []),
                    seats: Array(zip(app.names, kinds)), mySeat: 0, mode: .local)
    }
}
