import BriscolaAI
import BriscolaCore
import BriscolaNet
import BriscolaSettings
import BriscolaTerminal
import Foundation

extension LocalPlay {
    /// `briscola play`: a new series as the `settings` say, but for what the options give
    /// (`players`, `level`, `name`, `seed`; the screen's `setup`) — on a terminal, unless options
    /// shaped it, the person is first asked whether to take up a game cut off — or that game with
    /// `resume`; full screen on a terminal, else plain lines. A game taken up goes on saving where
    /// it began unless `savingChosen` (`--history`, `--no-history`): only a history named is
    /// checked before it; a new series' history is checked before it starts.
    public static func command(_ settings: Settings, players: Variant?, level: Level?, name: String?, seed: UInt64?, setup: ScreenSetup,
                               resume: Bool, saving: GameSaving, savingChosen: Bool) async throws {
        var config = self.config(from: settings, language: settings.language(environment: ProcessInfo.processInfo.environment))
        config.players = players ?? config.players
        config.level = level ?? config.level
        config.name = name ?? config.name
        config.seed = seed ?? config.seed
        config.pauseMilliseconds = setup.pause
        let options = setup.options, onTerminal = InteractivePlay.screenPossible()
        // A game asked for by its options (level, players, seed, name) is a new one: nothing to ask.
        let shaped = level != nil || players != nil || seed != nil || name != nil
        let chosen = savingChosen ? try saving.checked() : saving, askFirst = onTerminal && !shaped, shapedConfig = config
        // Files read, locks tried and the question asked on the blocking pool, not the concurrency pool's.
        let begun = await BlockingWork.run { () -> Result<(resumed: Resumed, notes: [String]), any Error> in
            Result {
                try start(shapedConfig, resume: resume, askFirst: askFirst, saves: LocalSaves(), saving: chosen,
                          savingChosen: savingChosen) { _ = try saving.checked() }
            }
        }
        let ((started, keeping), notes) = try begun.get()
        guard onTerminal else {
            notes.forEach(Output.line)
            await lines(started.app, options: options, saving: keeping, save: started.save)
            return
        }
        // Said after the screen closes, where it stays in view.
        defer { notes.forEach(Output.line) }
        if let kept = try await run(started.app, on: InteractivePlay.terminal(), options: options, saving: keeping, save: started.save) {
            Output.error(kept)
        }
    }
}
