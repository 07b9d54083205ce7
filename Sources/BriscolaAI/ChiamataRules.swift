import BriscolaCore

/// The emulator's card play with five players: rules of thumb over who is known to be a friend.
/// A seat whose side is unknown to it counts as an opponent: nobody gives points blind.
public enum ChiamataRules {
    /// The card the rules choose for the seat to move.
    public static func choose(_ view: PlayerView) -> Card {
        let hand = view.hand, trump = view.trump
        guard !view.table.isEmpty else { return cheapest(hand, trump: trump) }
        let position = TrickRule.winningPosition(view.table, trump: trump)
        let holder = (view.leader + position) % view.variant.players, best = view.table[position]
        let toCome = view.variant.players - view.table.count - 1
        let friendly = isFriend(holder, view)
        let friendsAfter = toCome > 0 && (1...toCome).allSatisfy { isFriend((view.turn + $0) % view.variant.players, view) }
        if friendly {
            let safe = toCome == 0 || friendsAfter || (best.suit == trump && best.strength >= 7)
            return safe ? richest(hand, trump: trump) : cheapest(hand, trump: trump)
        }
        let stake = view.table.points
        let winners = hand.filter { TrickRule.beats($0, best, trump: trump) }
        let worthIt = stake >= 10 || (toCome == 0 && stake >= 2)
        if let cheapWinner = winners.min(by: { cost($0, trump: trump) < cost($1, trump: trump) }),
           worthIt || (cheapWinner.suit != trump && cheapWinner.points >= 10) {
            return cheapWinner
        }
        return cheapest(hand, trump: trump)
    }

    /// Whether this seat knows `seat` plays on its side.
    static func isFriend(_ seat: Int, _ view: PlayerView) -> Bool {
        guard seat != view.seat, let caller = view.caller, let role = view.role else { return seat == view.seat }
        let partner = view.auction.partner
        switch role {
        case .caller: return seat == partner
        case .partner: return seat == caller
        case .defender: return partner != nil && seat != caller && seat != partner
        }
    }

    /// What playing a card gives away: its points, trumps dearer, stronger cards a little dearer.
    static func cost(_ card: Card, trump: Suit) -> Int {
        card.points * 10 + (card.suit == trump ? 40 + card.strength * 3 : card.strength)
    }

    /// The card that gives away least.
    static func cheapest(_ hand: CardRow, trump: Suit) -> Card {
        hand.min { cost($0, trump: trump) < cost($1, trump: trump) } ?? hand[0]
    }

    /// The most points without spending a trump's strength: the richest non-trump, else the cheapest.
    static func richest(_ hand: CardRow, trump: Suit) -> Card {
        let plain = hand.filter { $0.suit != trump }
        return plain.max { $0.points < $1.points } ?? cheapest(hand, trump: trump)
    }
}
