import ArgumentParser
import BriscolaTerminal
import Foundation

/// `briscola` alone: the start menu on a terminal, or a game in plain lines when input or output
/// is not a terminal. A word that is no command ends here too, and is answered as such.
struct MenuCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "menu",
        abstract: "The start menu (what `briscola` alone opens)."
    )

    @Argument(help: ArgumentHelp(visibility: .private)) var words: [String] = []
    @OptionGroup var saving: SavingOptions
    @OptionGroup var settingsFile: SettingsFile

    func run() async throws {
        if let word = words.first {
            let hint = CommandSuggestion.closest(to: word, among: Briscola.configuration.subcommands.map { $0._commandName })
            throw UsageError(description: "'\(word)' is not a briscola command" + (hint.map { "; did you mean '\($0)'?" } ?? "."))
        }
        let settings = settingsFile.load()
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            LocalPlay.lines(LocalPlay.config(from: settings), saving: saving)
            return
        }
        try await StartMenu(settings: settings, saving: saving).run()
    }
}

/// The command a mistyped word most likely meant.
enum CommandSuggestion {
    /// The name within two edits of `word` (the nearest), if any.
    static func closest(to word: String, among names: [String]) -> String? {
        let scored = names.map { ($0, distance(Array(word.lowercased()), Array($0))) }
        return scored.filter { $0.1 <= 2 }.min { $0.1 < $1.1 }?.0
    }

    /// Levenshtein distance.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        var row = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var previous = row[0]
            row[0] = i + 1
            for (j, y) in b.enumerated() {
                let current = row[j + 1]
                row[j + 1] = min(row[j] + 1, current + 1, previous + (x == y ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }
}
