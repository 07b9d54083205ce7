import BriscolaTestSupport
import BriscolaAI
import BriscolaCore
import Testing

/// `sim --duplicate`: every deal is played with A on each side, so a player meeting itself scores
/// a margin of exactly zero and a stronger one shows with few deals.
@Suite(.cpuBound) struct DuplicateSeriesTests {
    /// Every game of a duplicate series, with the side A held.
    static func games(_ variant: Variant, a: Opponent, b: Opponent, deals: Int, seed: UInt64) -> [TournamentGame] {
        var series = SimSeries(variant: variant, a: a.seat(), b: b.seat(), games: deals, seed: seed, duplicate: true)
        var games: [TournamentGame] = []
        while let game = series.playNext() { games.append(game) }
        return games
    }

    @Test(arguments: [Variant.two, .three, .four])
    func everyDealIsPlayedOnceWithAOnEachSide(_ variant: Variant) {
        let games = Self.games(variant, a: .normal, b: .easy, deals: 4, seed: 7)
        #expect(games.count == 4 * variant.sides)
        for deal in 0..<4 {
            let rotation = games[(deal * variant.sides)..<((deal + 1) * variant.sides)]
            #expect(rotation.map(\.sideA) == Array(0..<variant.sides))
            #expect(Set(rotation.map(\.log.setup)).count == 1, "one deck and dealer per deal")
        }
        #expect(Set(games.map(\.log.setup)).count == 4)
    }

    @Test func theFirstGameOfEachDealIsTheOrdinarySeriesGame() throws {
        let duplicate = Self.games(.two, a: .normal, b: .easy, deals: 5, seed: 11)
        var plain = SimSeries(variant: .two, a: Opponent.normal.seat(), b: Opponent.easy.seat(), games: 5, seed: 11)
        for deal in 0..<5 {
            let next = plain.playNext()
            let game = try #require(next)
            #expect(duplicate[2 * deal].log == game.log)
        }
    }

    @Test(arguments: [(Opponent.normal, Variant.two), (.easy, .two), (.easy, .three), (.normal, .four)])
    func aPlayerMeetingItselfHasNoMargin(_ player: Opponent, _ variant: Variant) {
        let games = Self.games(variant, a: player, b: player, deals: 30, seed: 3)
        var margins = DealMargins(rotations: variant.sides)
        for game in games { margins.add(game.state, sideA: game.sideA) }
        #expect(margins.deals == 30)
        #expect(abs(margins.mean) < 1e-9)
        #expect(margins.ci95.high - margins.ci95.low < 1e-9)
    }

    @Test func theEmulatorsMarginOverRandomPlayIsItsMeanPointLead() {
        let games = Self.games(.two, a: .normal, b: .easy, deals: 60, seed: 5)
        var margins = DealMargins(rotations: 2)
        var lead = 0
        for game in games { lead += 2 * game.state.scores[game.sideA] - 120 }
        for game in games { margins.add(game.state, sideA: game.sideA) }
        #expect(abs(margins.mean - Double(lead) / Double(games.count)) < 1e-9)
        #expect(margins.ci95.low > 10, "the emulator leads random play by far more than the interval")
        #expect(margins.ci95.low < margins.mean && margins.mean < margins.ci95.high)
    }
}

/// A game of a series depends only on its index, so its games can be played apart and out of order.
@Suite(.cpuBound) struct SeriesOrderTests {
    @Test func gamesPlayedOutOfOrderAgreeWithGamesPlayedInTurn() {
        var inTurn = SimSeries(variant: .four, a: Opponent.hard.seat(hardIterations: 3), b: Opponent.normal.seat(),
                               games: 3, seed: 21, duplicate: true)
        var apart = inTurn
        var played: [TournamentGame] = []
        while let game = inTurn.playNext() { played.append(game) }
        for index in played.indices.reversed() {
            #expect(apart.play(index: index).log == played[index].log)
        }
    }
}
