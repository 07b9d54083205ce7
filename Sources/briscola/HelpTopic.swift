import ArgumentParser
import BriscolaApp
import BriscolaHistory

/// `briscola help WORDS…`: the parser's own help command shows the top help for a word that names
/// no command and exits 0, so a mistyped topic looked answered. Each word must name a subcommand
/// of the one before; one that does not is a usage error with the closest name, as at the top.
enum HelpTopic {
    /// Throws a `UsageError` if `arguments` (without the program name) ask for help on a command
    /// that does not exist.
    static func check(_ arguments: [String]) throws {
        guard arguments.first == "help" else { return }
        var command: any ParsableCommand.Type = Briscola.self
        for word in arguments.dropFirst() where !word.hasPrefix("-") {
            let names = command.configuration.subcommands.map { $0._commandName }
            guard let next = command.configuration.subcommands.first(where: { $0._commandName == word }) else {
                throw unknown(word, among: names)
            }
            command = next
        }
    }

    /// The error for a word that names no command: with the closest of `names`, if one is close.
    static func unknown(_ word: String, among names: [String]) -> UsageError {
        let text = CommandLanguage.text
        let hint = NameMatch.closest(to: word, among: names)
        return UsageError(description: hint.map { text(.unknownCommandHint, ["word": word, "hint": $0]) } ?? text(.unknownCommand, ["word": word]))
    }
}
