/// Every card played so far, in the order played — public knowledge, since every card is played
/// face up in sight of all. With the first leader (the seat after the dealer) and the trick rule,
/// it fixes who played each card and who took each trick. Packed one byte per card in five words,
/// so a state carrying it still copies without touching the heap.
public struct PlayHistory: Hashable, Sendable {
    @usableFromInline var words: (UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0)
    /// How many cards have been played.
    public private(set) var count = 0

    /// No card played yet.
    public init() {}

    /// The history of these cards played in this order (tests build histories by hand).
    public init<S: Sequence>(_ cards: S) where S.Element == Card {
        for card in cards { append(card) }
    }

    /// The card played at a position, 0 ..< count; any other position is a bug.
    public subscript(position: Int) -> Card {
        precondition(position >= 0 && position < count, "PlayHistory position \(position) out of 0..<\(count)")
        let shift = UInt64(position % 8) &* 8
        return Card(unchecked: UInt8(truncatingIfNeeded: word(position / 8) &>> shift))
    }

    /// Records the next card played (at most 40, one deck).
    public mutating func append(_ card: Card) {
        precondition(count < 40, "a PlayHistory holds at most 40 cards")
        let bits = UInt64(card.index) &<< (UInt64(count % 8) &* 8)
        switch count / 8 {
        case 0: words.0 |= bits
        case 1: words.1 |= bits
        case 2: words.2 |= bits
        case 3: words.3 |= bits
        default: words.4 |= bits
        }
        count += 1
    }

    private func word(_ k: Int) -> UInt64 {
        switch k {
        case 0: words.0
        case 1: words.1
        case 2: words.2
        case 3: words.3
        default: words.4
        }
    }

    /// Equal when the same cards were played in the same order.
    public static func == (lhs: PlayHistory, rhs: PlayHistory) -> Bool {
        lhs.count == rhs.count && lhs.words == rhs.words
    }

    /// Hashes the cards and their order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for k in 0..<5 { hasher.combine(word(k)) }
    }
}
