import BriscolaCore
import BriscolaSession
import BriscolaWire
import Foundation
import Testing

/// Protocol.md §15's worked example is this test's transcript: the frames it shows (values cut
/// with "…" match any hex that follows) are the frames a table of two, secrets seeded, sends when
/// seat 1's link is cut after 30 messages — so the example stays true to the code.
@Suite struct ResumeExampleTests {
    /// The example's frame lines ("G→H {…}"), from the document itself.
    static func exampleFrames() throws -> [(fromGuest: Bool, body: String)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("Protocol.md"), encoding: .utf8)
        let section = try #require(text.range(of: "The new connection, frame by frame"))
        let end = try #require(text.range(of: "Hana had sent nothing", range: section.upperBound..<text.endIndex))
        return text[section.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
            let line = line.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("G→H ") { return (true, String(line.dropFirst(4))) }
            if line.hasPrefix("H→G ") { return (false, String(line.dropFirst(4))) }
            return nil
        }
    }

    /// Whether `body` is the example's `shown`, where "…" in it stands for more hex digits.
    static func matches(_ body: String, _ shown: String) -> Bool {
        let parts = shown.components(separatedBy: "…")
        var rest = Substring(body)
        for (index, part) in parts.enumerated() {
            guard rest.hasPrefix(part) else { return false }
            rest = rest.dropFirst(part.count)
            if index < parts.count - 1 { rest = rest.drop { $0.isHexDigit } }
        }
        return rest.isEmpty
    }

    @Test func theSection15ExampleIsWhatTheCodeSends() throws {
        let shown = try Self.exampleFrames()
        #expect(shown.count == 6, "\(shown)")
        var table = SessionTable(players: 2, protocolVersion: 2)
        table.cut = (end: 1, after: 30)
        try table.start()
        let start = try #require(table.transcript.firstIndex { if case .resume = $0.message { true } else { false } })
        let sent = table.transcript[start...].prefix(shown.count)
        #expect(sent.count == shown.count)
        for (frame, example) in zip(sent, shown) {
            let body = String(decoding: try MessageCoding.encode(frame.message), as: UTF8.self)
            #expect((frame.from == 1) == example.fromGuest && Self.matches(body, example.body), "sent \(body)\nshown \(example.body)")
        }
        #expect(table.ended(0).count == 1 && table.ended(1) == table.ended(0), "and the game is played to its end alike")
    }
}
