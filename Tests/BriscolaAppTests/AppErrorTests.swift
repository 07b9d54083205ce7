import BriscolaApp
import BriscolaText
import Testing

/// What went wrong is a value; its words are chosen where it is shown, in that language.
@Suite struct AppErrorTests {
    /// An empty Italian line: any Italian words, not the English.
    @Test(arguments: [
        (AppError.journalNotADirectory(directory: "/s/j", path: "/s"), "cannot keep game journals in /s/j: /s is not a directory",
         "impossibile tenere i diari delle partite in /s/j: /s non è una cartella"),
        (.neverSeated(.link(.silent)), "no table took us there: no word from the other player for too long",
         "nessun tavolo ci ha fatti sedere lì: nessuna notizia dall'altro giocatore da troppo tempo"),
        (.connectGaveUp(address: "10.0.0.9:4860"), "gave up connecting to 10.0.0.9:4860", "rinunciato a collegarmi a 10.0.0.9:4860"),
        (.resumeBroken(line: 7, saved: false), "the unfinished game cannot be taken up: its save is damaged at line 7, and was removed.", ""),
        (.soakShort(connection: 2, count: 5, played: 9), "soak: connection 2 ended before its 5 games were played (9 in all before it)", ""),
    ])
    func wordedWhereShown(_ error: AppError, _ english: String, _ italian: String) {
        #expect(error.description(Text(.english)) == english)
        #expect(FailureWords.line(error, Text(.english)) == english)
        let said = FailureWords.line(error, Text(.italian))
        #expect(said != english && (italian.isEmpty ? !said.isEmpty : said == italian), "\(said)")
    }
}
