import BriscolaApp
import ArgumentParser
import BriscolaAI
import BriscolaCore
import BriscolaHistory
import BriscolaSettings
import BriscolaTerminal
import BriscolaText
import Foundation

/// `briscola play`: a game against the emulator, full-screen on a terminal, or as plain lines when
/// input or output is a pipe.
struct PlayCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "play",
        abstract: CommandLanguage.words(.aboutPlay)
    ) }



    @Option(help: .phrase(.playLevel)) var level: Level?
    @Option(help: .phrase(.playName)) var name: String?
    @Option(parsing: .unconditional, help: .phrase(.playSeed)) var seed: SeedArgument?
    @Option(help: .phrase(.playPlayers)) var players: Variant?
    @OptionGroup var screen: ScreenOptions
    @Flag(help: .phrase(.playResume)) var resume = false
    @OptionGroup var saving: SavingOptions

    func validate() throws {
        if players == .five { throw ValidationError(.usagePlayFiveNotYet) }
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
        var config = LocalPlay.config(from: settings, language: settings.language(environment: ProcessInfo.processInfo.environment))
        config.players = players ?? config.players
        config.level = level ?? config.level
        config.name = name ?? config.name
        config.seed = seed?.value ?? config.seed
        let setup = screen.setup(settings)
        config.pauseMilliseconds = setup.pause
        let options = setup.options
        let onTerminal = InteractivePlay.screenPossible()
        // A game asked for by its options (level, players, seed, name) is a new one: nothing to ask.
        let shaped = level != nil || players != nil || seed != nil || name != nil
        // A game taken up goes on saving where it began unless told otherwise: only a history
        // named here is checked before it; a new game's history is checked before it starts.
        let chosen = saving.store.history != nil || saving.noHistory
        let ((started, keeping), notes) = try LocalPlay.start(config, resume: resume, askFirst: onTerminal && !shaped, saves: LocalSaves(),
                                                              saving: chosen ? try saving.checked() : saving.saving,
                                                              savingChosen: chosen) { _ = try saving.checked() }
        guard onTerminal else {
            notes.forEach(Output.line)
            await LocalPlay.lines(started.app, options: options, saving: keeping, save: started.save)
            return
        }
        // Said after the screen closes, where it stays in view.
        defer { notes.forEach(Output.line) }
        if let kept = try await LocalPlay.run(started.app, on: InteractivePlay.terminal(), options: options, saving: keeping, save: started.save) {
            Output.error(kept)
        }
    }
}
