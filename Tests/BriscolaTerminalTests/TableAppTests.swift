import BriscolaCore
import BriscolaTerminal
import Testing

@Suite struct TableAppTests {
    @Test func numberKeysAndArrowsPlayTheChosenCard() {
        var driver = Driver()
        let hand = Array(driver.app.view.hand)
        driver.press(.right)
        driver.press(.right)
        #expect(driver.app.selection == 2)
        _ = driver.app.handle(.key(.enter))
        #expect(driver.app.view.table.first == hand[2] || driver.app.view.played.contains(hand[2]))
    }

    @Test func aWholeGameEndsOnTheResultScreenAndTheSeriesCounts() {
        var driver = Driver()
        driver.playUntil { _ in false }
        #expect(driver.app.phase == .result)
        #expect(driver.app.finalScores.reduce(0, +) == 120)
        let series = driver.app.screen.series
        #expect(series.wins + series.draws + series.losses == 1)
        #expect(driver.app.finished.count == 1)
        #expect((try? driver.app.finished[0].verify().get()) != nil, "the record replays")
        driver.press(.character("y"))
        #expect(driver.app.gameNumber == 2 && driver.app.phase != .result)
        #expect(driver.app.finished[0].dealer != driverDealer(driver), "the dealer moves")
        // s (sì) deals the next one too.
        driver.playUntil { _ in false }
        driver.press(.character("s"))
        #expect(driver.app.gameNumber == 3 && driver.app.phase != .result)
    }

    /// The current game's dealer, derived from who leads: the seat after the dealer leads.
    func driverDealer(_ driver: Driver) -> Int {
        let players = driver.app.config.players.players
        return (driver.app.view.leader + players - 1) % players
    }

    @Test func helpPausesTheGameAndAnyKeyCloses() {
        var driver = Driver()
        driver.press(.character("1"))
        _ = driver.app.handle(.key(.character("h")))
        #expect(driver.app.overlay == .help)
        let before = driver.app.view
        #expect(driver.app.handle(.tick) == [.wait(milliseconds: 200)])
        #expect(driver.app.view == before, "nothing moves while help is open")
        _ = driver.app.handle(.key(.character("x")))
        #expect(driver.app.overlay == nil)
    }

    @Test func quittingAsksFirst() {
        var driver = Driver()
        #expect(driver.app.handle(.key(.character("q"))).isEmpty)
        #expect(driver.app.overlay == .confirmQuit)
        #expect(driver.app.handle(.key(.character("n"))).isEmpty)
        #expect(driver.app.overlay == nil)
        _ = driver.app.handle(.key(.character("q")))
        #expect(driver.app.handle(.key(.enter)).isEmpty, "Enter never quits")
        _ = driver.app.handle(.key(.character("q")))
        #expect(driver.app.handle(.key(.character("s"))) == [.quit], "s (sì) is yes")
        var again = Driver()
        _ = again.app.handle(.key(.character("q")))
        #expect(again.app.handle(.key(.character("y"))) == [.quit])
        #expect(driver.app.handle(.key(.interrupt)) == [.quit], "Ctrl-C always leaves")
    }

    @Test func spaceSkipsThePause() {
        var driver = Driver()
        let effects = driver.app.handle(.key(.character("1")))
        #expect(effects.contains(.wait(milliseconds: 500)) || effects.contains(.wait(milliseconds: 1000)))
        let phase = driver.app.phase
        _ = driver.app.handle(.key(.character(" ")))
        #expect(driver.app.phase != phase || driver.app.view.table.count != 1)
    }

    @Test(arguments: [Variant.three, .four])
    func threeAndFourPlayerGamesRunToTheEnd(_ players: Variant) {
        var driver = Driver(players: players)
        driver.playUntil { _ in false }
        #expect(driver.app.phase == .result)
        #expect(driver.app.finalScores.reduce(0, +) == 120)
        #expect(driver.app.names.count == players.players)
    }

