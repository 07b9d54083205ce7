import BriscolaCore

/// The "expert" level. It decides only from its seat's view, like every level: its hand, the trump,
/// and every card played so far in order (public). With two players it first weighs every hand the
/// opponent could hold by how well it explains every play the opponent has made (`HandInference`:
/// would the emulator's rules have played those cards from it?), and deals its sampled worlds from
/// that belief; the same reading gives the chance that the opponent plays like the emulator at all.
/// While only a few cards remain in the stock, and once it is empty (both hands then known), it
/// solves each sampled world exactly twice — by minimax against a perfect opponent, and by its best
/// line against the emulator's replies (`EmulatorReplySearch`) — blends the two by that chance, and
/// takes the card that wins most often (points break ties). Earlier, against an opponent that
/// plays like the emulator (or before it has shown how it plays), it plays every card out in each
/// world with the emulator, as the hard level does; against any other it searches each world a few
/// tricks ahead with both seats at their best (`lookahead`). With three or four players it searches
/// like the hard level.
public struct ExpertStrategy: Strategy {
    /// Worlds sampled early in the game (emulator playouts, as the hard level does).
    public static let defaultWorlds = 1000
    /// Stock size (face-up trump included) at or below which sampled worlds are solved exactly
    /// (10: five drawing tricks and the last three; measured against 6 and 12, docs/opponents.md).
    public static let defaultExactStock = 10
    /// Worlds solved exactly per decision in that phase.
    public static let defaultSolvedWorlds = 40
    /// How many of the opponent's latest plays the inference reads: all of them (a seat makes 20
    /// plays in a two-player game). Reading only the last 4 let an opponent that is not the emulator
    /// look like one again a few plays after it parted from the rules (docs/opponents.md gives the figures).
    public static let defaultInferenceDepth = 20
    /// Prior odds that the opponent plays at random rather than like the emulator (see `HandInference`).
    public static let defaultRandomOdds = 1.0
    /// Tricks the early look-ahead searches against an opponent unlike the emulator (measured
    /// against 3 and 4, docs/opponents.md).
    public static let defaultLookaheadTricks = 5
    /// Worlds it searches per decision.
    public static let defaultLookaheadWorlds = 200

    /// Worlds sampled per early decision.
    public let worlds: Int
    /// Stock size at or below which worlds are solved exactly.
    public let exactStock: Int
    /// Worlds solved exactly per decision then.
    public let solvedWorlds: Int
    /// Opponent plays read by the inference (0: no inference, every hand alike).
    public let inferenceDepth: Int
    /// Prior odds of a random opponent against the emulator, for the inference.
    public let randomOdds: Double
    /// How much exact values against the emulator's replies count against minimax values (0…1);
    /// nil: the inference's posterior chance that the opponent plays like the emulator.
    public let replyWeight: Double?
    /// Tricks the early look-ahead searches (see `lookahead`).
    public let lookaheadTricks: Int
    /// Worlds the early look-ahead searches per decision.
    public let lookaheadWorlds: Int

    /// An expert with explicit budgets (tests use small ones; players get the defaults).
    public init(worlds: Int = ExpertStrategy.defaultWorlds, exactStock: Int = ExpertStrategy.defaultExactStock,
                solvedWorlds: Int = ExpertStrategy.defaultSolvedWorlds,
                inferenceDepth: Int = ExpertStrategy.defaultInferenceDepth,
                randomOdds: Double = ExpertStrategy.defaultRandomOdds, replyWeight: Double? = nil,
                lookaheadTricks: Int = ExpertStrategy.defaultLookaheadTricks,
                lookaheadWorlds: Int = ExpertStrategy.defaultLookaheadWorlds) {
        self.worlds = max(1, worlds)
        self.exactStock = max(0, exactStock)
        self.solvedWorlds = max(1, solvedWorlds)
        self.inferenceDepth = max(0, inferenceDepth)
        self.randomOdds = max(0, randomOdds)
        self.replyWeight = replyWeight.map { min(1, max(0, $0)) }
        self.lookaheadTricks = max(1, lookaheadTricks)
        self.lookaheadWorlds = max(1, lookaheadWorlds)
    }

    /// The expert sampling as many early worlds as the hard level (the defaults at 1000),
    /// so `--hard-iterations` and quick tests bound both search levels alike.
    public init(scaledTo hardIterations: Int) {
        self.init(worlds: hardIterations, solvedWorlds: max(1, hardIterations / 25), lookaheadWorlds: max(1, hardIterations / 5))
    }

