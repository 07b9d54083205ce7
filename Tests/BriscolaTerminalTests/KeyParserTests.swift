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

    @Test func homeEndAndPageKeysInTheirEncodings() {
        var parser = KeyParser()
        let bytes = "\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}OF\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~\u{1B}[5~\u{1B}[6~\u{1B}[5;5~\u{1B}[2~x"
        #expect(parser.feed(Array(bytes.utf8)) == [.home, .end, .home, .end, .home, .end, .home, .end, .pageUp, .pageDown, .pageUp, .character("x")],
                "Insert (ESC [2~) is no key")
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
    /// interrupts, and the loop gives it up after a moment without bytes (`giveUp`).
    @Test func aPasteThatNeverEndsGivesTheKeysBack() {
        var parser = KeyParser()
        #expect(parser.feed(Array("\u{1B}[200~abc".utf8)).isEmpty && parser.flush().isEmpty && parser.waiting == .paste)
        #expect(parser.feed([0x03, UInt8(ascii: "q")]) == [.paste("abc"), .interrupt, .character("q")] && parser.waiting == nil)
        var other = KeyParser()
        _ = other.feed(Array("\u{1B}[200~abc\u{1B}[20".utf8))
        #expect(other.giveUp() == [.paste("abc")] && other.waiting == .discarding, "the held bytes are the paste's (an unfinished escape goes)")
        // No end marker came within the while: keys are read again.
        #expect(other.giveUp().isEmpty && other.waiting == nil)
        #expect(other.feed([UInt8(ascii: "1")]) == [.character("1")])
    }

    /// A paste given up whose rest comes late (a stalled link): the rest is dropped up to its end
    /// marker, never read as keys ("q" then "y" would quit); keys after the marker count again,
    /// and so does a Ctrl-C among the late bytes.
    @Test func theLateRestOfAPasteGivenUpIsNotReadAsKeys() {
        var parser = KeyParser()
        _ = parser.feed(Array("\u{1B}[200~hello ".utf8))
        #expect(parser.giveUp() == [.paste("hello ")])
        #expect(parser.feed(Array("qy 1\u{1B}[20".utf8)).isEmpty && parser.flush().isEmpty)
        #expect(parser.feed(Array("1~2".utf8)) == [.character("2")] && parser.waiting == nil)
        var interrupted = KeyParser()
        _ = interrupted.feed(Array("\u{1B}[200~x".utf8))
        _ = interrupted.giveUp()
        #expect(interrupted.feed([UInt8(ascii: "q"), 0x03, UInt8(ascii: "1")]) == [.interrupt, .character("1")])
    }

    /// A sequence or a character split across reads waits for its rest (a moment at most): Alt-→
    /// ("ESC [1;3C") once came out as the keys 3 and C, and "é" as a replacement character.
    @Test func aSequenceOrACharacterSplitAcrossReadsWaitsForItsRest() {
        var parser = KeyParser()
        #expect(parser.feed(Array("\u{1B}[1;".utf8)).isEmpty && parser.flush().isEmpty && parser.waiting == .sequence)
        #expect(parser.feed(Array("3C1".utf8)) == [.right, .character("1")], "the arrow (with Alt) and then 1; no 3, no C")
        let e = Array("é".utf8)
        #expect(parser.feed(e.prefix(1)).isEmpty && parser.flush().isEmpty)
        #expect(parser.feed(e.dropFirst()) == [.character("é")])
        // Given up, an unfinished sequence is dropped and the next keys count.
        _ = parser.feed(Array("\u{1B}[1".utf8))
        #expect(parser.giveUp().isEmpty && parser.waiting == nil && parser.feed(Array("2".utf8)) == [.character("2")])
    }

    /// Escape sequences pasted go whole, not only their ESC: colours, a title, a two-byte one.
    @Test func escapeSequencesInAPasteGoWhole() {
        var parser = KeyParser()
        let text = "Anna\u{1B}[31mRED\u{1B}[0m \u{1B}]0;title\u{07}ok \u{1B}]2;t\u{1B}\\x \u{1B}Mz \u{1B}"
        #expect(parser.feed(Array("\u{1B}[200~\(text)\u{1B}[201~".utf8)) == [.paste("AnnaRED ok x z ")])
    }
}

