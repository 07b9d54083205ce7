import BriscolaText
import Testing

/// Text for a terminal that is not UTF-8 (`LANG=C`): ASCII punctuation, and Italian's accented
/// letters as it writes them without accents, so no byte of UTF-8 reaches that terminal.
@Suite struct AsciiTextTests {
    @Test func italianAccentsBecomeApostrophesAndOtherAccentsGo() {
        #expect("La briscola è Spade — città · Zoë".asciiPunctuation() == "La briscola e' Spade - citta' - Zoe")
        #expect("È il tuo turno… perché?".asciiPunctuation() == "E' il tuo turno... perche'?")
        let ascii = "Partita 1 · vinte 0".asciiPunctuation()
        #expect(ascii.allSatisfy { $0.isASCII })
        #expect("日本".asciiPunctuation() == "日本", "what has no ASCII letter stays as it is")
        #expect("best of 3 × 20000; 12 µs; ≤ 5, ≥ 2, ±1".asciiPunctuation() == "best of 3 x 20000; 12 us; <= 5, >= 2, +-1")
    }
}

/// Which locales are UTF-8: the C library's order, a variable set empty counting as unset (shells
/// and containers export `LC_ALL=`; it once made a UTF-8 terminal draw ASCII).
@Suite struct LocaleUTF8Tests {
    @Test(arguments: [
        (["LANG": "C.UTF-8"], true),
        (["LANG": "it_IT.utf8"], true),
        (["LANG": "C"], false),
        ([:], false),
        (["LC_ALL": "", "LANG": "C.UTF-8"], true),
        (["LC_CTYPE": "", "LANG": "en_US.UTF-8"], true),
        (["LC_ALL": "C", "LANG": "C.UTF-8"], false),
        (["LC_CTYPE": "POSIX", "LANG": "C.UTF-8"], false),
        (["LC_ALL": "", "LC_CTYPE": "C", "LANG": "C.UTF-8"], false),
    ])
    func theFirstLocaleSetDecides(_ environment: [String: String], _ utf8: Bool) {
        #expect(String.localeIsUTF8(environment) == utf8, "\(environment)")
    }
}
