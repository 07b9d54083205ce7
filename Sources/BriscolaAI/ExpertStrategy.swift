import BriscolaCore

/// The "expert" level. It decides only from its seat's view, like every level. With two players,
/// once the stock is empty both hands are known (the unseen cards are the other hand) and it plays
/// the exact best card by perfect-information search; while only a few cards remain in the stock it
/// deals the unseen cards many ways and solves every such world exactly, taking the card that wins
/// most often (points break ties); earlier, and with three or four players, it searches like the
/// hard level with more sampled worlds.
public struct ExpertStrategy: Strategy {
    /// Worlds sampled early in the game (emulator playouts, as the hard level does).
    public static let defaultWorlds = 1000
    /// Stock size (face-up trump included) at or below which sampled worlds are solved exactly.
    public static let defaultExactStock = 6
    /// Worlds solved exactly per decision in that phase.
    public static let defaultSolvedWorlds = 40

    /// Worlds sampled per early decision.
    public let worlds: Int
    /// Stock size at or below which worlds are solved exactly.
    public let exactStock: Int
    /// Worlds solved exactly per decision then.
    public let solvedWorlds: Int

    /// An expert with explicit budgets (tests use small ones; players get the defaults).
    public init(worlds: Int = ExpertStrategy.defaultWorlds, exactStock: Int = ExpertStrategy.defaultExactStock,
                solvedWorlds: Int = ExpertStrategy.defaultSolvedWorlds) {
        self.worlds = max(1, worlds)
        self.exactStock = max(0, exactStock)
        self.solvedWorlds = max(1, solvedWorlds)
    }

    /// The expert sampling as many early worlds as the hard level (the defaults at 1000),
    /// so `--hard-iterations` and quick tests bound both search levels alike.
    public init(scaledTo hardIterations: Int) {
        self.init(worlds: hardIterations, solvedWorlds: max(1, hardIterations / 25))
    }

    /// The card to play, from this seat's view only (see the type's comment for how).
    public func choose<G: RandomNumberGenerator>(_ view: PlayerView, using generator: inout G) -> Card {
        guard view.hand.count > 1 else { return view.hand[0] }
        guard view.variant == .two, view.stockCount <= exactStock else {
            return HardStrategy(iterations: worlds).choose(view, using: &generator)
        }
        // With the stock empty every sample is the same world: one exact solve is enough.
        let samples = view.stockCount == 0 ? 1 : solvedWorlds
        var solver = PerfectSolver(log2Size: 16)
        var totals = InlineArray<3, Double>(repeating: 0)
        let remaining = 120 - view.capturedPoints[0] - view.capturedPoints[1]
        for _ in 0..<samples {
            let world = BitGame(view.sampleWorld(using: &generator))
            solver.newSearch()
            for (card, seatZeroPoints) in solver.values(world) {
                guard let k = view.hand.position(of: Card(index: Int(card)) ?? view.hand[0]) else { continue }
                let mine = view.seat == 0 ? seatZeroPoints : remaining - seatZeroPoints
                totals[k] += Self.worth(gained: mine, banked: view.ownPoints)
            }
        }
        var best = 0
        for k in 1..<view.hand.count where totals[k] > totals[best] { best = k }
        return view.hand[best]
    }

    /// A solved world's worth: a win counts most, a tie half, and points break ties between cards
    /// that win or lose alike (the same scale as the hard level's playouts).
    static func worth(gained: Int, banked: Int) -> Double {
        let total = banked + gained
        let outcome: Double = total > 60 ? 1 : (total == 60 ? 0.5 : 0)
        return outcome * 120 + Double(gained)
    }
}