    /// The card to play, from this seat's view only (see the type's comment for how).
    public func choose<G: RandomNumberGenerator>(_ view: PlayerView, using generator: inout G) -> Card {
        choose(view, otherHand: nil, using: &generator)
    }

    /// The same search, dealing every sampled world with `otherHand` (when given) as the opponent's
    /// hand instead of drawing it from the belief: the seer (`Seer`) measures what reading that hand
    /// perfectly would be worth. The inference still judges how the opponent plays.
    func choose<G: RandomNumberGenerator>(_ view: PlayerView, otherHand: CardSet?, using generator: inout G) -> Card {
        guard view.hand.count > 1 else { return view.hand[0] }
        guard view.variant == .two else {
            return HardStrategy(iterations: worlds).choose(view, using: &generator)
        }
        let inference = HandInference(view, depth: inferenceDepth, randomOdds: randomOdds)
        let belief = HandBelief(view, inference: inference, prior: 1 / (1 + randomOdds))
        let weight = replyWeight ?? belief.emulatorShare
        // With the stock empty the unseen cards are the other hand: one exact solve is enough.
        if view.stockCount == 0 {
            let world = otherHand.map { view.sampleWorld(firstOtherHolding: $0, using: &generator) } ?? view.sampleWorld(using: &generator)
            return solve(view, worlds: [world], replyWeight: weight)
        }
        // Early, an opponent judged unlike the emulator is met by the look-ahead; at even odds
        // (nothing played yet) the playouts, which the emulator's figures were measured with.
        let ahead = view.stockCount > exactStock && weight < 0.5
        let count = view.stockCount <= exactStock ? solvedWorlds : ahead ? lookaheadWorlds : worlds
        var sampled: [GameState] = []
        sampled.reserveCapacity(count)
        for _ in 0..<count {
            let hand = otherHand ?? belief.sample(using: &generator)
            sampled.append(view.sampleWorld(firstOtherHolding: hand, using: &generator))
        }
        if view.stockCount <= exactStock { return solve(view, worlds: sampled, replyWeight: weight) }
        if ahead { return lookahead(view, worlds: sampled) }
        let hard = HardStrategy(iterations: worlds)
        var totals = InlineArray<3, Double>(repeating: 0)
        for world in sampled { hard.playOut(world, view: view, into: &totals) }
        return view.hand[Self.best(totals, count: view.hand.count)]
    }

    /// The card whose exact values, summed over the worlds, are best for this seat.
    func solve(_ view: PlayerView, worlds: [GameState], replyWeight: Double) -> Card {
        var solver = PerfectSolver(log2Size: 16)
        var reply = EmulatorReplySearch(seat: view.seat, trumpCard: view.trumpCard)
        var totals = InlineArray<3, Double>(repeating: 0)
        let remaining = 120 - view.capturedPoints[0] - view.capturedPoints[1]
        for world in worlds {
            let game = BitGame(world)
            if replyWeight < 1 {
                solver.newSearch()
                for (card, seatZeroPoints) in solver.values(game) {
                    guard let k = view.hand.position(of: Card(index: Int(card)) ?? view.hand[0]) else { continue }
                    let mine = view.seat == 0 ? seatZeroPoints : remaining - seatZeroPoints
                    totals[k] += (1 - replyWeight) * Self.worth(gained: mine, banked: view.ownPoints)
                }
            }
            guard replyWeight > 0 else { continue }
            for (card, mine) in reply.values(game) {
                guard let k = view.hand.position(of: Card(index: Int(card)) ?? view.hand[0]) else { continue }
                totals[k] += replyWeight * Self.worth(gained: mine, banked: view.ownPoints)
            }
        }
        return view.hand[Self.best(totals, count: view.hand.count)]
    }

    /// The position of the highest total (the first on ties).
    static func best(_ totals: InlineArray<3, Double>, count: Int) -> Int {
        var best = 0
        for k in 1..<count where totals[k] > totals[best] { best = k }
        return best
    }

    /// A solved world's worth: a win counts most, a tie half, and points break ties between cards
    /// that win or lose alike (the same scale as the hard level's playouts).
    static func worth(gained: Int, banked: Int) -> Double {
        let total = banked + gained
        let outcome: Double = total > 60 ? 1 : (total == 60 ? 0.5 : 0)
        return outcome * 120 + Double(gained)
    }
}
