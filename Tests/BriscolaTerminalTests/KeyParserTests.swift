import BriscolaTerminal
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
}
