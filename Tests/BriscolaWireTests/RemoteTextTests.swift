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
}
