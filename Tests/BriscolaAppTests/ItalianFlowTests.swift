@testable import BriscolaApp
import BriscolaCore
import BriscolaHistory
import BriscolaSettings
import BriscolaTerminal
import BriscolaText
import Foundation
import Testing

/// The start menu's flows in Italian, chosen by the `language` setting (whatever the locale).
@Suite struct ItalianFlowTests {
    @Test func historyFromTheMenuInItalian() async throws {
        let path = MenuFlowTests.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let saving = MenuFlowTests.saving(path)
        saving.save([try GameSavingTests.finishedRecord(5)], seats: TableSeats.local(names: ["Ada", "Emulatore"], level: .normal),
                    mySeat: 0, mode: .local)
        var settings = Settings()
        settings.language = .italian
        let terminal = ScriptedTerminal(script: [.keys("5"), .keys("\r"), .keys("q"), .keys("\u{1B}"), .keys("7")])
        var menu = StartMenu(settings: settings, saving: saving, browsing: .scripted([]), journals: JournalStore(directory: nil))
        try await menu.run(on: terminal)
        let shown = terminal.shownText
        #expect(shown.contains("Che cosa vuoi fare?"), "the menu")
        #expect(shown.contains("contro Computer") && shown.contains("Le tue ultime partite"), "the list")
        #expect(shown.contains("replay della partita n. 1"), "the replay")
        #expect(!shown.contains("What would you like to do?"))
    }

    @Test func theDefaultNameIsSaidInTheTablesLanguage() {
        #expect(LocalPlay.config(from: Settings(), language: .italian).name == "Tu")
        #expect(LocalPlay.config(from: Settings(), language: .english).name == "You")
        var named = Settings()
        named.name = "Ada"
        #expect(LocalPlay.config(from: named, language: .italian).name == "Ada")
        #expect(LocalPlay.config(from: named, language: .italian).language == .italian)
    }

    /// A game played in Italian is kept with the names in English, so a JSON export does not
    /// depend on the language it was played in (the screens say them in theirs).
    @Test func theHistoryKeepsTheNamesInEnglish() {
        for players in [Variant.two, .three, .four] {
            let italian = TableApp(config: TableAppConfig(players: players, level: .normal, name: "Tu", seed: 1, language: .italian))
            let english = TableApp(config: TableAppConfig(players: players, level: .normal, name: "You", seed: 1, language: .english))
            #expect(italian.names != english.names && italian.names(in: .english) == english.names, "\(italian.names(in: .english))")
        }
        let named = TableApp(config: TableAppConfig(players: .two, level: .hard, name: "Ada", seed: 1, language: .italian))
        #expect(named.names(in: .english) == ["Ada", "Computer"])
        // Begun in Italian ("Tu"), taken up in English: still the default name.
        let resumed = TableApp(config: TableAppConfig(players: .two, level: .normal, name: "Tu", seed: 1, language: .english))
        #expect(resumed.names(in: .english).first == "You")
    }

    @Test func theWindowTitleSaysWhoseTurnInItalian() {
        #expect(WindowTitle.yourTurn.text(unicode: true, language: .italian) == "Tocca a te — briscola")
        #expect(WindowTitle.yourTurn.text(unicode: false, language: .italian) == "Tocca a te - briscola")
        #expect(WindowTitle.yourTurn.text(unicode: true) == "Your turn — briscola")
    }

    @Test(arguments: ["You", "Player"])
    func aDefaultNameIsNotGreeted(_ name: String) {
        let menu = StartMenuApp(name: name)
        #expect(menu.render(width: 80, height: 24, options: RenderOptions(color: false, language: .italian)).text.contains("Briscola · ciao!"))
        #expect(menu.render(width: 80, height: 24, options: RenderOptions(color: false)).text.contains("Briscola · welcome!"))
        #expect(StartMenuApp(name: "Dario").render(width: 80, height: 24, options: RenderOptions(color: false)).text.contains("welcome, Dario"))
    }
}
