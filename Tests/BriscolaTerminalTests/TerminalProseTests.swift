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
}
