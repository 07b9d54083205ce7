import BriscolaCore

extension ExpertStrategy {
    /// The early-game search against an opponent that does not play like the emulator: each
    /// sampled world searched by perfect-information alpha-beta `lookaheadTricks` tricks ahead,
    /// counting the points seat 0 takes in them (the oracle's look-ahead), summed from this seat's
    /// side. Playing a world out with the emulator for both seats, as against an emulator, assumes
    /// answers a searching opponent does not give; looking a few tricks ahead assumes the best ones.
    func lookahead(_ view: PlayerView, worlds: [GameState]) -> Card {
        var solver = PerfectSolver(log2Size: 16)
        var totals = InlineArray<3, Double>(repeating: 0)
        for world in worlds {
            let game = BitGame(world)
            solver.newSearch(horizon: max(0, game.tricksRemaining - lookaheadTricks))
            for (card, seatZeroPoints) in solver.values(game) {
                guard let k = view.hand.position(of: Card(index: Int(card)) ?? view.hand[0]) else { continue }
                totals[k] += Double(view.seat == 0 ? seatZeroPoints : -seatZeroPoints)
            }
        }
        return view.hand[Self.best(totals, count: view.hand.count)]
    }
}
