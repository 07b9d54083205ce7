@testable import BriscolaTerminal
import BriscolaText
import Testing

/// The key hints under every list screen fit an 80-column window in both languages, in ASCII too,
/// where the arrows are spelled out ("Sinistra/Destra") and the lines grow.
@Suite struct KeyHintWidthTests {
    @Test(arguments: [Language.english, .italian])
    func everyListScreensKeysFitEightyColumnsInASCII(language: Language) {
        let text = Text(language)
        let lines = [text(.menuKeys, ["last": "9"]), text(.settingsKeys), text(.lobbyKeys), text(.historyKeysLong), text(.historyKeysShort)]
        for line in lines {
            var model = MenuModel(title: "", heading: "", items: [], keys: line)
            model = MenuScreen.ascii(model, text)
            // The keys line starts one column in.
            #expect(model.keys.columns <= 78, "\(model.keys) (\(model.keys.columns) columns)")
            #expect(!model.keys.contains("←") && !model.keys.contains("↑"))
        }
    }
}