    /// A number past the hand plays nothing and says which numbers there are (it said nothing).
    @Test func keysForCardsYouDoNotHaveDoNothing() {
        var driver = Driver()
        #expect(driver.app.handle(.key(.character("7"))).isEmpty && driver.app.status == "Press 1, 2 or 3 to play a card.", "\(driver.app.status)")
        driver.playUntil { $0.view.hand.count == 2 && $0.phase == .yourTurn }
        let before = driver.app.view
        #expect(driver.app.handle(.key(.character("3"))).isEmpty)
        #expect(driver.app.view == before)
        #expect(driver.app.status == "Two cards left: press 1 or 2.", "\(driver.app.status)")
    }
}

@Suite struct ANSIWriterTests {
    @Test func onlyChangedRowsAreRewritten() {
        var writer = ANSIWriter()
        var canvas = Canvas(width: 10, height: 3)
        canvas.put("hello", x: 0, y: 0)
        let first = writer.frame(canvas)
        #expect(first.contains("\u{1B}[2J") && first.contains("hello"))
        #expect(writer.frame(canvas).isEmpty, "an unchanged frame writes nothing")
        canvas.put("world", x: 0, y: 2, style: Style(foreground: .red))
        let second = writer.frame(canvas)
        #expect(second.contains("\u{1B}[3;1H") && !second.contains("\u{1B}[1;1H") && second.contains(";31m"))
    }
}

@Suite struct LineModeTests {
    @Test func aWholeGameThroughLines() {
        var input = Array(repeating: "1", count: 25) + ["n"]
        input.insert("zz", at: 0)
        input.insert("9", at: 1)
        input.insert("h", at: 2)
        var output: [String] = []
        var lines = input.makeIterator()
        let app = LineMode(readLine: { lines.next() }, write: { output.append($0) })
            .run(TableApp(config: TableAppConfig(name: "Ada", seed: 3)))
        let text = output.joined(separator: "\n")
        #expect(app.finished.count == 1)
        #expect(text.contains("Not a card in your hand: \"zz\""))
        #expect(text.contains("Not a card in your hand: \"9\""))
        #expect(text.contains("strongest first"))
        #expect(text.contains("Game 1 over"))
        #expect(text.contains("Play again? (y/n)"))
    }

    /// The code of a card someone else holds is refused in the same words as a typo, not as a
    /// rule error about seats.
    @Test func aCardCodeNotInTheHandIsNotACardOfTheHand() throws {
        let app = TableApp(config: TableAppConfig(name: "Ada", seed: 3))
        let elsewhere = try #require(Card.all.first { app.view.hand.position(of: $0) == nil })
        var lines = [elsewhere.code].makeIterator()
        var output: [String] = []
        _ = LineMode(readLine: { lines.next() }, write: { output.append($0) }).run(app)
        let text = output.joined(separator: "\n")
        #expect(text.contains("Not a card in your hand: \"\(elsewhere.code)\""), "\(text)")
        #expect(!text.contains("seat 0"), "\(text)")
    }

    /// The opponent is "the computer" at every level, named in the title with its level (a
    /// newcomer met "the emulator" first, and did not know the word).
    @Test func theTitleNamesTheComputerAndItsLevel() {
        #expect(TableApp(config: TableAppConfig(name: "Ada", seed: 3)).title == "you vs the computer (normal)")
        #expect(TableApp(config: TableAppConfig(name: "Ada", seed: 3)).names == ["Ada", "Computer"])
        var italian = TableAppConfig(players: .three, name: "Ada", seed: 3)
        italian.language = .italian
        #expect(TableApp(config: italian).title == "contro due computer (normale)" && TableApp(config: italian).names == ["Ada", "Computer A", "Computer B"])
        #expect(TableApp(config: TableAppConfig(level: .hard, name: "Ada", seed: 3)).title.hasPrefix("you vs the computer ("))
    }

