import BriscolaCore

/// Hard and expert with five players: determinized Monte Carlo search. Each sampled world deals
/// the unseen cards to the others, the called card to a seat drawn by `PartnerInference`; every
/// card in hand is tried and the deal played out by the emulator's rules for all seats; the card
/// with the best average outcome for this seat's side in that world wins.
public struct ChiamataSearch: Sendable {
    /// Worlds per decision.
    public let worlds: Int
    /// Whether the called card's holder is inferred from the play (expert) or only from who may hold it.
    public let readsPlay: Bool

    /// A search over `worlds` sampled worlds.
    public init(worlds: Int, readsPlay: Bool) {
        self.worlds = max(1, worlds)
        self.readsPlay = readsPlay
    }

    /// The card with the best average outcome.
    public func choose<G: RandomNumberGenerator>(_ view: PlayerView, using generator: inout G) -> Card {
        let hand = view.hand
        guard hand.count > 1, view.calledCard != nil else { return ChiamataRules.choose(view) }
        let weights = PartnerInference.weights(view, readPlay: readsPlay)
        var totals = InlineArray<8, Double>(repeating: 0)
        for _ in 0..<worlds {
            let world = sample(view, weights: weights, using: &generator)
            for k in 0..<hand.count { totals[k] += value(playing: hand[k], in: world, view: view) }
        }
        var best = 0
        for k in 1..<hand.count where totals[k] > totals[best] { best = k }
        return hand[best]
    }

    /// A world: the called card (when unseen) to a seat drawn by weight, the other unseen cards
    /// shuffled into the other hands by their counts.
    func sample<G: RandomNumberGenerator>(_ view: PlayerView, weights: [Double], using generator: inout G) -> GameState {
        var pool = Array(view.unseen)
        var hands = PerSeat(repeating: CardRow())
        hands[view.seat] = view.hand
        var holder = view.auction.partner ?? view.seat
        if let called = view.calledCard, view.auction.partner == nil, !view.hand.contains(called), !view.played.contains(called) {
            holder = draw(weights, using: &generator)
            pool.removeAll { $0 == called }
            hands[holder].append(called)
        } else if let called = view.calledCard, view.hand.contains(called) {
            holder = view.seat
        }
        var i = pool.count - 1
        while i > 0 {
            pool.swapAt(i, generator.bounded(i + 1))
            i -= 1
        }
        var next = 0
        for seat in 0..<view.variant.players where seat != view.seat {
            while hands[seat].count < view.handCounts[seat], next < pool.count {
                hands[seat].append(pool[next])
                next += 1
            }
        }
        return view.chiamataWorld(hands: hands, holder: holder)
    }

    /// A seat drawn with probability proportional to its weight.
    func draw<G: RandomNumberGenerator>(_ weights: [Double], using generator: inout G) -> Int {
        let total = weights.reduce(0, +)
        var x = Double(generator.next() >> 11) / Double(1 << 53) * total
        for (seat, weight) in weights.enumerated() where weight > 0 {
            if x < weight { return seat }
            x -= weight
        }
        return weights.lastIndex { $0 > 0 } ?? 0
    }

    /// One candidate's worth in one world: whether this seat's side wins the deal (120) plus the
    /// points its side takes from here on.
    func value(playing card: Card, in world: GameState, view: PlayerView) -> Double {
        var state = world
        do throws(RuleError) {
            try state.apply(Action(seat: view.seat, card: card))
            while !state.isFinished {
                let turn = state.turn
                try state.apply(Action(seat: turn, card: ChiamataRules.choose(state.view(for: turn))))
            }
        } catch {
            return 0 // cannot happen: every card comes from the hand it is played from
        }
        guard let caller = state.auction.caller else { return 0 }
        let partner = state.auction.partner ?? caller
        let banked = view.capturedPoints[caller] + (partner == caller ? 0 : view.capturedPoints[partner])
        let gained = ChiamataScore.callerSidePoints(of: state)
        let wins = banked + gained >= state.auction.target
        let mine = view.seat == caller || view.seat == partner
        let sidePoints = mine ? gained : (120 - banked - gained - otherBanked(view, caller: caller, partner: partner))
        return Double((wins == mine ? 120 : 0) + sidePoints)
    }

    /// Points the defenders banked before this decision (the view's piles outside the caller's side).
    func otherBanked(_ view: PlayerView, caller: Int, partner: Int) -> Int {
        var total = 0
        for seat in 0..<view.variant.players where seat != caller && seat != partner { total += view.capturedPoints[seat] }
        return total
    }
}
