@testable import BriscolaTerminal
import Testing

@Suite struct KeyParserTests {
    @Test func plainKeysAndControls() {
        var parser = KeyParser()
        #expect(parser.feed([0x31, 0x32, 0x71, 0x0D, 0x03, 0x7F]) == [.character("1"), .character("2"), .character("q"), .enter, .interrupt, .backspace])
    }

    @Test func arrowsInBothEncodings() {
        var parser = KeyParser()
        #expect(parser.feed(Array("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\u{1B}OC".utf8)) == [.up, .down, .right, .left, .right])
    }

    @Test func everySplitOfASequenceGivesTheSameKeys() {
        let bytes = Array("1\u{1B}[D2\u{1B}[1;5C\u{1B}OCk".utf8)
        var whole = KeyParser()
        let expected = whole.feed(bytes)
        #expect(expected == [.character("1"), .left, .character("2"), .right, .right, .character("k")])
        for split in 1..<bytes.count {
            var parser = KeyParser()
            let keys = parser.feed(bytes[..<split]) + parser.feed(bytes[split...])
            #expect(keys == expected, "split at \(split)")
        }
    }

    @Test func loneEscapeIsAKeyOnlyAfterAPause() {
        var parser = KeyParser()
        #expect(parser.feed([0x1B]).isEmpty)
        #expect(parser.flush() == [.escape])
        #expect(parser.feed([0x1B, 0x78]) == [.escape, .character("x")])
    }

    @Test func utf8CharactersArriveWhole() {
        var parser = KeyParser()
        let bytes = Array("è".utf8)
        #expect(parser.feed(bytes.prefix(1)).isEmpty)
        #expect(parser.feed(bytes.dropFirst()) == [.character("è")])
    }

    @Test func runawaySequencesAreDroppedNotBufferedForever() {
        var parser = KeyParser()
        _ = parser.feed([0x1B, 0x5B] + Array(repeating: 0x30, count: 40))
        #expect(parser.feed([0x31]) == [.character("1")])
    }

    /// Bracketed paste: the text between the markers is one `.paste`, its lines joined by spaces
    /// and its control bytes dropped, however the reads split it (a flush between reads waits).
    @Test func aPasteIsOneKeyHoweverItArrives() {
        let bytes = Array("\u{1B}[200~see you at 8\n3 of us\u{1B}[2J come\u{1B}[201~1".utf8)
        var whole = KeyParser()
        #expect(whole.feed(bytes) == [.paste("see you at 8 3 of us[2J come"), .character("1")])
        // (Split after the ESC alone, a read cannot tell a paste from the Escape key.)
        for split in 2..<bytes.count {
            var parser = KeyParser()
            let keys = parser.feed(bytes[..<split]) + parser.flush() + parser.feed(bytes[split...]) + parser.flush()
            #expect(keys == [.paste("see you at 8 3 of us[2J come"), .character("1")], "split at \(split): \(keys)")
        }
    }

    @Test func aPasteTooLongIsCutAndKeysComeBackAfterIt() {
        var parser = KeyParser()
        let long = String(repeating: "ab", count: KeyParser.pasteLimit)
        let keys = parser.feed(Array("\u{1B}[200~\(long)\u{1B}[201~q".utf8))
        #expect(keys.count == 2 && keys.last == .character("q"))
        guard case let .paste(text)? = keys.first else {
            Issue.record("no paste: \(keys)")
            return
        }
        #expect(text.count == KeyParser.pasteLimit)
    }
}

