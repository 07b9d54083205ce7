import BriscolaApp
import BriscolaDiscovery
import BriscolaHistory
import BriscolaNet
import BriscolaSession
import BriscolaTerminal
import BriscolaText
import Testing

/// The failures a person meets read in their language; in English they read as they always did.
@Suite struct FailureWordsTests {
    @Test func aRefusedConnectionAndAMissingDaemonReadInItalian() {
        let refused = NetworkFailure(.refused(address: "10.0.0.5:4860"))
        #expect(refused.description == "cannot connect to 10.0.0.5:4860: connection refused (is a table hosted there?)")
        #expect(FailureWords.line(refused, Text(.italian)) == "non riesco a collegarmi a 10.0.0.5:4860: connessione rifiutata (c'è un tavolo aperto lì?)")
        #expect(FailureWords.line(NetworkFailure(.portInUse(port: 4860)), Text(.italian)).hasPrefix("la porta 4860 è già in uso"))
        let noBus = DiscoveryError.noSystemBus("/run/dbus/system_bus_socket")
        #expect(noBus.description.hasPrefix("no system D-Bus (/run/dbus/system_bus_socket is missing)"))
        #expect(FailureWords.line(noBus, Text(.italian)).hasPrefix("manca il D-Bus di sistema (/run/dbus/system_bus_socket)"))
        // The way round: the command on the command line, the menu's entry in the menu's lobby.
        #expect(noBus.description.hasSuffix(", or join by address: briscola join HOST:PORT"))
        // The entry named once, not after "join by address:" that says it again.
        #expect(noBus.description(Text(.english), fromMenu: true).hasSuffix("), or choose Join a table by address in this menu"))
        #expect(noBus.description(Text(.italian), fromMenu: true).hasSuffix("), o scegli Unisciti per indirizzo in questo menu"))
        #expect(FailureWords.line(HistoryError.noSuchMatch(3), Text(.italian)) == "nello storico non c'è la partita 3")
        struct Other: Error {}
        #expect(FailureWords.say(Other(), Text(.italian)) == nil)
    }

    /// A guest whose host never came back reads one plain sentence: how long it tried and
    /// the last try in a few words (not "cannot connect to …: … (is a table hosted there?)" nested
    /// inside it).
    /// In the menu a failure stands alone: a first word in lower case gets a capital; a file, an
    /// address or the program's name keeps its own.
    @Test func aFailureInTheMenuIsASentence() {
        #expect(FailureWords.sentence("no route to that host") == "No route to that host")
        #expect(FailureWords.sentence("gave up connecting to 10.0.0.1:4860") == "Gave up connecting to 10.0.0.1:4860")
        #expect(FailureWords.sentence("bad.sqlite is not a briscola history database") == "bad.sqlite is not a briscola history database")
        #expect(FailureWords.sentence("localhost: no answer") == "localhost: no answer")
        #expect(FailureWords.sentence("briscola play --resume failed") == "briscola play --resume failed")
        #expect(FailureWords.sentence("") == "")
        #expect(FailureWords.sentence("l'indirizzo non risponde") == "L'indirizzo non risponde", "an Italian elision too")
    }

    @Test func aReconnectionThatGaveUpSaysItPlainly() {
        for (language, words) in [(Language.english, "could not get back to the table (gave up after 20 s; last try: connection refused)"),
                                  (.italian, "impossibile tornare al tavolo (tentativi finiti dopo 20 s; l'ultimo: connessione rifiutata)")] {
            let text = Text(language)
            let gaveUp = NetworkFailure(.gaveUp(seconds: 20, last: NetworkFailure(.refused(address: "127.0.0.1:4860")).brief(text)))
            #expect(FailureText.gone(.reconnectFailed(detail: gaveUp.description(text)), text) == words)
        }
    }

    /// A journal that could not be written stops the table with one sentence in either language.
    @Test func aJournalThatCannotBeWrittenIsOneSentence() {
        let failure = SessionFailure.journal(.write(errno: 28)) // ENOSPC
        #expect(FailureText.explain(failure, Text(.english))
                == "The game's journal could not be written (No space left on device), so the table stopped: without it a crash could not be taken up.")
        #expect(FailureText.explain(failure, Text(.italian)).hasPrefix("Impossibile scrivere il diario della partita (No space left on device)"))
        #expect(AppError.failed(failure, seated: true).description(Text(.english)) == FailureText.explain(failure, Text(.english)))
    }
}