    @Test func cardCodesWorkAndEndOfInputQuitsCleanly() {
        let app = TableApp(config: TableAppConfig(name: "Ada", seed: 3))
        let code = app.view.hand[1].code
        var lines = [code].makeIterator()
        var output: [String] = []
        let after = LineMode(readLine: { lines.next() }, write: { output.append($0) }).run(app)
        #expect(after.view.played.contains(app.view.hand[1]))
        #expect(output.last?.contains("input ended") == true)
        #expect(output.last?.hasSuffix("The last game was left unfinished.") == true, "\(output)")
    }
}

/// The table thrown keys typed before it was shown: "1" then Enter in the start menu opened the
/// game and played the card Enter chose before the person saw their hand.
@Suite struct TypedAheadTests {
    @Test func keysTypedBeforeTheTableAreNotPlayed() throws {
        let terminal = ScriptedTerminal(script: [.pause(milliseconds: 10)])
        terminal.pendingKeys = [.enter, .character("1"), .character("2")]
        let config = TableAppConfig(players: .two, level: .normal, name: "Ada", seed: 7, pauseMilliseconds: 0)
        let app = try TerminalApp.run(TableApp(config: config), on: terminal, options: RenderOptions())
        #expect(app.screen.phase == .yourTurn && app.screen.view?.hand.count == 3, "\(terminal.shownText.suffix(400))")
        #expect(!terminal.shownText.contains("You play"), "\(terminal.shownText.suffix(400))")
    }

    /// Ctrl-C typed ahead still leaves: only keys that could play a card unseen are dropped.
    @Test func ctrlCTypedBeforeTheTableStillLeaves() throws {
        let terminal = ScriptedTerminal(script: [.pause(milliseconds: 2000)])
        terminal.pendingKeys = [.character("1"), .interrupt]
        let config = TableAppConfig(players: .two, level: .normal, name: "Ada", seed: 7, pauseMilliseconds: 0)
        let app = try TerminalApp.run(TableApp(config: config), on: terminal, options: RenderOptions())
        #expect(terminal.interruption == 130 && app.screen.view?.hand.count == 3, "\(String(describing: terminal.interruption))")
    }
}

/// ASCII cards on a UTF-8 terminal (unicode off): the result box and the quit question speak as
/// the table does, with no accented letter or typographic mark beside the table's plain ones.
@Suite struct AsciiBoxesTests {
    @Test func theResultAndTheQuitQuestionAreAsciiToo() throws {
        var driver = Driver(seed: 11)
        driver.playUntil { _ in false }
        let options = RenderOptions(unicode: false, color: false, language: .italian)
        let result = driver.app.render(width: 80, height: 24, options: options).text
        #expect(result.contains("e' finita") && result.allSatisfy(\.isASCII), "\(result)")
        var playing = Driver(seed: 11)
        _ = playing.app.handle(.key(.character("q")))
        let asking = playing.app.render(width: 80, height: 24, options: options).text
        #expect(playing.app.isAskingToQuit && asking.contains("?") && asking.allSatisfy(\.isASCII), "\(asking)")
    }

    /// News in the result box is measured in its ASCII form ("…" is "..."), so a full line stays
    /// inside the box's right border.
    @Test func asciiNewsInTheResultBoxStaysInsideItsBorder() throws {
        var driver = Driver(seed: 11)
        driver.playUntil { _ in false }
        var model = driver.app.screen
        model.status = String(repeating: "Si aspetta Niccolò… ", count: 6) + "Un'altra partita?"
        let options = RenderOptions(unicode: false, color: false, language: .italian)
        let shown = TableScreen.render(model, width: 80, height: 24, options: options).text
        // Every row of the box has its two borders in the same columns as the top row's corners.
        let rows = shown.split(separator: "\n").map(Array.init)
        let top = try #require(rows.first { $0.contains("+--") })
        let (left, right) = (try #require(top.firstIndex(of: "+")), try #require(top.lastIndex(of: "+")))
        let inside = rows.filter { $0.count > right && $0[left] == "|" }
        #expect(inside.count > 10 && inside.allSatisfy { $0[right] == "|" } && shown.contains("Niccolo'..."), "\(shown)")
    }
}
