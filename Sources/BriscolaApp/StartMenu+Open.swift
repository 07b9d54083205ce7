import BriscolaSettings
import Foundation

extension StartMenu {
    /// `briscola` alone: the start menu on a terminal, or one game in plain lines when input or
    /// output is not a terminal — with `settings` (saved to `file`) and games saved by `saving`.
    public static func open(settings: Settings, file: SettingsFile, saving: GameSaving) async throws {
        guard InteractivePlay.screenPossible() else {
            let config = LocalPlay.config(from: settings, language: settings.language(environment: ProcessInfo.processInfo.environment))
            let ((started, keeping), notes) = try LocalPlay.start(config, resume: false, askFirst: false, saves: LocalSaves(),
                                                                  saving: try saving.checked())
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
