import BriscolaText
import Testing

/// The command line's two tables say the same things (every phrase in both, the same
/// placeholders), and the Italian one is Italian.
@Suite struct CommandTextTests {
    @Test(arguments: Language.allCases)
    func everyCommandPhraseHasWordsInEveryLanguage(_ language: Language) {
        let table = Text.commandTable(language)
        let missing = CommandPhrase.allCases.filter { table[$0] == nil }
        #expect(missing.isEmpty, "\(language) lacks \(missing.map(\.rawValue))")
        let empty = CommandPhrase.allCases.filter { table[$0]?.isEmpty == true }
        #expect(empty.isEmpty, "\(language) has empty \(empty.map(\.rawValue))")
    }

    @Test func bothCommandTablesUseTheSamePlaceholders() {
        for phrase in CommandPhrase.allCases {
            let english = Text.placeholders(Text.commandTable(.english)[phrase] ?? "")
            let italian = Text.placeholders(Text.commandTable(.italian)[phrase] ?? "")
            #expect(english == italian, "\(phrase.rawValue): English \(english.sorted()), Italian \(italian.sorted())")
        }
    }

    @Test func theItalianCommandTableIsItalian() {
        // The one phrase with no words of its own: a bold "Briscola", the date, the outcome and score.
        let same: Set<CommandPhrase> = [.matchMarkdownHead]
        let untranslated = CommandPhrase.allCases.filter {
            !same.contains($0) && Text.commandTable(.english)[$0] == Text.commandTable(.italian)[$0]
        }
        #expect(untranslated.isEmpty, "the same in both: \(untranslated.map(\.rawValue))")
    }

    @Test func usageErrorsFillTheirNumbersInBothLanguages() {
        let range = ["option": "--grace", "low": "0", "high": "3600"]
        #expect(Text(.english)(.usageBetweenSeconds, range) == "--grace must be between 0 and 3600 seconds")
        #expect(Text(.italian)(.usageBetweenSeconds, range) == "--grace deve essere tra 0 e 3600 secondi")
        #expect(Text(.english).nameProblem(.tooLong, option: "--name") == "--name: a name is at most 32 characters")
        #expect(Text(.italian).nameProblem(.tooLong, option: "--name") == "--name: il nome può avere al massimo 32 caratteri")
        #expect(Text(.italian).nameProblem(.empty, option: "--name") != Text(.italian).nameProblem(.controlCharacters, option: "--name"))
    }
}
