import BriscolaCore
import BriscolaTerminal
import Testing

/// `--show-points` and an ASCII locale reach line mode as they reach the full screen.
@Suite struct LineModePointsTests {
    func run(_ players: Variant, options: RenderOptions, answers: Int = 6) -> [String] {
        var lines = Array(repeating: "1", count: answers).makeIterator()
        var output: [String] = []
        _ = LineMode(readLine: { lines.next() }, write: { output.append($0) }, options: options)
            .run(TableApp(config: TableAppConfig(players: players, name: "Ada", seed: 3)))
        return output
    }

    /// The trump line: each other player's points after the person's own, the other team's with four.
    @Test func showPointsSaysTheOthersPoints() throws {
        let two = run(.two, options: RenderOptions(showOpponentPoints: true)).filter { $0.hasPrefix("Trump: ") }
        #expect(two.count >= 2 && two.allSatisfy { $0.contains(" · Computer: ") }, "\(two)")
        let three = run(.three, options: RenderOptions(showOpponentPoints: true)).filter { $0.hasPrefix("Trump: ") }
        #expect(three.allSatisfy { $0.contains(" · Computer A: ") && $0.contains(" · Computer B: ") }, "\(three)")
        let four = run(.four, options: RenderOptions(showOpponentPoints: true)).filter { $0.hasPrefix("Trump: ") }
        #expect(four.allSatisfy { $0.contains("your team's points: ") && $0.contains(" · opponents: ") }, "\(four)")
        // The emulators' points grow as they take tricks.
        let taken = three.compactMap { $0.components(separatedBy: " · Computer A: ").last?.prefix { $0.isNumber } }.compactMap { Int($0) }
        #expect(taken.count == three.count && (taken.last ?? 0) > 0, "\(three)")
        let hidden = run(.two, options: RenderOptions()).filter { $0.hasPrefix("Trump: ") }
        #expect(!hidden.isEmpty && hidden.allSatisfy { !$0.contains("Computer:") })
    }

    /// Without a UTF-8 locale the punctuation is ASCII, as the full screen's is.
    @Test func anAsciiLocaleGetsAsciiPunctuation() {
        let output = run(.two, options: RenderOptions(unicode: false)).joined(separator: "\n")
        #expect(output.contains("Trump: ") && !output.contains("·") && !output.contains("—"), "\(output)")
        #expect(run(.two, options: RenderOptions()).joined().contains("·"))
    }
}
