import BriscolaCore

/// The emulator's vocabulary: every card is a trump, a carico (non-trump worth points) or a liscio
/// (non-trump worth nothing).
public enum CardClass: Sendable, Equatable {
    case trump, carico, liscio

    /// The class of a card under a trump suit.
    public init(_ card: Card, trump: Suit) {
        if card.suit == trump { self = .trump } else { self = card.points > 0 ? .carico : .liscio }
    }
}

/// One decision's facts: the hand (in arrival order), the trump, and the card to answer, if any.
struct Situation {
    let hand: CardRow
    let trump: Suit
    let table: CardRow
    /// The card currently winning the trick (the one rules compare against), nil when leading.
    let target: Card?

    init(_ view: PlayerView) {
        hand = view.hand
        trump = view.trump
        table = view.table
        target = view.table.isEmpty ? nil : view.table[TrickRule.winningPosition(view.table, trump: view.trump)]
    }

    func isTrump(_ card: Card) -> Bool { card.suit == trump }
    func isCarico(_ card: Card) -> Bool { CardClass(card, trump: trump) == .carico }
    func isLiscio(_ card: Card) -> Bool { CardClass(card, trump: trump) == .liscio }
    func ofTargetSuit(_ card: Card) -> Bool { card.suit == target?.suit }

    /// Whether playing `card` now would make it the winning card of the trick as it stands.
    func beats(_ card: Card) -> Bool {
        var row = table
        row.append(card)
        return TrickRule.winningPosition(row, trump: trump) == row.count - 1
    }

    /// The strongest card in hand passing the filter; ties go to the card that arrived first.
    func highest(_ filter: (Card) -> Bool) -> Card? { pick(filter, preferHigher: true) }

    /// The weakest card in hand passing the filter; ties go to the card that arrived first.
    func lowest(_ filter: (Card) -> Bool) -> Card? { pick(filter, preferHigher: false) }

    private func pick(_ filter: (Card) -> Bool, preferHigher: Bool) -> Card? {
        var best: Card?
        for card in hand where filter(card) {
            guard let current = best else { best = card; continue }
            if preferHigher ? card.strength > current.strength : card.strength < current.strength { best = card }
        }
        return best
    }
}
