/// A seat's part in a five-player deal once the call is made.
public enum ChiamataRole: String, Hashable, Sendable, Codable {
    /// Won the auction and called the card.
    case caller
    /// Holds the called card: the caller's secret partner.
    case partner
    /// One of the others, against the caller's side.
    case defender
}

extension PlayerView {
    /// The auction's winner, once the auction is won.
    public var caller: Int? { auction.caller }

    /// The called card, once called.
    public var calledCard: Card? { auction.called }

    /// This seat's part, known to itself from its hand once the call is made (nil before).
    public var role: ChiamataRole? {
        guard let caller, let called = calledCard else { return nil }
        if seat == caller { return .caller }
        return hand.contains(called) || auction.partner == seat ? .partner : .defender
    }

    /// Seats that may hold (or have held) the called card as far as this seat knows: the known
    /// holder once it is played or held here; otherwise every other seat that still holds a card
    /// — the caller included, who may have called a card of their own and play alone.
    public var possiblePartners: [Int] {
        guard calledCard != nil else { return [] }
        if let known = auction.partner { return [known] }
        return (0..<variant.players).filter { $0 != seat && handCounts[$0] > 0 }
    }
}
