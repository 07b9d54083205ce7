import BriscolaAI
import BriscolaCore
@testable import BriscolaTerminal
import BriscolaText
import Testing

/// A table of five against four computer players, driven by keys: the auction (bids chosen with
/// the arrows, p to pass), the call, the play, the result with deal scores and the standings, a
/// deal thrown in.
@Suite struct FiveTableAppTests {
    static func driver(seed: UInt64 = 7, level: Level = .normal, language: Language = .english) -> Driver {
        var driver = Driver(seed: seed, players: .five)
        driver.app = TableApp(config: TableAppConfig(players: .five, level: level, name: "Ada", seed: seed, pauseMilliseconds: 500, language: language))
        driver.settle(driver.app.start())
        return driver
    }

    /// A deal where the person passes, then plays card 1 at each turn (bounded) to its end.
    static func passedAndPlayedOut() -> Driver {
        var driver = driver()
        driver.press(.character("p"))
        var steps = 0
        while driver.app.phase == .yourTurn, steps < 20 {
            driver.press(.character("1"))
            steps += 1
        }
        return driver
    }

    /// The first seed (from 1) whose first deal, after the person's `keys`, reaches `stop`.
    static func seed(level: Level, keys: [Key], language: Language = .english, until stop: (TableApp) -> Bool) -> Driver? {
        for seed in UInt64(1)...400 {
            var driver = driver(seed: seed, level: level, language: language)
            for key in keys where driver.app.phase == .yourTurn { driver.press(key) }
            if stop(driver.app) { return driver }
        }
        return nil
    }

    @Test func thePersonOpensTheAuctionOfTheFirstGameWithEveryBidAndPass() {
        let driver = Self.driver()
        let app = driver.app
        #expect(app.phase == .yourTurn && app.view.auction.stage == .bidding && app.view.hand.count == 8)
        // Points come only once the 2 is named: the opening choices are the ten ranks and pass.
        #expect(app.bidChoices.count == 11 && app.bidChoices.first == .rank(.asso) && app.bidChoices[9] == .rank(.due) && app.bidChoices.last == .some(nil))
        #expect(Bid.choices(after: .rank(.due)) == (61...120).map(Bid.points))
        #expect(app.status == "Game 1: you open the auction — choose a bid, or p to pass.")
    }

    @Test func arrowsChooseAndEnterBids() {
        var driver = Self.driver()
        driver.press(.right)
        driver.press(.right)
        #expect(driver.app.selection == 2)
        driver.press(.down)
        #expect(driver.app.selection == 10 && driver.app.bidChoices[10] == nil)
        driver.press(.up)
        #expect(driver.app.selection == 0)
        driver.press(.right)
        _ = driver.app.handle(.key(.enter))
        #expect(driver.app.view.auction.said[0] == .bid(.rank(.tre)))
        #expect(driver.app.status == "You bid 3.")
    }

    @Test func pPassesAndTheComputersSpeakInTurn() {
        var driver = Self.driver()
        _ = driver.app.handle(.key(.character("p")))
        #expect(driver.app.view.auction.said[0] == .passed && driver.app.status == "You pass.")
        #expect(driver.app.phase == .opponentThinking)
        driver.settle([.wait(milliseconds: 1)])
        // The person is out of the auction: the computers finish it, then play goes on.
        #expect(driver.app.view.auction.stage != .bidding)
    }

    @Test func aWholeDealByKeysEndsWithDealScoresAndStandings() throws {
        let driver = Self.passedAndPlayedOut()
        let app = driver.app
        #expect(app.phase == .result)
        let record = try #require(app.finished.last)
        let deal = try #require(record.dealScores)
        #expect(deal.reduce(0, +) == 0 && deal[0] != 0)
        #expect(app.series.standings == deal)
        #expect(app.screen.dealScores == deal && app.screen.standings == deal)
        guard case .success = record.verify() else {
            Issue.record("the record does not replay")
            return
        }
        // The person passed: not the caller; their score is the partner's or another's.
        #expect(abs(deal[0]) == 1)
    }

