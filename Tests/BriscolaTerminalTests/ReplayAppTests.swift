import BriscolaCore
import BriscolaTerminal
import BriscolaTestSupport
import BriscolaText
import Testing

@Suite struct ReplayAppTests {
    func finishedRecord() -> GameRecord? {
        var driver = Driver(seed: 11)
        driver.playUntil { _ in false }
        return driver.app.finished.first
    }

    @Test func stepsTrickByTrickWithinBounds() throws {
        let record = try #require(finishedRecord())
        var app = try #require(ReplayApp(record: record, names: ["Ada", "Emulator"], mySeat: 0, title: "replay"))
        #expect(app.screen.phase == .replaying && app.screen.view?.hand.count == 3 && app.position == 0)
        _ = app.handle(.key(.left))
        #expect(app.position == 0, "no step before the deal")
        for _ in 0..<25 { _ = app.handle(.key(.right)) }
        #expect(app.position == 20, "no step past the last trick")
        #expect(app.screen.status.hasPrefix("Trick 20 of 20"))
        #expect(app.screen.status.hasSuffix(record.scores.map(String.init).joined(separator: "–")))
        _ = app.handle(.key(.character("p")))
        #expect(app.position == 19)
        _ = app.handle(.key(.home))
        #expect(app.position == 0 && app.screen.view?.hand.count == 3, "Home goes back to the deal")
        _ = app.handle(.key(.end))
        #expect(app.position == 20 && app.screen.status.hasPrefix("Trick 20 of 20"), "End goes to the last trick")
        #expect(app.handle(.key(.character("q"))) == [.quit])
    }

    @Test func plainTextHasEveryTrickAndTheFinalScore() throws {
        let record = try #require(finishedRecord())
        let app = try #require(ReplayApp(record: record, names: ["Ada", "Emulator"], mySeat: 0, title: "replay"))
        #expect(app.plainText.count == 20)
        #expect(app.trumpLine == "Trump: \(Text(.english).card(try #require(record.trump))).", "\(app.trumpLine)")
        #expect(app.plainText.last?.hasSuffix("(\(record.scores.map(String.init).joined(separator: "–")))") == true)
        // Replayed from the other seat, that seat's score comes first, as its history says it.
        let other = try #require(ReplayApp(record: record, names: ["Ada", "Emulator"], mySeat: 1, title: "replay"))
        #expect(other.plainText.last?.hasSuffix("(\(record.scores[1])–\(record.scores[0]))") == true, "\(other.plainText.last ?? "")")
        #expect(record.scores[0] != record.scores[1], "a game whose order shows")
        var steps = other
        for _ in 0..<20 { _ = steps.handle(.key(.right)) }
        #expect(steps.screen.status.hasSuffix("\(record.scores[1])–\(record.scores[0])"), "the screen too: \(steps.screen.status)")
        #expect(ReplayApp(record: record, names: ["Ada", "Emulator"], mySeat: 2, title: "replay") == nil, "a seat the game has not")
    }

    /// A hidden deal cut off: its record holds stand-ins for the cards never played, which the
    /// replay draws face down ("?"), never as cards someone held; the played ones and the trump show.
    @Test func aHiddenDealCutOffShowsItsUnplayedCardsFaceDown() throws {
        var log = GameLog(setup: GameSetup(variant: .two, dealer: 1, seed: Seed(5)), seed: nil)
        for _ in 0..<4 { _ = log.append(Action(seat: log.state.turn, card: log.state.hands[log.state.turn][0])) }
        let record = log.record.cutOff
        #expect(record.seed == nil && record.isAbandoned)
        let app = try #require(ReplayApp(record: record, names: ["Ada", "Bruno"], mySeat: 0, title: "replay"))
        let hand = try #require(app.screen.view?.hand)
        let played = CardSet(record.actions.map(\.card))
        let unknown = hand.filter { !played.contains($0) }
        #expect(!unknown.isEmpty && unknown.allSatisfy { app.screen.unknownCards.contains($0) }, "\(hand)")
        #expect(hand.filter { played.contains($0) }.allSatisfy { !app.screen.unknownCards.contains($0) })
        let frame = TableScreen.render(app.screen, width: 80, height: 24, options: RenderOptions(color: false)).text
        #expect(frame.components(separatedBy: "?").count - 1 >= unknown.count, "face down, marked ?:\n\(frame)")
        // A game with a seed (every card known) shows every card.
        let finished = try #require(finishedRecord())
        let open = try #require(ReplayApp(record: finished, names: ["Ada", "Emulator"], mySeat: 0, title: "replay"))
        #expect(open.screen.unknownCards.isEmpty)
    }

    @Test func aRecordThatDoesNotRebuildIsRefused() throws {
        var record = try #require(finishedRecord())
        record.deck.removeLast()
        #expect(ReplayApp(record: record, names: [], mySeat: 0, title: "x") == nil)
    }

    /// The last step of a replay: nobody leads next (a game of four said who would), a player with
    /// no cards left has no gap where their backs were, and the Italian keys keep "o carte uscite"
    /// at 80 columns.
    @Test func theLastStepSaysTheGameIsOver() throws {
        var four = try #require(ReplayApp(record: try FirstCardGames.record(.four, seed: 7), names: ["Ada", "Bea", "Cy", "Dan"], mySeat: 0,
                                          title: "replay"))
        _ = four.handle(.key(.end))
        let large = four.render(width: 120, height: 40, options: RenderOptions(color: false)).text
        #expect(large.contains("Us: you + Cy") && !large.contains("leads next"), "\(large)")
        _ = four.handle(.key(.home))
        #expect(four.render(width: 120, height: 40, options: RenderOptions(color: false)).text.contains("leads"), "the deal says who leads")
        var two = try #require(ReplayApp(record: try FirstCardGames.record(.two, seed: 7), names: ["Ada", "Computer"], mySeat: 0, title: "replay"))
        _ = two.handle(.key(.end))
        let end = two.render(width: 80, height: 24, options: RenderOptions(color: false)).text
        #expect(end.contains("Computer 0 cards"), "\(end)")
        let italian = two.render(width: 80, height: 24, options: RenderOptions(color: false, language: .italian)).text
        #expect(italian.contains("o carte uscite") && italian.contains("q esce"), "\(italian)")
    }
}
