import BriscolaNet
import BriscolaSettings
import Foundation

extension StartMenu {
    /// `briscola` alone: the start menu on a terminal, or one game in plain lines when input or
    /// output is not a terminal — with `settings` (saved to `file`) and games saved by `saving`.
    public static func open(settings: Settings, file: SettingsFile, saving: GameSaving) async throws {
        guard InteractivePlay.screenPossible() else {
            let config = LocalPlay.config(from: settings, language: settings.language(environment: ProcessInfo.processInfo.environment))
            let checked = try saving.checked()
            // Files read and locks tried on the blocking pool, not the concurrency pool's.
            let begun = await BlockingWork.run { () -> Result<(resumed: LocalPlay.Resumed, notes: [String]), any Error> in
                Result { try LocalPlay.start(config, resume: false, askFirst: false, saves: LocalSaves(), saving: checked) }
            }
            let ((started, keeping), notes) = try begun.get()
            notes.forEach(Output.line)
            await LocalPlay.lines(started.app, options: InteractivePlay.options(ascii: settings.ascii, noColor: !settings.color,
                                                                          showPoints: settings.showPoints, language: settings.language),
                            saving: keeping, save: started.save)
            return
        }
        var menu = StartMenu(settings: settings, settingsFile: file, saving: saving)
        try await menu.run(on: try InteractivePlay.terminal())
    }
}
