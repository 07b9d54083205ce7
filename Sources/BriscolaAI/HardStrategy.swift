import BriscolaCore

/// The "hard" level: determinized Monte Carlo search. For each sampled world consistent with what
/// this seat has seen, every card in hand is tried and the rest of the game is played out by the
/// emulator for all seats; the card with the best average outcome for this side is chosen. The
/// same worlds are used for every candidate (common random numbers), which sharpens comparisons.
public struct HardStrategy: Strategy {
    /// Worlds sampled per decision: about 10 ms per move in a release build on a 2-core machine,
    /// a tenth of the 100 ms budget (docs/opponents.md gives the measured strength).
    public static let defaultIterations = 1000

    public let iterations: Int

    /// A search of `iterations` sampled worlds per decision.
    public init(iterations: Int = HardStrategy.defaultIterations) {
        self.iterations = max(1, iterations)
    }

    /// The card with the best average outcome over the sampled worlds.
    public func choose<G: RandomNumberGenerator>(_ view: PlayerView, using generator: inout G) -> Card {
        let candidates = view.hand
        guard candidates.count > 1 else { return candidates[0] }
        var totals = InlineArray<3, Double>(repeating: 0) // a hand holds at most three cards
        for _ in 0..<iterations {
            playOut(view.sampleWorld(using: &generator), view: view, into: &totals)
        }
        var best = 0
        for k in 1..<candidates.count where totals[k] > totals[best] { best = k }
        return candidates[best]
    }

    /// Tries every card in hand in one sampled world, playing the rest out with the emulator for
    /// every seat, and adds each outcome's worth to that card's total.
    func playOut(_ world: GameState, view: PlayerView, into totals: inout InlineArray<3, Double>) {
        let side = view.variant.side(of: view.seat)
        let emulator = EmulatorStrategy()
        for (k, card) in view.hand.enumerated() {
            var state = world
            do throws(RuleError) {
                try state.apply(Action(seat: view.seat, card: card))
                while !state.isFinished {
                    let turn = state.turn
                    try state.apply(Action(seat: turn, card: emulator.decide(state.view(for: turn)).card))
                }
            } catch {
                continue // cannot happen: every card comes from the hand it is played from
            }
            totals[k] += value(of: state, side: side, view: view)
        }
    }

    /// A played-out world's worth to `side`: winning counts most, points break ties between lines
    /// that win or lose alike. Points already banked are the same for every candidate and drop out,
    /// except where they decide the 61-point threshold with two players.
    func value(of state: GameState, side: Int, view: PlayerView) -> Double {
        let gained = state.scores
        let mine = gained[side]
        guard view.variant == .two else {
            let bestOther = gained.indices.filter { $0 != side }.map { gained[$0] }.max() ?? 0
            return Double(mine - bestOther)
        }
        let total = view.ownPoints + mine
        let outcome: Double = total > 60 ? 1 : (total == 60 ? 0.5 : 0)
        return outcome * 120 + Double(mine)
    }
}
