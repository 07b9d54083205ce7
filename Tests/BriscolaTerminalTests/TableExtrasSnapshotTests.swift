import BriscolaCore
import BriscolaSession
import BriscolaTerminal
import BriscolaWire
import Testing

/// The table's additions as the person sees them, at 80×24 and 120×40: the chat strip and the
/// line being typed, the cards-out panel, four players with the trick's taker and who leads next,
/// and the same text with or without colour.
@Suite struct TableExtrasSnapshotTests {
    let golden = SnapshotTests()
    static let sizes = SnapshotTests.sizes
    static let plain = RenderOptions(unicode: true, color: false)

    /// A network table two cards into game 1, with a few lines said.
    static func chatting() -> NetTableApp {
        let (start, inbox, _) = ChatTests.table()
        var app = start
        inbox.post(.chat(seat: 1, text: "Ciao Ada, buona fortuna!"))
        _ = app.drainInbox()
        for key in "!1" { _ = app.handle(.key(.character(key))) }
        inbox.post(.chat(seat: 1, text: "Grazie. This line is long enough to need wrapping in the corner beside the hand."))
        _ = app.drainInbox()
        return app.app
    }

    @Test(arguments: sizes)
    func chatStrip(_ width: Int, _ height: Int) throws {
        let app = Self.chatting()
        let canvas = app.render(width: width, height: height, options: SnapshotTests.unicode)
        #expect(canvas.text.contains("Bruno: Ciao Ada") && canvas.text.contains("You: Bella!"), "\(canvas.text)")
        #expect(canvas.text == app.render(width: width, height: height, options: Self.plain).text)
        try golden.check("chat-\(width)x\(height)", canvas)
    }

    @Test func typingALine() throws {
        var app = Self.chatting()
        for key in "c" + "Ancora una? Dai" { _ = app.handle(.key(.character(key))) }
        let canvas = app.render(width: 80, height: 24, options: RenderOptions(unicode: false, color: false))
        #expect(canvas.text.contains("Say: Ancora una? Dai_"))
        let ascii = canvas.text.unicodeScalars.allSatisfy(\.isASCII)
        #expect(ascii)
        try golden.check("chat-typing-ascii-80x24", canvas)
    }

