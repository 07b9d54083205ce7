import BriscolaText
import Testing

/// English says "game" for one deal of the 40 cards wherever it is (at the table, in the history,
/// in the commands' help) and "series" for the games played in a row at one table. The history
/// said "match" for what the table calls a game ("Your latest matches", "replay of match #3"),
/// so a newcomer met three words for two things. Italian says "partita" and "serie" throughout.
@Suite struct OneWordForAGameTests {
    @Test func noEnglishPhraseSaysMatch() {
        let phrases = Phrase.allCases.map { ($0.rawValue, Text.table(.english)[$0] ?? "") }
            + CommandPhrase.allCases.map { ($0.rawValue, Text.commandTable(.english)[$0] ?? "") }
        let saying = phrases.filter { _, words in
            words.lowercased().split { !$0.isLetter }.contains { $0 == "match" || $0 == "matches" }
        }
        #expect(saying.isEmpty, "\(saying.map(\.0))")
    }
}
