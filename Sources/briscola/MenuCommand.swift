import BriscolaApp
import ArgumentParser

/// `briscola menu`, as `briscola` alone: the start menu on a terminal, or a game in plain lines
/// when input or output is not a terminal.
struct MenuCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "menu", abstract: CommandLanguage.words(.aboutMenu)) }

    @OptionGroup var settingsFile: SettingsOptions
    @OptionGroup var saving: SavingOptions

    func run() async throws { try await StartMenu.open(settings: settingsFile.load(), file: settingsFile.file, saving: saving.saving) }
}
