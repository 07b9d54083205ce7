import BriscolaTerminal
import BriscolaText
import Testing

/// A terminal whose locale is not UTF-8 gets no byte beyond ASCII from a screen: accents are
/// dropped as it is drawn, anything else is "?", and every row keeps its width.
@Suite struct AsciiLettersTests {
    @Test func lettersLoseTheirAccentsAndWideCharactersKeepTheirColumns() {
        var canvas = Canvas(width: 14, height: 1)
        canvas.put("Città 日本 Zoë", x: 0, y: 0)
        let ascii = canvas.asciiLetters()
        #expect(ascii.text == "Citta ???? Zoe", "\(ascii.text)")
        let plain = ascii.text.allSatisfy { $0.isASCII }
        #expect(plain)
    }

    @Test func anItalianMenuReachesAPlainTerminalInASCII() throws {
        let terminal = ScriptedTerminal(script: [.keys("h")])
        var options = RenderOptions(unicode: false, color: false, language: .italian)
        options.asciiLetters = true
        _ = try TerminalApp.run(StartMenuApp(name: "Niccolò", game: "contro l'emulatore (normale)"), on: terminal, options: options)
        let written = terminal.written
        let plain = written.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(plain, "\(written.unicodeScalars.filter { !$0.isASCII })")
        #expect(terminal.shownText.contains("Niccolo"), "\(terminal.shownText)")
    }
}