    @Test func theWinnerCallsTheSuitAndACallerHoldingTheCardPlaysAlone() throws {
        // Easy computers pass half the time: a deal where the person's Asso wins the auction.
        let won = try #require(Self.seed(level: .easy, keys: [.enter]) { $0.view.auction.stage == .calling && $0.view.turn == 0 })
        var driver = won
        #expect(driver.app.phase == .yourTurn)
        let hand = driver.app.view.hand
        let own = Suit.allCases.firstIndex { hand.contains(Card(.asso, $0)) }
        let other = try #require(Suit.allCases.firstIndex { !hand.contains(Card(.asso, $0)) })
        #expect(driver.app.selection == other)
        var alone = driver
        driver.press(.character(Character("\(other + 1)")))
        #expect(driver.app.view.auction.called == Card(.asso, Suit.allCases[other]) && !driver.app.view.auction.isAlone)
        if let own {
            _ = alone.app.handle(.key(.character(Character("\(own + 1)"))))
            #expect(alone.app.view.auction.isAlone)
            #expect(alone.app.status.contains("you play alone, 1 against 4"))
        }
    }

    @Test func aDealThrownInSaysSoAndTheNextDealerDeals() throws {
        var driver = try #require(Self.seed(level: .easy, keys: [.character("p")]) { $0.view.auction.stage == .thrownIn })
        #expect(driver.app.phase == .result && driver.app.status == "Everyone passed: the deal is thrown in.")
        let frame = TableScreen.render(driver.app.screen, width: 80, height: 24, options: RenderOptions(unicode: true, color: false)).text
        #expect(frame.contains("Everyone passed: the deal is thrown in.") && frame.contains("Enter deals again"))
        // The first to speak sits after the dealer: one seat on, the deal passed on.
        let opener = driver.app.view.leader
        driver.press(.enter)
        #expect(driver.app.gameNumber == 2 && driver.app.view.leader == (opener + 1) % 5)
        #expect(driver.app.view.auction.stage == .bidding && driver.app.view.hand.count == 8)
    }

    @Test func theCalledCardShowsThePartnerToAllOnlyWhenItFalls() {
        var driver = Self.driver()
        driver.press(.character("p"))
        var sawUnknown = false, sawKnown = false
        var steps = 0
        while driver.app.phase != .result, steps < 400 {
            let view = driver.app.view
            if let called = view.auction.called, let caller = view.auction.caller, caller != 0, !view.hand.contains(called) {
                if view.played.contains(called) { sawKnown = sawKnown || view.auction.partner != nil } else { sawUnknown = sawUnknown || view.auction.partner == nil }
            }
            _ = driver.app.handle(driver.app.phase == .yourTurn ? .key(.character("1")) : .tick)
            steps += 1
        }
        #expect(sawUnknown)
        #expect(sawKnown || driver.app.view.auction.partner == driver.app.view.auction.caller)
    }

    @Test func plainLinesAskTheBidThenTheCardsAndSayTheDealScores() {
        var lines = (["xx", "p"] + Array(repeating: "1", count: 8) + ["n"]).makeIterator()
        var said: [String] = []
        let config = TableAppConfig(players: .five, level: .normal, name: "Ada", seed: 7, pauseMilliseconds: 0)
        let app = LineMode(readLine: { lines.next() }, write: { said.append($0) }).run(TableApp(config: config))
        let all = said.joined(separator: "\n")
        #expect(app.finished.count == 1 && app.finished[0].dealScores?.reduce(0, +) == 0, "\(all)")
        #expect(all.hasPrefix("Briscola: you vs four computers (normal). First the auction:"), "\(all)")
        #expect(all.contains("Auction: Ada -") && all.contains("Your bid (a rank: Asso 3 Re Cavallo Fante 7 6 5 4 2; or points 61-120; p passes):"), "\(all)")
        #expect(all.contains("\"xx\" is not a bid you may make now: Asso … 2, or p to pass."), "\(all)")
        #expect(all.contains("Called: ") && all.contains("Deal scores: Ada ") && all.contains("Series: Ada "), "\(all)")
    }

    @Test func aFinishedDealOfFiveReplaysWithItsCallOnScreen() throws {
        let driver = Self.passedAndPlayedOut()
        let record = try #require(driver.app.finished.last)
        let replay = try #require(ReplayApp(record: record, names: driver.app.names, mySeat: 0, title: "replay"))
        #expect(replay.lastPosition == 8)
        let frame = TableScreen.render(replay.screen, width: 80, height: 24, options: RenderOptions(unicode: true, color: false)).text
        let caller = try #require(driver.app.view.auction.caller)
        #expect(frame.contains("Called ") && frame.contains(driver.app.names[caller]) && frame.contains("partner: unknown"), "\(frame)")
    }
}
