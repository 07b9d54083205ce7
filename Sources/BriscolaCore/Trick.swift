/// A finished trick: what was played, from whom, and who took it.
public struct CompletedTrick: Hashable, Sendable, Codable {
    /// Seat that led.
    public let leader: Int
    /// Cards in the order played, starting with the leader's.
    public let cards: CardRow
    /// Seat that took the trick.
    public let winner: Int
    /// Capture value of the trick.
    public let points: Int

    /// Seat that played the card at a position of `cards`.
    public func seat(at position: Int, players: Int) -> Int { (leader + position) % players }
}

/// The trick-taking rule, kept apart so the AI can ask "would this card win?" with the same code.
public enum TrickRule {
    /// Position (in play order) of the card that takes the trick: the highest trump if any was
    /// played, otherwise the highest card of the suit led. Suit need not be followed.
    @inlinable @inline(__always) public static func winningPosition(_ cards: CardRow, trump: Suit) -> Int {
        var best = 0
        var position = 1
        while position < cards.count {
            best = beats(cards[position], cards[best], trump: trump) ? position : best
            position += 1
        }
        return best
    }

    /// Whether `challenger`, played after `holder`, takes the trick from it.
    @inlinable @inline(__always) public static func beats(_ challenger: Card, _ holder: Card, trump: Suit) -> Bool {
        // Computed without early exits: the outcome is a coin flip in real play, and a select
        // is cheaper than a mispredicted branch.
        let sameSuit = challenger.suit == holder.suit
        let stronger = challenger.strength > holder.strength
        let cuts = challenger.suit == trump
        return sameSuit ? stronger : cuts
    }
}
