import BriscolaApp
import ArgumentParser
import BriscolaHistory
import BriscolaTerminal
import Foundation

/// `briscola` alone: the start menu on a terminal, or a game in plain lines when input or output
/// is not a terminal. A word that is no command ends here too, and is answered as such.
struct MenuCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "menu",
        abstract: CommandLanguage.words(.aboutMenu)
    ) }

    @Argument(help: ArgumentHelp(visibility: .private)) var words: [String] = []
    @OptionGroup var saving: SavingOptions
    @OptionGroup var settingsFile: SettingsOptions

    func run() async throws {
        if let word = words.first {
            throw CommandWords.unknown(word, among: Briscola.configuration.subcommands.map { $0._commandName } + ["help"])
        }
        let settings = settingsFile.load()
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
        var menu = StartMenu(settings: settings, settingsFile: settingsFile.file, saving: saving.saving)
        try await menu.run(on: try InteractivePlay.terminal())
    }
}
