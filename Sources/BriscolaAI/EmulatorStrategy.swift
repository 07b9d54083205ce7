import BriscolaCore

/// The "normal" level: the rule-based emulator. Deterministic — it never uses the generator —
/// so the same view always gets the same card.
public struct EmulatorStrategy: Strategy {
    /// The emulator has no settings.
    public init() {}

    /// The card its rules choose (it needs no randomness).
    public func choose<G: RandomNumberGenerator>(_ view: PlayerView, using generator: inout G) -> Card {
        decide(view).card
    }

    /// The card and the name of the rule that chose it (for tests and for "why did it play that?").
    public func decide(_ view: PlayerView) -> (card: Card, rule: String) {
        let situation = Situation(view)
        if let choice = partnerChoice(view, situation) { return choice }
        for rule in rules(for: situation) {
            if let card = rule.choose(situation) { return (card, rule.name) }
        }
        // Unreachable with a non-empty hand (every list ends in a catch-all pair); stay total anyway.
        return (view.hand[0], "fallback first card")
    }

    func rules(for situation: Situation) -> [EmulatorRule] {
        guard let target = situation.target else { return EmulatorRules.leading }
        switch CardClass(target, trump: situation.trump) {
        case .trump: return EmulatorRules.versusTrump
        case .carico: return EmulatorRules.versusCarico
        case .liscio: return EmulatorRules.versusLiscio
        }
    }

    /// Four players: when my partner is winning the trick with a carico, never take it from them;
    /// load the trick with my most valuable card that does not beat theirs. Only when every card
    /// would take the trick do the ordinary lists decide.
    func partnerChoice(_ view: PlayerView, _ s: Situation) -> (card: Card, rule: String)? {
        guard let partner = view.partner, let target = s.target, s.isCarico(target),
              (view.leader + TrickRule.winningPosition(view.table, trump: view.trump)) % 4 == partner
        else { return nil }
        var best: Card?
        for card in s.hand where !s.beats(card) {
            if best.map({ card.points > $0.points }) ?? true { best = card }
        }
        return best.map { ($0, "partner.1 load partner's trick") }
    }
}
