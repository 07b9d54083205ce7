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
        #expect(whole.feed(bytes) == [.paste("see you at 8 3 of us come"), .character("1")])
        // (Split after the ESC alone, a read cannot tell a paste from the Escape key.)
        for split in 2..<bytes.count {
            var parser = KeyParser()
            let keys = parser.feed(bytes[..<split]) + parser.flush() + parser.feed(bytes[split...]) + parser.flush()
            #expect(keys == [.paste("see you at 8 3 of us come"), .character("1")], "split at \(split): \(keys)")
        }
    }

    /// A paste far longer than a chat line, read 256 bytes at a time as the terminal loop reads:
    /// one `.paste` of the first 4 KiB, and not one of the rest read as keys (a "q" then "y" in it
    /// would have quit the game).
    @Test func aPasteTooLongIsCutAndNoneOfItBecomesKeys() {
        var parser = KeyParser()
        let bytes = Array("\u{1B}[200~\(String(repeating: "qy1", count: 7000))\r\u{1B}[201~q".utf8)
        var keys: [Key] = []
        for start in stride(from: 0, to: bytes.count, by: 256) {
            keys += parser.feed(bytes[start..<min(bytes.count, start + 256)]) + parser.flush()
        }
        #expect(keys.count == 2 && keys.last == .character("q"), "\(keys.count) keys, the last \(String(describing: keys.last))")
        guard case let .paste(text)? = keys.first else {
            Issue.record("no paste first: \(keys.prefix(3))")
            return
        }
        #expect(text.count == KeyParser.pasteLimit)
    }

    /// A paste whose end never comes does not take the keyboard: Ctrl-C in it ends it and still
    /// interrupts, and the loop ends it after a moment without bytes (`endPaste`).
    @Test func aPasteThatNeverEndsGivesTheKeysBack() {
        var parser = KeyParser()
        #expect(parser.feed(Array("\u{1B}[200~abc".utf8)).isEmpty && parser.flush().isEmpty && parser.isPasting)
        #expect(parser.feed([0x03, UInt8(ascii: "q")]) == [.paste("abc"), .interrupt, .character("q")] && !parser.isPasting)
        var other = KeyParser()
        _ = other.feed(Array("\u{1B}[200~abc\u{1B}[20".utf8))
        #expect(other.endPaste() == [.paste("abc")] && !other.isPasting, "the held bytes are the paste's (an unfinished escape goes)")
        #expect(other.feed([UInt8(ascii: "1")]) == [.character("1")] && other.endPaste().isEmpty)
    }

    /// Escape sequences pasted go whole, not only their ESC: colours, a title, a two-byte one.
    @Test func escapeSequencesInAPasteGoWhole() {
        var parser = KeyParser()
        let text = "Anna\u{1B}[31mRED\u{1B}[0m \u{1B}]0;title\u{07}ok \u{1B}]2;t\u{1B}\\x \u{1B}Mz \u{1B}"
        #expect(parser.feed(Array("\u{1B}[200~\(text)\u{1B}[201~".utf8)) == [.paste("AnnaRED ok x z ")])
    }
}

