import BriscolaCore

/// Who holds the called card, as a seat can tell from the play (five players): weights over the
/// seats that may hold it (`PlayerView.possiblePartners`). Hard weighs them alike but for the
/// caller, who seldom calls a card of their own; expert also reads the tricks — a seat that loads
/// points on a trick the caller holds looks like the partner, one that takes a rich trick from
/// the caller, or loads points on another's, does not.
public enum PartnerInference {
    /// The weight of the caller holding the called card (playing alone) against 1 for another seat.
    static let lonePrior = 0.1

    /// Each seat's weight (0 where it cannot hold the card); `readPlay` adds the tricks' evidence.
    public static func weights(_ view: PlayerView, readPlay: Bool) -> [Double] {
        var weights = Array(repeating: 0.0, count: view.variant.players)
        let candidates = view.possiblePartners
        guard let caller = view.caller else { return weights }
        for seat in candidates { weights[seat] = candidates.count == 1 ? 1 : (seat == caller ? lonePrior : 1) }
        guard readPlay, candidates.count > 1 else { return weights }
        for (cards, leader) in tricksSoFar(view) {
            var holder = leader, best = cards[0]
            for position in 1..<cards.count {
                let seat = (leader + position) % view.variant.players, card = cards[position]
                let takes = TrickRule.beats(card, best, trump: view.trump)
                if seat != caller, weights[seat] > 0 {
                    if holder == caller, !takes, card.points >= 3 { weights[seat] *= 2.5 }
                    if holder == caller, takes, cards.points >= 4 { weights[seat] *= 0.4 }
                    if holder != caller, holder != seat, !takes, card.points >= 10 { weights[seat] *= 0.6 }
                }
                if takes {
                    holder = seat
                    best = card
                }
            }
        }
        return weights
    }

    /// The tricks seen so far, each as its cards and leader, the one under way last.
    static func tricksSoFar(_ view: PlayerView) -> [(CardRow, Int)] {
        var tricks = (view.takenTricks ?? []).map { ($0.cards, $0.leader) }
        if !view.table.isEmpty { tricks.append((view.table, view.leader)) }
        return tricks
    }
}
