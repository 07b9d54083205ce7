@testable import BriscolaTerminal
import BriscolaText
import Testing

/// The key hints under every list screen fit an 80-column window in both languages, in ASCII too,
/// where the arrows are spelled out ("Sinistra/Destra") and the lines grow.
@Suite struct KeyHintWidthTests {
    @Test(arguments: [Language.english, .italian])
    func everyListScreensKeysFitEightyColumnsInASCII(language: Language) {
        let text = Text(language)
        let typed = ["number": "1000000000"]
        let lines = [text(.menuKeys, ["last": "9"]), text(.settingsKeys), text(.lobbyKeys), text(.historyKeysLong), text(.historyKeysShort),
                     text(.historyTyped, typed), text(.historyTypedMore, typed), text(.historyTypedNone, typed),
                     text(.historyTypedAgain, typed.merging(["missed": "1000000000"]) { $1 }),
                     text(.historyTypedAgainMore, typed.merging(["missed": "1000000000"]) { $1 })]
        for line in lines {
            var model = MenuModel(title: "", heading: "", items: [], keys: line)
            model = MenuScreen.ascii(model, text)
            // The keys line starts one column in.
            #expect(model.keys.columns <= 78, "\(model.keys) (\(model.keys.columns) columns)")
            #expect(!model.keys.contains("←") && !model.keys.contains("↑"))
        }
    }

    /// Every question asked in a box over a screen is drawn whole at 80×24, on two lines at most.
    @Test(arguments: [Language.english, .italian])
    func everyConfirmationIsShownWhole(language: Language) {
        let text = Text(language)
        for phrase in [Phrase.menuConfirmNewGame, .menuConfirmNewSeries, .confirmQuitGame, .confirmQuitNetGame, .confirmLeaveTable] {
            var canvas = Canvas(width: 80, height: 24)
            HelpPanel.drawConfirm(text(phrase), into: &canvas, options: RenderOptions(unicode: true, color: false, language: language))
            let shown = canvas.text.split(separator: "\n").map { $0.trimmingCharacters(in: ["│", " "]) }.filter { !$0.isEmpty && !$0.hasPrefix("┌") && !$0.hasPrefix("└") }
            let words = { (line: String) in line.split(separator: " ") }
            #expect(shown.count <= 2 && words(shown.joined(separator: " ")) == words(text(phrase)), "\(shown)")
        }
    }
}
