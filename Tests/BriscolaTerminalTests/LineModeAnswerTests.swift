import BriscolaTerminal
import Testing

/// Line mode (pipes and scripts) explains what to type, not the full screen's keys, and takes an
/// empty line as nothing typed yet.
@Suite struct LineModeAnswerTests {
    func run(_ input: [String], seed: UInt64 = 3) -> (app: TableApp, output: [String]) {
        var lines = input.makeIterator()
        var output: [String] = []
        let app = LineMode(readLine: { lines.next() }, write: { output.append($0) })
            .run(TableApp(config: TableAppConfig(name: "Ada", seed: seed)))
        return (app, output)
    }

    @Test func helpSaysWhatToTypeNotWhichKeysToPress() {
        let (_, output) = run(["h"])
        let help = output.joined(separator: "\n")
        #expect(help.contains("strongest first"), "the rules are still there")
        for words in ["1, 2 or 3", "a card's code", "3D", "h or ?", "q quits"] {
            #expect(help.contains(words), "help lacks \(words)")
        }
        for fullScreenOnly in ["Space", "Enter", "←", "→", "LEFTRIGHT", "Press any key"] {
            #expect(!help.contains(fullScreenOnly), "help mentions \(fullScreenOnly)")
        }
    }

    /// o shows the cards out, as the full screen's panel does (it was "Not a card in your hand").
    @Test func oShowsTheCardsOut() throws {
        let (app, output) = run(["1", "1", "o"])
        let shown = output.joined(separator: "\n")
        #expect(!shown.contains("Not a card") && shown.contains("A 3 R C F 7 6 5 4 2") && shown.contains("Points: you"), "\(shown)")
        let played = app.view.played.count
        #expect(played >= 2 && shown.contains("\(played)/40"), "\(shown)")
        let (_, help) = run(["h"])
        #expect(help.joined(separator: "\n").contains("o           the cards played"))
    }

    @Test func anEmptyLineAsksAgain() throws {
        let (app, output) = run(["", "   ", "1"])
        #expect(!output.contains { $0.contains("Not a card") })
        let first = try #require(output.firstIndex(of: "Your card:"))
        #expect(Array(output[first...].prefix(3)) == ["Your card:", "Your card:", "Your card:"])
        #expect(app.view.played.count >= 1, "the card typed after the empty lines was played")
    }

    @Test func anEmptyLineAfterAGameAsksAgainRatherThanQuitting() {
        let (app, output) = run(Array(repeating: "1", count: 20) + ["", "n"])
        #expect(app.finished.count == 1)
        #expect(output.filter { $0 == "Play again? (y/n)" }.count == 2)
        #expect(output.last?.contains("bye") == true)
    }

    @Test func anAnswerThatIsNeitherYesNorNoIsAskedAgainNotTakenForNo() {
        let (app, output) = run(Array(repeating: "1", count: 20) + ["1", "y", "q"])
        #expect(output.contains("Answer y to play again or n to stop."), "\(output.suffix(6))")
        #expect(app.gameNumber == 2, "the y after it dealt a second game")
    }

    /// q before the first card leaves a game never played: it is not "Game over", nor abandoned.
    @Test func leavingBeforeTheFirstCardIsNoGameOver() {
        var lines = ["q"].makeIterator()
        var said: [String] = []
        let app = LineMode(readLine: { lines.next() }, write: { said.append($0) }).run(TableApp(config: TableAppConfig(name: "Ada", seed: 3)))
        #expect(app.finished.isEmpty && app.unfinishedRecord == nil)
        #expect(said.last == "Stopped (bye). Series: 0 won, 0 drawn, 0 lost.", "\(said.suffix(2))")
    }

    /// `yes 1 | briscola play`: the game is played, then twenty answers not understood end it as
    /// the end of input would — before, it asked again forever.
    @Test func endlessWrongAnswersEndTheGameRatherThanAskingForever() {
        var served = 0
        var output: [String] = []
        let app = LineMode(readLine: {
            served += 1
            return served < 10_000 ? "1" : nil
        }, write: { output.append($0) }).run(TableApp(config: TableAppConfig(name: "Ada", seed: 3)))
        #expect(app.finished.count == 1 && served < 200, "\(served) lines read")
        #expect(output.last?.hasPrefix("Game over (20 answers in a row not understood)") == true, "\(output.suffix(3))")
        // In a game: a wrong card twenty times in a row.
        var lines = (Array(repeating: "9", count: 19) + ["1"] + Array(repeating: "zz", count: 20)).makeIterator()
        var said: [String] = []
        let stopped = LineMode(readLine: { lines.next() }, write: { said.append($0) }).run(TableApp(config: TableAppConfig(name: "Ada", seed: 3)))
        #expect(stopped.view.played.count >= 1, "nineteen wrong, then a card: still playing")
        #expect(said.last?.contains("20 answers in a row not understood") == true && lines.next() == nil, "\(said.suffix(3))")
        // `yes ''`: blank lines end it too, in a bounded number.
        var blanks = 0
        let idle = LineMode(readLine: {
            blanks += 1
            return blanks < 100_000 ? "" : nil
        }, write: { _ in }).run(TableApp(config: TableAppConfig(name: "Ada", seed: 3)))
        #expect(blanks <= LineMode.patience * LineMode.patience && idle.view.played.isEmpty, "\(blanks) blank lines read")
    }

    /// To a terminal of 40 columns a long line is broken at spaces (the terminal broke "[4B" / "]").
    @Test func longLinesAreBrokenAtSpacesForANarrowTerminal() {
        var lines = ["1", "q"].makeIterator()
        var output: [String] = []
        _ = LineMode(readLine: { lines.next() }, write: { output.append($0) }, width: 40)
            .run(TableApp(config: TableAppConfig(name: "Ada", seed: 3)))
        let printed = output.joined(separator: "\n").split(separator: "\n")
        #expect(printed.allSatisfy { $0.count <= 40 }, "\(printed.filter { $0.count > 40 })")
        #expect(printed.contains { $0.hasPrefix("Stopped (bye).") }, "nothing lost: \(printed.suffix(3))")
        #expect(!printed.contains { $0.contains("Game over") }, "a game cut off is not over: \(printed.suffix(3))")
        // A card is never parted from its code, and nothing unbreakable reaches the reader.
        #expect(!printed.contains { $0.hasPrefix("[") } && !printed.contains { $0.contains("\u{A0}") }, "\(printed)")
        var wide: [String] = []
        var again = ["1", "q"].makeIterator()
        _ = LineMode(readLine: { again.next() }, write: { wide.append($0) }).run(TableApp(config: TableAppConfig(name: "Ada", seed: 3)))
        #expect(wide.joined(separator: "\n").split(separator: "\n").contains { $0.count > 40 }, "without a width, lines as they are")
        #expect(!wide.joined().contains("\u{A0}") && wide.contains { $0.contains("]  2) ") }, "two spaces between cards: \(wide)")
    }

    @Test func withFourThePointsShownAreTheTeams() {
        var lines = ["1", "q"].makeIterator()
        var output: [String] = []
        _ = LineMode(readLine: { lines.next() }, write: { output.append($0) })
            .run(TableApp(config: TableAppConfig(players: .four, name: "Ada", seed: 3)))
        #expect(output.contains { $0.contains("your team's points: ") }, "\(output.prefix(8))")
    }
}