    @Test(arguments: sizes)
    func cardsOut(_ width: Int, _ height: Int) throws {
        var driver = Driver()
        driver.playUntil { $0.view.tricksPlayed >= 5 && $0.phase == .yourTurn }
        driver.press(.character("o"))
        #expect(driver.app.screen.showsCardsOut)
        let canvas = TableScreen.render(driver.app.screen, width: width, height: height, options: SnapshotTests.unicode)
        let played = driver.app.view.played.count
        // The ranks' letters head their columns; in the 80×24 box the count stands before them.
        let title = height < 30 ? "\(played)/40   A 3 R C F 7 6 5 4 2" : "Cards played: \(played) of 40"
        #expect(canvas.text.contains(title) && canvas.text.contains("A 3 R C F 7 6 5 4 2") && canvas.text.contains("(others hidden)"),
                "\(canvas.text)")
        var shown = RenderOptions(unicode: true, color: false, showOpponentPoints: true)
        shown.bell = false
        let withPoints = TableScreen.render(driver.app.screen, width: width, height: height, options: shown).text
        #expect(withPoints.contains("Computer \(driver.app.view.capturedPoints[1])"), "\(withPoints)")
        try golden.check("cards-out-\(width)x\(height)", canvas)
        driver.press(.character("o"))
        #expect(!TableScreen.render(driver.app.screen, width: width, height: height, options: SnapshotTests.unicode).text
            .contains("A 3 R C F 7 6 5 4 2"))
    }

    @Test func aNoticeKeepsTheCentredBoxOnABigTerminal() throws {
        let waiting = "Waiting for a player. They join 192.0.2.2:48617 or [fd00::2]:48617 (Join a table by address)."
        let app = NetTableApp(title: "hosting on port 48617 as Anna", waiting: waiting, inbox: SessionInbox())
        let canvas = app.render(width: 120, height: 40, options: SnapshotTests.unicode)
        #expect(canvas.text.contains("[fd00::2]:48617") && !canvas.text.contains("Series"), "\(canvas.text)")
        try golden.check("waiting-120x40", canvas)
    }

    /// On the result screen the cards-out panel hides nobody's points: the game is over.
    @Test func theResultShowsEveryonesPointsInTheCardsOutPanel() throws {
        var driver = Driver()
        driver.press(.character("o"))
        driver.playUntil { $0.phase == .result }
        let text = TableScreen.render(driver.app.screen, width: 120, height: 40, options: SnapshotTests.unicode).text
        let points = driver.app.view.capturedPoints
        #expect(text.contains("Points: you \(points[0]), Computer \(points[1])") && !text.contains("hidden"), "\(text)")
    }

    /// With four players the side panel says who leads, until the game is over.
    @Test func nobodyLeadsOnceTheGameIsOver() throws {
        var driver = Driver(seed: 11, players: .four)
        let during = TableScreen.render(driver.app.screen, width: 120, height: 40, options: SnapshotTests.unicode).text
        #expect(during.contains("lead"), "\(during)")
        driver.playUntil { $0.phase == .result }
        let over = TableScreen.render(driver.app.screen, width: 120, height: 40, options: SnapshotTests.unicode).text
        #expect(!over.contains("lead") && over.contains("Partner"), "\(over)")
    }

    @Test func cardsOutInASCIIWithoutColour() throws {
        var driver = Driver(seed: 3, players: .three)
        driver.playUntil { $0.view.tricksPlayed >= 4 && $0.phase == .yourTurn }
        driver.press(.character("o"))
        let canvas = TableScreen.render(driver.app.screen, width: 80, height: 24, options: RenderOptions(unicode: false, color: false))
        let ascii = canvas.text.unicodeScalars.allSatisfy(\.isASCII)
        #expect(ascii)
        // Three players: the 2 of Bastoni is out of the game, so its place stays blank.
        #expect(canvas.text.contains("\(driver.app.view.played.count)/39   A 3 R C F 7 6 5 4 2"), "\(canvas.text)")
        // With every seat's points shown, the names give way so the last seat's points still fit.
        var shown = RenderOptions(unicode: false, color: false, showOpponentPoints: true)
        shown.bell = false
        let points = TableScreen.render(driver.app.screen, width: 80, height: 24, options: shown).text
            .split(separator: "\n").compactMap { line in line.range(of: "Points: you").map { String(line[$0.lowerBound...]) } }
            .first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        let captured = driver.app.view.capturedPoints
        #expect(points.hasPrefix("Points: you \(captured[0]), Compu") && points.hasSuffix(" \(captured[2])") && points.contains(". A ") && points.contains(". B "), "\(points)")
        try golden.check("cards-out-three-ascii-80x24", canvas)
    }

    @Test(arguments: sizes)
    func fourPlayersWithTheTrickTaken(_ width: Int, _ height: Int) throws {
        var driver = Driver(seed: 11, players: .four)
        driver.playFirstAndHold()
        var steps = 0
        while driver.app.phase != .trickShown, steps < 10 {
            _ = driver.app.handle(.tick)
            steps += 1
        }
        let trick = try #require(driver.app.shownTrick)
        let canvas = TableScreen.render(driver.app.screen, width: width, height: height, options: SnapshotTests.unicode)
        let leader = trick.winner == 0 ? "You lead next" : "\(driver.app.names[trick.winner]) leads next"
        // Under the card that took it: "take +N" under "You", "takes +N" under anyone else.
        let takes = trick.winner == 0 ? "take +\(trick.points)" : "takes +\(trick.points)"
        #expect(canvas.text.contains(takes) && canvas.text.contains(leader), "\(canvas.text)")
        if width >= 120 { #expect(canvas.text.contains("Us: you + Partner (opposite)"), "\(canvas.text)") }
        try golden.check("four-trick-\(width)x\(height)", canvas)
    }
}
