import BriscolaApp
import ArgumentParser
import BriscolaAI
import BriscolaCore
import Foundation

/// `briscola play`: a game against the emulator, full-screen on a terminal, or as plain lines when
/// input or output is a pipe.
struct PlayCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "play", abstract: CommandLanguage.words(.aboutPlay)) }

    @Option(help: .phrase(.playLevel)) var level: Level?
    @Option(help: .phrase(.playName)) var name: String?
    @Option(parsing: .unconditional, help: .phrase(.playSeed)) var seed: SeedArgument?
    @Option(help: .phrase(.playPlayers)) var players: Variant?
    @OptionGroup var screen: ScreenOptions
    @Flag(help: .phrase(.playResume)) var resume = false
    @OptionGroup var saving: SavingOptions

    func validate() throws {
        if let name, let problem = PlayerName.problem(name) { throw ValidationError.name("--name", problem) }
        // The game taken up keeps its own opponents, seed and names (`--history` or `--no-history`
        // choose where its games go from now).
        if resume, let given = [("--level", level != nil), ("--name", name != nil), ("--seed", seed != nil), ("--players", players != nil)]
            .first(where: { $0.1 })?.0 {
            throw ValidationError(.playResumeConflict, ["option": given])
        }
    }

    func run() async throws {
        let settings = screen.settingsFile.load()
        try await LocalPlay.command(settings, players: players, level: level, name: name, seed: seed?.value, setup: screen.setup(settings), resume: resume,
                              saving: saving.saving, savingChosen: saving.store.history != nil || saving.noHistory)
    }
}
