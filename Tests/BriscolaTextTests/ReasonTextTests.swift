import BriscolaCore
import BriscolaText
import Testing

/// Why someone left travels as a value (Protocol.md §12's codes) and is worded only here, in the
/// reader's language; a peer's own words are shown as they came.
@Suite struct ReasonTextTests {
    @Test(arguments: [
        (LeaveReason.stopped, "stopped", "programma fermato"), (.played(games: 1), "played 1 game", "1 partita giocata"),
        (.played(games: 12), "played 12 games", "12 partite giocate"),
        (.notBack(seconds: 20), "did not come back within 20 seconds", "nessun ritorno entro 20 secondi"),
        (.noMoreGames, "no more games", "non vuole altre partite"), (.tableClosed, "the table has closed", "il tavolo ha chiuso"),
        (.hostRestarted, "the host restarted", "l'host è ripartito"), (.connectionClosed, "the connection closed", "la connessione si è chiusa"),
        (.silent, "no word from the other player for too long", "nessuna notizia dall'altro giocatore da troppo tempo"),
        (.connectionFailed(detail: "reset"), "the connection failed: reset", "la connessione non è riuscita: reset"),
        (.protocolError(code: "bad_message", detail: "x"), "protocol error (bad_message): x", "errore di protocollo (bad_message): x"),
        (.reported(code: "desync", detail: "y"), "reported desync: y", "ha segnalato desync: y"),
        (.other("gone fishing"), "gone fishing", "gone fishing"),
    ])
    func reasonsAreSaidInTheReadersLanguage(_ reason: LeaveReason, _ english: String, _ italian: String) {
        #expect(Text(.english).reason(reason) == english)
        #expect(Text(.italian).reason(reason) == italian)
    }

    /// A plain leaving is not said twice ("Bruno left (left the table)").
    @Test func aPlainLeavingIsSaidOnce() {
        #expect(Text(.english).left("Bruno", reason: .left) == "Bruno left the table")
        #expect(Text(.italian).left("Bruno", reason: .left) == "Bruno ha lasciato il tavolo")
        #expect(Text(.english).left("Bruno", reason: .stopped) == "Bruno left: stopped")
        #expect(Text(.italian).left("Bruno", reason: .stopped, waiting: true)
                == "Bruno ha lasciato il tavolo (programma fermato); si aspetta che il posto si riempia.")
    }
}
