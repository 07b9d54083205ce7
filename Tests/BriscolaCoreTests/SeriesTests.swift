import BriscolaCore
import Testing

@Suite struct SeriesTests {
    @Test func theDealPassesOneSeatEachGameFromTheFirstDealer() {
        let network = Series(variant: .two)
        #expect((1...4).map(network.dealer(ofGame:)) == [0, 1, 0, 1])
        let local = Series.local(.four)
        #expect((1...5).map(local.dealer(ofGame:)) == [3, 0, 1, 2, 3])
        let setup = local.setup(ofGame: 1, seed: Seed(9))
        #expect(GameState(setup: setup).turn == 0, "at a local table the person leads the first game")
    }

    @Test func seedsAreTheOddAndEvenOutputsOfTheSeriesStream() {
        var stream = SplitMix64(seed: 42)
        let outputs = (0..<6).map { _ in stream.next() }
        for game in 1...3 {
            #expect(SeriesRule.deckSeed(ofGame: game, seriesSeed: 42) == Seed(outputs[2 * game - 2]))
            #expect(SeriesRule.choiceSeed(ofGame: game, seriesSeed: 42) == Seed(outputs[2 * game - 1]))
        }
        #expect(SeriesRule.deckSeed(ofGame: 1, seriesSeed: 43) != SeriesRule.deckSeed(ofGame: 1, seriesSeed: 42))
        #expect(SeriesRule.deckSeed(ofGame: 1, seriesSeed: 42).hex.hasPrefix("04721065bafae157"), "the vector in Protocol.md §2")
    }

    @Test func theScoreCountsEachSidesOutcomes() {
        var series = Series(variant: .three)
        series.finish(.won(side: 0))
        series.finish(.tied(sides: [1, 2]))
        series.finish(.won(side: 2))
        #expect(series.score(for: 0) == SeriesScore(wins: 1, draws: 0, losses: 2))
        #expect(series.score(for: 2) == SeriesScore(wins: 1, draws: 1, losses: 1))
        #expect(series.results.count == 3)
    }
}

@Suite struct GameLogTests {
    @Test func anIllegalActionChangesNothingAndIsNamed() {
        var log = GameLog(setup: GameSetup(variant: .two, dealer: 1, seed: Seed(3)), seed: Seed(3))
        let before = log
        let stranger = log.state.hands[1][0]
        guard case let .failure(error) = log.append(Action(seat: 0, card: stranger)) else {
            Issue.record("a card from the other hand was accepted")
            return
        }
        #expect(error == .cardNotInHand(seat: 0, card: stranger))
        #expect(log == before)
    }

    @Test func theRecordOfAnyPrefixReplaysAndAbandonedOnlyWhenUnfinished() throws {
        var generator = Xoshiro256(seed: Seed(11))
        for game in 0..<20 {
            let variant = [Variant.two, .three, .four][game % 3]
            var log = GameLog(setup: GameSetup(variant: variant, dealer: game % variant.players, seed: Seed(UInt64(game))), seed: Seed(UInt64(game)))
            let stop = generator.bounded(variant.deckSize + 1)
            while !log.state.isFinished, log.actions.count < stop {
                let hand = log.state.hands[log.state.turn]
                _ = try log.append(Action(seat: log.state.turn, card: hand[generator.bounded(hand.count)])).get()
            }
            let record = log.record
            #expect(record.isAbandoned == !log.state.isFinished)
            let replayed = try record.verify().get()
            #expect(replayed.state == log.state && replayed.tricks == log.tricks)
            if log.state.isFinished { #expect(log.tricks.reduce(0) { $0 + $1.points } == 120) }
        }
    }

    @Test func aRecordWhoseResultWasEditedDoesNotVerify() throws {
        var generator = Xoshiro256(seed: Seed(5))
        var log = GameLog(setup: GameSetup(variant: .two, dealer: 0, seed: Seed(5)), seed: Seed(5))
        while !log.state.isFinished {
            let hand = log.state.hands[log.state.turn]
            _ = try log.append(Action(seat: log.state.turn, card: hand[generator.bounded(hand.count)])).get()
        }
        var edited = log.record
        let other = log.state.result == GameResult(scores: [0, 1]) ? GameResult(scores: [1, 0]) : GameResult(scores: [0, 1])
        edited.result = .finished(other)
        #expect(throws: RecordError.self) { try edited.verify().get() }
        // A game cut off after its last card (a hidden game whose audit failed) is stored as
        // abandoned, and that is no edit: it verifies (Protocol.md §6).
        #expect(try log.record.cutOff.verify().get().state.isFinished)
        var unfinished = GameLog(setup: GameSetup(variant: .two, dealer: 0, seed: Seed(5)), seed: Seed(5))
        _ = try unfinished.append(log.actions[0]).get()
        var claimed = unfinished.record
        claimed.result = log.record.result
        #expect(throws: RecordError.self, "an unfinished game cannot claim a result") { try claimed.verify().get() }
    }

    @Test(arguments: ["win:0", "win:1", "tie:0,1", "tie:0,2", "abandoned"])
    func resultCodesRoundTrip(_ code: String) {
        #expect(RecordedResult(code: code)?.code == code)
    }

    @Test(arguments: ["", "win:", "win:-1", "tie:0", "tie:0,", "lost", "Abandoned"])
    func otherSpellingsAreRefused(_ code: String) {
        #expect(RecordedResult(code: code) == nil)
    }
}

@Suite struct PlayerNameTests {
    @Test(arguments: ["Ada", " Ada ", "Ünïcødé 🃏", String(repeating: "x", count: 32), "👨\u{200D}👩\u{200D}👧"])
    func goodNamesPass(_ name: String) {
        #expect(PlayerName.problem(name) == nil)
    }

    @Test(arguments: [("", PlayerName.Problem.empty), ("   ", .empty), (String(repeating: "x", count: 33), .tooLong),
                      ("two\nlines", .controlCharacters), ("bell\u{7}", .controlCharacters), ("Ev\u{202E}il", .controlCharacters),
                      ("\u{2067}Ada", .controlCharacters)])
    func badNamesAreRefusedWithAReason(_ name: String, _ problem: PlayerName.Problem) {
        #expect(PlayerName.problem(name) == problem)
    }

    @Test func spacesAroundAreTrimmed() {
        #expect(PlayerName.normalized("  Ada\t") == "Ada")
    }

    /// Two seats of one name are told apart by seat number (counted from 1); a free seat and the
    /// seat excepted (our own) keep what they have.
    @Test func namesTwoSeatsShareAreToldApartBySeat() {
        #expect(PlayerName.toldApart(["Root", "Anna", "Root", ""]) == ["Root (1)", "Anna", "Root (3)", ""])
        #expect(PlayerName.toldApart(["Root", "Root"], except: 1) == ["Root (1)", "Root"])
        #expect(PlayerName.toldApart(["Ada", "", ""]) == ["Ada", "", ""])
    }
}

@Suite struct PercentileTests {
    @Test func nearestRankOfASortedList() {
        let values = (1...100).map(Double.init)
        #expect(Percentile.of(values, 0.5) == 51 && Percentile.of(values, 0.99) == 100 && Percentile.of(values, 0) == 1)
        #expect(Percentile.of([], 0.5) == 0 && Percentile.of([7], 0.99) == 7)
    }
}
