import BriscolaApp
import BriscolaHistory
import ArgumentParser
import Foundation

/// The `briscola` command: each subcommand is a small struct that wires library parts together.
/// `briscola` alone opens the start menu (the default subcommand).
@main
struct Briscola: AsyncParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "briscola",
        abstract: CommandLanguage.words(.aboutBriscola),
        version: BriscolaVersion.program,
        subcommands: [MenuCommand.self, PlayCommand.self, HostCommand.self, JoinCommand.self, LobbyCommand.self, HistoryCommand.self,
                      ReplayCommand.self, ConfigCommand.self, SimCommand.self, BotCommand.self, BenchCommand.self],
        defaultSubcommand: MenuCommand.self
    ) }

    /// Parses, runs, and leaves with the statuses `ExitStatus` defines — in the command line's
    /// language, resolved once here for everything the parser and the command build.
    static func main() async {
        StopSignals.noteInherited()
        let language = CommandLanguage.resolved(arguments: Array(CommandLine.arguments.dropFirst()))
        await CommandLanguage.$chosen.withValue(language) { await parseAndRun() }
    }

    /// Output a full disk lost: the command did not do what it said (status 1, said in one line).
    private static func exitIfOutputWasLost() {
        guard let lost = Output.lostOutput() else { return }
        Output.error("Error: " + lost)
        Foundation.exit(ExitStatus.failure)
    }

    private static func parseAndRun() async {
        do {
            let arguments = LeadingOptions.moved(Array(CommandLine.arguments.dropFirst()))
            try CommandWords.check(arguments)
            var command = try parseAsRoot(arguments)
            if var asynchronous = command as? any AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
            exitIfOutputWasLost()
        } catch let interrupted as Interrupted {
            Foundation.exit(interrupted.status)
        } catch let error as UsageError {
            Output.error(CommandLanguage.text.helpMessage("Error: \(error.description)\nSee '\(error.command) --help'."))
            Foundation.exit(ExitStatus.usage)
        } catch {
            let code = exitCode(for: error).rawValue
            // The help and usage messages in the command line's language (the commands' own
            // words already are; this turns the parser's headings and notes).
            let text = CommandLanguage.text
            var full = FailureWords.say(error, text).map { "Error: " + $0 } ?? fullMessage(for: error)
            // `briscola -x`: the start menu (the default command) heard it, but the person typed no
            // command: point to the program's help, not the menu's.
            if code == EX_USAGE, CommandLine.arguments.dropFirst().first?.hasPrefix("-") == true,
               let usage = full.range(of: "\nUsage: briscola menu") {
                full = String(full[..<usage.lowerBound]) + "\nSee 'briscola --help'."
            }
            let message = text.helpMessage(full)
            // Help is prose (ASCII for a locale that is not UTF-8), already wrapped by the parser.
            if !message.isEmpty { code == 0 ? Output.prose(message, fitting: false) : Output.error(message) }
            if code == 0 { exitIfOutputWasLost() }
            Foundation.exit(code == EX_USAGE ? ExitStatus.usage : code)
        }
    }
}
