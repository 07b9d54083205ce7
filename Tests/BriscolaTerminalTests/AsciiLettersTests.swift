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

    /// ASCII frames asked for on a UTF-8 terminal: the words keep their accents, the symbols the
    /// words hold become ASCII too (the menu's keys said "1–7 scegli ·" under an ASCII header).
    @Test func asciiFramesOnAUTF8TerminalTurnTheSymbolsNotTheLetters() throws {
        let terminal = ScriptedTerminal(script: [.keys("q")])
        let options = RenderOptions(unicode: false, color: false, language: .italian, asciiLetters: false)
        _ = try TerminalApp.run(StartMenuApp(name: "Niccolò", game: "contro il computer (normale)"), on: terminal, options: options)
        let shown = terminal.shownText
        #expect(shown.contains("Niccolò") && shown.contains("1-7"), "\(shown)")
        let symbols = shown.unicodeScalars.filter { !$0.isASCII && !"òàèéìù".unicodeScalars.contains($0) }
        #expect(symbols.isEmpty, "\(String(String.UnicodeScalarView(symbols)))")
        var canvas = Canvas(width: 12, height: 1)
        canvas.put("‹ è → 1–7 ›", x: 0, y: 0)
        #expect(canvas.asciiSymbols().text == "< è > 1-7 > ", "\(canvas.asciiSymbols().text)")
    }
}
