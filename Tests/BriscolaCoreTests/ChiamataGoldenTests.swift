import BriscolaCore
import Foundation
import Testing

/// Five-player deals worked by hand. Dealer 4 and the canonical deck give seat *s* the cards of
/// index *s*, *s* + 5, …: seat 0 the four Assi and the 6s (44 points), seat 1 the 2s and 7s (0),
/// seat 2 the 3s and Fanti (48), seat 3 the 4s and Cavalli (12), seat 4 the 5s and Re (16).
/// Every seat playing its first card, each suit falls in two tricks: the Asso takes the first
/// (21 points: Asso and 3) unless a trump is played on it, the Re the second (9: Fante, Cavallo, Re).
@Suite struct ChiamataGoldenTests {
    func canonicalDeal() throws -> GameLog {
        GameLog(setup: try GameSetup(variant: .five, dealer: 4, deck: Deck(canonicalFor: .five)), seed: nil)
    }

    func speak(_ log: inout GameLog, _ steps: [(Int, AuctionStep)]) throws {
        for (seat, step) in steps { _ = try log.append(AuctionAction(seat: seat, step: step)).get() }
    }

    func playFirstCards(_ log: inout GameLog) throws {
        while !log.state.isFinished {
            let seat = log.state.turn
            _ = try log.append(Action(seat: seat, card: log.state.hands[seat][0])).get()
        }
    }

    @Test func theDealGivesEightCardsEachAndTheFirstSeatAfterTheDealerSpeaks() throws {
        let log = try canonicalDeal()
        #expect((0..<5).map { log.state.hands[$0].count } == [8, 8, 8, 8, 8])
        #expect(log.state.hands[0].points == 44 && log.state.hands[2].points == 48)
        #expect(log.state.phase == .awaitingBid(seat: 0))
        #expect(log.state.stockCount == 0)
        #expect(log.state.canonicalBytes.count == 158)
    }

    /// Seat 0 wins the auction in points with 80 and calls the 2 of Bastoni (held by seat 1):
    /// Bastoni is trump, which changes no trick here. Seat 0 takes 4 × 21 = 84, seat 4 takes 36;
    /// the side of seats 0 and 1 has 84 ≥ 80 and wins: +2, +1, −1, −1, −1.
    @Test func anAuctionInPointsWonByTheCaller() throws {
        var log = try canonicalDeal()
        try speak(&log, [(0, .bid(.rank(.tre))), (1, .pass), (2, .bid(.rank(.due))), (3, .pass), (4, .pass),
                         (0, .bid(.points(61))), (2, .bid(.points(70))), (0, .bid(.points(80))), (2, .pass)])
        #expect(log.state.phase == .awaitingCall(seat: 0))
        try speak(&log, [(0, .call(.bastoni))])
        #expect(log.state.auction.called == Card(.due, .bastoni) && log.state.auction.partner == 1)
        #expect(log.state.trump == .bastoni && log.state.auction.target == 80)
        try playFirstCards(&log)
        #expect(log.state.scores == [84, 0, 0, 0, 36])
        #expect(log.state.result == .wonTogether(sides: [0, 1]))
        #expect(ChiamataScore.dealScores(of: log.state) == [2, 1, -1, -1, -1])
        #expect(log.record.result.code == "win:0,1")
        #expect(try log.record.verify().get().state == log.state)
    }

    /// The same play with the bid at 90: 84 is short, the three others win: −2, −1, +1, +1, +1.
    @Test func aBidInPointsMissedLoses() throws {
        var log = try canonicalDeal()
        try speak(&log, [(0, .bid(.rank(.due))), (1, .pass), (2, .pass), (3, .pass), (4, .bid(.points(61))),
                         (0, .bid(.points(90))), (4, .pass), (0, .call(.bastoni))])
        try playFirstCards(&log)
        #expect(log.state.result == .wonTogether(sides: [2, 3, 4]))
        #expect(ChiamataScore.dealScores(of: log.state) == [-2, -1, 1, 1, 1])
    }

    /// Seat 0 bids the Asso, all pass, and it calls the Asso di Coppe — its own: alone, with
    /// Coppe trump. The Coppe tricks are all-trump and fall as before; seat 0 takes 84 ≥ 61: +4
    /// and −1 for each of the others.
    @Test func aLoneCaller() throws {
        var log = try canonicalDeal()
        try speak(&log, [(0, .bid(.rank(.asso))), (1, .pass), (2, .pass), (3, .pass), (4, .pass), (0, .call(.coppe))])
        #expect(log.state.auction.isAlone)
        // Nobody else is told who holds the called card; its holder knows.
        #expect(log.state.view(for: 2).auction.partner == nil && log.state.view(for: 0).auction.partner == 0)
        #expect(log.state.view(for: 0).role == .caller && log.state.view(for: 2).role == .defender)
        try playFirstCards(&log)
        #expect(log.state.scores == [84, 0, 0, 0, 36])
        #expect(log.state.result == .won(side: 0))
        #expect(ChiamataScore.dealScores(of: log.state) == [4, -1, -1, -1, -1])
    }

    @Test func everyonePassingThrowsTheDealIn() throws {
        var log = try canonicalDeal()
        try speak(&log, (0..<5).map { ($0, .pass) })
        #expect(log.state.isFinished && log.state.auction.stage == .thrownIn)
        #expect(log.state.result == .tied(sides: [0, 1, 2, 3, 4]))
        #expect(ChiamataScore.dealScores(of: log.state) == [0, 0, 0, 0, 0])
        let record = log.record
        #expect(record.trump == nil && record.actions.isEmpty && record.dealScores == [0, 0, 0, 0, 0])
        let decoded = try JSONDecoder().decode(GameRecord.self, from: JSONEncoder().encode(record))
        #expect(try decoded.verify().get().state == log.state)
    }

    @Test func thePartnerIsHiddenUntilTheCalledCardIsPlayed() throws {
        var log = try canonicalDeal()
        try speak(&log, [(0, .bid(.rank(.tre))), (1, .pass), (2, .pass), (3, .pass), (4, .pass), (0, .call(.spade))])
        #expect(log.state.auction.partner == 2) // 3 of Spade: seat 2's
        for seat in [0, 1, 3, 4] { #expect(log.state.view(for: seat).auction.partner == nil) }
        #expect(log.state.view(for: 2).role == .partner)
        #expect(log.state.view(for: 3).possiblePartners == [0, 1, 2, 4])
        try playFirstCards(&log)
        #expect(log.state.view(for: 3).auction.partner == 2)
    }

    @Test func theSeriesKeepsRunningStandings() throws {
        var log = try canonicalDeal()
        try speak(&log, [(0, .bid(.rank(.asso))), (1, .pass), (2, .pass), (3, .pass), (4, .pass), (0, .call(.coppe))])
        try playFirstCards(&log)
        var series = Series(variant: .five, firstDealer: 4)
        series.finish(log.state)
        series.finish(log.state)
        #expect(series.standings == [8, -2, -2, -2, -2])
        #expect(series.dealer(ofGame: 2) == 0)
    }
}
