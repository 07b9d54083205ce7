import BriscolaApp
import ArgumentParser
import Foundation

/// The `briscola` command: each subcommand is a small struct that wires library parts together.
/// `briscola` alone opens the start menu. The options of the start menu — the settings file and
/// the history — are every command's: the parser takes them before a command's name or after it
/// (`briscola --config it.conf history`), and the commands that use them read the same values.
@main
struct Briscola: AsyncParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "briscola",
        abstract: CommandLanguage.words(.aboutBriscola),
        version: BriscolaVersion.program,
        subcommands: [MenuCommand.self, PlayCommand.self, HostCommand.self, JoinCommand.self, LobbyCommand.self, HistoryCommand.self,
                      ReplayCommand.self, ConfigCommand.self, SimCommand.self, BotCommand.self, BenchCommand.self]
    ) }

    @OptionGroup var settingsFile: SettingsOptions
    @OptionGroup var saving: SavingOptions

    func run() async throws { try await StartMenu.open(settings: settingsFile.load(), file: settingsFile.file, saving: saving.saving) }

    /// Parses, runs, and leaves with the statuses `ExitStatus` defines. The command line's
    /// language is resolved once, before parsing, for the help strings and what the command says.
    static func main() async {
        StopSignals.noteInherited()
        let arguments = Array(CommandLine.arguments.dropFirst())
        let language = CommandLanguage.resolved(arguments: arguments)
        await CommandLanguage.$chosen.withValue(language) {
            do {
                var command = try parseAsRoot(arguments)
                if var asynchronous = command as? any AsyncParsableCommand { try await asynchronous.run() } else { try command.run() }
                exitIfOutputWasLost()
            } catch {
                Foundation.exit(ExitStatus.report(error))
            }
        }
    }

    /// Output a full disk lost: the command did not do what it said (status 1, said in one line).
    static func exitIfOutputWasLost() {
        guard let lost = Output.lostOutput() else { return }
        Output.error(CommandLanguage.text(.frameError) + lost)
        Foundation.exit(ExitStatus.failure)
    }
}
