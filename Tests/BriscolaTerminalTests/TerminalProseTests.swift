import BriscolaTerminal
import Testing

/// Lines written to a narrow terminal window are broken at spaces, so a word or a prompt's
/// choices are never split where the window's edge falls.
@Suite struct TerminalProseTests {
    @Test func aLongLineBreaksAtSpacesAndAPromptKeepsItsChoicesWhole() {
        let note = "The unfinished game against the emulator was saved in the history as abandoned."
        let fitted = TerminalProse.fitted(note, width: 40)
        #expect(fitted.split(separator: "\n").allSatisfy { $0.count <= 40 } && fitted.contains("history"), "\(fitted)")
        #expect(fitted.replacingOccurrences(of: "\n", with: " ") == note)
        let ask = "Una partita è stata interrotta (partita 2, normale). La riprendi? [S/n] "
        let prompt = TerminalProse.fitted(ask, width: 60)
        #expect(prompt.hasSuffix("[S/n] ") && prompt.split(separator: "\n").allSatisfy { $0.count <= 60 }, "[\(prompt)]")
        #expect(prompt.contains("\n") && !prompt.contains("[S\n"), "\(prompt)")
        #expect(TerminalProse.fitted("short", width: 80) == "short")
        #expect(TerminalProse.fitted(note, width: 10) == note, "too narrow a window: left to the terminal")
        #expect(TerminalProse.fitted("one\ntwo", width: 40) == "one\ntwo", "lines already short stay as they are")
    }

    /// An indented line keeps its indent on every part, and spacing inside a line is kept.
    @Test func indentationAndColumnsSurvive() {
        let trick = "  12. Ada: Cavallo di Bastoni, Bruno: Asso di Denari, Carla: Fante di Spade → Carla +16"
        let fitted = TerminalProse.fitted(trick, width: 50)
        let parts = fitted.split(separator: "\n").map(String.init)
        #expect(parts.count == 2 && parts.allSatisfy { $0.hasPrefix("  ") && $0.count <= 50 }, "\(parts)")
        #expect(parts[0].hasPrefix("  12. Ada:"))
        let columns = "vinte 3    pari 1    perse 2    e qualche altra parola per superare la riga"
        #expect(TerminalProse.fitted(columns, width: 40).hasPrefix("vinte 3    pari 1    perse 2"), "\(TerminalProse.fitted(columns, width: 40))")
    }
}
