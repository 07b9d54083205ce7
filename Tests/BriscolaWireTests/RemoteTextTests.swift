import BriscolaWire
import Testing

@Suite struct RemoteTextTests {
    static let cases: [(String, String)] = [
        ("Anna", "Anna"),
        ("\u{1B}[31mRed\u{1B}[0m", "Red"),                  // SGR colour
        ("\u{1B}[2J\u{1B}[HClear", "Clear"),                 // clear screen, cursor home
        ("\u{1B}]0;title\u{07}Bob", "Bob"),                 // OSC window title ended by BEL
        ("\u{1B}]52;c;Zm9v\u{1B}\\Eve", "Eve"),             // OSC 52 clipboard ended by ST
        ("\u{9B}31mC1", "C1"),                               // 8-bit CSI
        ("a\u{00}b\u{07}c\u{7F}d", "abcd"),                  // C0 and DEL
        ("left\u{202E}right", "leftright"),                  // bidi override
        ("  many   spaces\n\tand lines  ", "many spaces and lines"),
        ("\u{1B}", ""),                                       // lone escape at the end
        ("\u{1B}[", ""),                                      // unterminated CSI
        ("Zoë 🃏", "Zoë 🃏"),                                 // ordinary Unicode stays
        ("Ev\u{200B}il\u{FEFF}\u{2060}\u{AD}", "Evil"),      // invisible format characters (no column on a terminal)
        ("👩\u{200D}💻 می\u{200C}خواهم", "👩\u{200D}💻 می\u{200C}خواهم"),  // the joiners stay
    ]

    @Test(arguments: cases)
    func controlSequencesAreStripped(_ input: String, _ expected: String) {
        #expect(RemoteText.sanitize(input, limit: 100) == expected)
    }

    @Test func namesAreCappedAndNeverEmpty() {
        #expect(RemoteText.name(String(repeating: "n", count: 100)).count == WireProtocol.maxNameLength)
        #expect(RemoteText.name("\u{1B}[31m") == "Player")
        #expect(RemoteText.name("   ") == "Player")
    }

    @Test func limitsCountUnicodeScalars() {
        // "é" as e + combining acute is one Character but two scalars; §8 counts scalars.
        let decomposed = String(repeating: "e\u{301}", count: 40)
        #expect(RemoteText.name(decomposed).unicodeScalars.count == WireProtocol.maxNameLength)
        #expect(RemoteText.sanitize(String(repeating: "🃏", count: 300), limit: 200).unicodeScalars.count == 200)
        #expect(RemoteText.sanitize("abc def", limit: 4) == "abc", "a space left at the cut goes")
    }
}
