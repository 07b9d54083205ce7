import BriscolaText
import Testing

/// Why someone left travels in English (Protocol.md §12); the reasons this program sends are said
/// in the reader's language, any other as it came.
@Suite struct ReasonTextTests {
    @Test(arguments: [
        ("stopped", "programma fermato"), ("played 1 game", "1 partita giocata"), ("played 12 games", "12 partite giocate"),
        ("did not come back within 20 seconds", "nessun ritorno entro 20 secondi"), ("no more games", "non vuole altre partite"),
        ("gone fishing", "gone fishing"),
    ])
    func knownReasonsAreSaidInItalian(_ english: String, _ italian: String) {
        #expect(Text(.italian).reason(english) == italian)
        #expect(Text(.english).reason(english) == english)
    }
}
