import BriscolaText
import Testing

/// The command line's two tables say the same things (every phrase in both, the same
/// placeholders), the Italian one is Italian, and the parser's own words in a help message are
/// turned into Italian while English help comes back as it was.
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
        // The parser's frame around them turns Italian without touching their words.
        let message = "Error: " + Text(.italian)(.usagePlayers, ["option": "--players"]) + "\nUsage: briscola host [--players <players>]"
        #expect(Text(.italian).helpMessage(message) == "Errore: --players deve essere 2, 3 o 4\nUso:   briscola host [--players <players>]")
    }

    /// What swift-argument-parser prints for `briscola history list --help` (its own words in
    /// English around the commands' words).
    static let parserHelp = """
        OVERVIEW: Elenca le partite, dalla più recente.

        USAGE: briscola history list [--opponent <opponent>] [--limit <limit>] [--json]

        OPTIONS:
          --limit <limit>         Al massimo questo numero di partite. (default: 20)
          --format <format>       text, markdown o json. (values: text, markdown, json; default: text)
          --players <players>     Giocatori al tavolo: 2, 3 o 4. (values:
                                  2, 3, 4; default: 2)
          -h, --help              Show help information.

        SUBCOMMANDS:
          list (default)          Elenca le partite, dalla più recente.
          show                    Mostra una partita intera: giocatori, punteggi, ogni presa.

          See 'briscola help history <subcommand>' for detailed help.
        """

    @Test func theParsersOwnWordsAreTurnedIntoItalian() {
        let italian = Text(.italian).helpMessage(Self.parserHelp)
        for words in ["SINTESI: Elenca", "USO:   briscola history list", "OPZIONI:", "SOTTOCOMANDI:", "(predefinito: 20)",
                      "(valori: text, markdown, json;", "predefinito: text)", "Mostra questo aiuto.", "list (predefinito)",
                      "  Vedi 'briscola help history <sottocomando>' per l'aiuto dettagliato."] {
            #expect(italian.contains(words), "\(words) in\n\(italian)")
        }
        #expect(italian.contains("Giocatori al tavolo: 2, 3 o 4. (valori:\n"), "a value list the help wrapped: \(italian)")
        // The longer Italian words pushed a line past 80 columns: its end goes to the next line.
        #expect(italian.split(separator: "\n").allSatisfy { $0.count <= 80 }, "\(italian)")
        #expect(italian.contains("                          predefinito: text)"), "\(italian)")
        for words in ["OVERVIEW", "USAGE", "OPTIONS", "default", "values", "Show help", "See '"] {
            #expect(!italian.contains(words), "\(words) left in\n\(italian)")
        }
        // The column after a longer word stays where it was.
        #expect(italian.contains("  list (predefinito)      Elenca") && italian.contains("  show                    Mostra"))
        #expect(Text(.english).helpMessage(Self.parserHelp) == Self.parserHelp)
        let usage = "Error: Missing expected argument '<id>'\nHelp:  <id>  Il numero della partita.\nUsage: briscola replay <id> [--plain]\n"
            + "  See 'briscola replay --help' for more information."
        #expect(Text(.italian).helpMessage(usage) == "Errore: manca l'argomento '<id>'\nAiuto: <id>  Il numero della partita.\n"
            + "Uso:   briscola replay <id> [--plain]\n  Vedi 'briscola replay --help' per saperne di più.")
        #expect(Text(.italian).helpMessage("USAGE: briscola host <options>") == "USO:   briscola host <opzioni>")
        #expect(Text(.italian).helpMessage("Error: 'x' is not a briscola command.\nSee 'briscola --help'.")
            == "Errore: 'x' is not a briscola command.\nVedi 'briscola --help'.")
    }
}

/// The parser's own error sentences read in Italian, with what they quote kept as it was.
@Suite struct ParserSentenceTests {
    @Test(arguments: [
        ("Error: Missing value for '--level <level>'", "Errore: manca il valore di '--level <level>'"),
        ("Error: Unknown option '--bogus'", "Errore: opzione sconosciuta '--bogus'"),
        ("Error: Unexpected argument 'extra'", "Errore: argomento inatteso 'extra'"),
        ("Error: The value 'x' is invalid for '--format <format>'. Please provide one of 'text', 'markdown' or 'json'.",
         "Errore: il valore 'x' non va bene per '--format <format>'. Scegli tra 'text', 'markdown' o 'json'."),
        ("Error: The value 'it's' is invalid for '<id>'", "Errore: il valore 'it's' non va bene per '<id>'"),
        ("Error: Something else entirely", "Errore: Something else entirely"),
    ])
    func italianReadsTheParsersSentences(_ english: String, _ italian: String) {
        #expect(Text(.italian).helpMessage(english) == italian)
        #expect(Text(.english).helpMessage(english) == english)
    }
}
