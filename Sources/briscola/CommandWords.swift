import ArgumentParser
import BriscolaApp
import BriscolaHistory

/// The command words of a command line, checked before the parser sees them. The parser's own help
/// command shows the top help for a word that names no command and exits 0 (`briscola help foo`),
/// and a mistyped subcommand of a group with a default one reads as arguments to that default
/// (`history shwo 6`: "2 unexpected arguments"). Either is a usage error with the closest name.
enum CommandWords {
    /// Throws a `UsageError` if `arguments` (without the program name) ask for help on a command
    /// that does not exist, or name a command group and then a word that is none of its commands
    /// (checked up to the first option, whose value may be any word).
    static func check(_ arguments: [String]) throws {
        let helping = arguments.first == "help"
        var command: any ParsableCommand.Type = Briscola.self
        var group: String?
        for word in arguments.dropFirst(helping ? 1 : 0) {
            if word.hasPrefix("-") {
                if helping { continue } else { return }
            }
            let subcommands = command.configuration.subcommands
            guard !subcommands.isEmpty else { return } // a leaf: the rest are its arguments
            guard let next = subcommands.first(where: { $0._commandName == word }) else {
                // At the top a word that names no command is the start menu's to answer (MenuCommand).
                if group == nil, !helping { return }
                throw unknown(word, among: subcommands.map { $0._commandName }, group: group)
            }
            group = [group, word].compactMap { $0 }.joined(separator: " ")
            command = next
        }
    }

    /// The error for a word that names no command (of `group`, if given): with the closest of
    /// `names`, if one is close.
    static func unknown(_ word: String, among names: [String], group: String? = nil) -> UsageError {
        let text = CommandLanguage.text
        // A word that begins a command's name means that one ("hist": history, not host); so does
        // one that a command's name begins ("players": play).
        let lowered = word.lowercased()
        let starting = names.filter { $0.hasPrefix(lowered) || (lowered.hasPrefix($0) && $0.count >= 3) }
        // At the top, a word that is a group's command ("stats") means that one ("history stats").
        let nested = group == nil ? Briscola.configuration.subcommands.flatMap { parent in
            parent.configuration.subcommands.map { "\(parent._commandName) \($0._commandName)" }.filter { $0.hasSuffix(" " + lowered) }
        } : []
        let hint = nested.count == 1 ? nested.first : starting.count == 1 ? starting.first : NameMatch.closest(to: word, among: names)
        guard let group else {
            return UsageError(description: hint.map { text(.unknownCommandHint, ["word": word, "hint": $0]) } ?? text(.unknownCommand, ["word": word]))
        }
        let words = ["word": word, "group": group]
        return UsageError(description: hint.map { text(.unknownSubcommandHint, words.merging(["hint": $0]) { $1 }) }
            ?? text(.unknownSubcommand, words), command: "briscola \(group)")
    }
}
