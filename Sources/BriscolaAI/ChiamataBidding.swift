import BriscolaCore

/// The emulator's auction (five players): a hand's strength for its best suit as trump decides
/// how low a card it dares to call, and so how high it bids. Deterministic, like its card play.
public enum ChiamataBidding {
    /// A hand's strength with `suit` as trump: its card points, plus for each card of that suit
    /// four and its taking strength (a long, high trump suit takes tricks and protects points).
    public static func strength(of hand: CardRow, trump suit: Suit) -> Int {
        var total = 0
        for card in hand {
            total += card.points
            if card.suit == suit { total += 4 + card.strength }
        }
        return total
    }

    /// The suit the hand is strongest in as trump (the first such in suit order).
    public static func bestSuit(of hand: CardRow) -> Suit {
        var best = Suit.coppe
        for suit in Suit.allCases where strength(of: hand, trump: suit) > strength(of: hand, trump: best) { best = suit }
        return best
    }

    /// The highest bid height the hand will go to: an average hand (strength about 40) opens
    /// with the Asso at most; each 3 points more dare one step lower; a very strong hand goes on
    /// into points.
    public static func limit(of hand: CardRow) -> Int {
        let strength = strength(of: hand, trump: bestSuit(of: hand))
        return (strength - 46) / 3
    }

    /// What the seat to speak says: the lowest bid above the standing one, within its limit,
    /// whose called card (in its best suit) it does not hold itself; otherwise it passes.
    public static func bid(_ view: PlayerView) -> AuctionStep {
        let suit = bestSuit(of: view.hand), limit = limit(of: view.hand)
        var next = RandomAuction.nextBid(above: view.auction.standing)
        while let bid = next, bid.height <= limit {
            if !view.hand.contains(Card(bid.rank, suit)) { return .bid(bid) }
            guard case .rank = bid else { break } // in points the 2 stays the called rank
            next = RandomAuction.nextBid(above: bid)
        }
        return .pass
    }

    /// The suit the winner names: its best suit, unless it holds that card — then the strongest
    /// suit whose card of the bid's rank it lacks; alone only when it holds all four.
    public static func call(_ view: PlayerView) -> Suit {
        guard let bid = view.auction.standing else { return bestSuit(of: view.hand) }
        let order = Suit.allCases.sorted {
            strength(of: view.hand, trump: $0) > strength(of: view.hand, trump: $1)
        }
        return order.first { !view.hand.contains(Card(bid.rank, $0)) } ?? order[0]
    }
}
