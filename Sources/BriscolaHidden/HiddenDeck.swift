import BriscolaCore

/// The public side of one hidden deal (Protocol.md §16.2–§16.3): the passes the seats made over
/// the encrypted deck, in order, and every position key seen so far. Every seat holds the same
/// one, whoever it is; what a seat may read from it is what `open` can open.
public struct HiddenDeck: Sendable {
    /// Where the deal stands: whose pass is awaited, or done.
    public enum Step: Equatable, Sendable {
        case shuffle(seat: Int)
        case lock(seat: Int)
        case done
    }

    public let variant: Variant
    public let cards: CardElements
    /// The shuffle passes, seat 0 first, then the lock passes.
    public private(set) var shuffles: [[GroupElement]] = []
    public private(set) var locks: [[GroupElement]] = []
    /// `keys[seat][position]`: the position keys each seat has made public.
    public private(set) var keys: [[Scalar?]]

    /// A deal about to start.
    public init(variant: Variant, cards: CardElements? = nil) {
        self.variant = variant
        self.cards = cards ?? CardElements(variant: variant)
        keys = Array(repeating: Array(repeating: nil, count: variant.deckSize), count: variant.players)
    }

    /// The pass awaited next.
    public var next: Step {
        if shuffles.count < variant.players { return .shuffle(seat: shuffles.count) }
        if locks.count < variant.players { return .lock(seat: locks.count) }
        return .done
    }

    /// The deck the next pass works on: the cards' elements, then each pass's output.
    public var input: [GroupElement] { locks.last ?? shuffles.last ?? cards.elements }

    /// The final deck, under every seat's position keys; nil until every pass is in.
    public var locked: [GroupElement]? { next == .done ? locks.last : nil }

    /// Takes the awaited pass: as many elements as cards, none twice (elements were checked valid
    /// when decoded).
    public mutating func accept(_ deck: [GroupElement], from seat: Int) throws(HiddenError) {
        let step = next
        guard step == .shuffle(seat: seat) || step == .lock(seat: seat) else {
            throw .badPass(seat: seat, detail: "it is not this seat's pass")
        }
        guard deck.count == variant.deckSize else { throw .badPass(seat: seat, detail: "\(deck.count) elements for \(variant.deckSize) cards") }
        let sorted = deck.sorted()
        guard zip(sorted, sorted.dropFirst()).allSatisfy({ $0 != $1 }) else { throw .badPass(seat: seat, detail: "an element appears twice") }
        if case .shuffle = step { shuffles.append(deck) } else { locks.append(deck) }
    }

    /// Records a seat's key for a position; a second, different key for it is refused.
    public mutating func record(_ key: Scalar, seat: Int, position: Int) throws(HiddenError) {
        if let earlier = keys[seat][position], earlier != key {
            throw .badKey(seat: seat, position: position, detail: "differs from the key it sent before")
        }
        keys[seat][position] = key
    }

    /// What position `position` holds, as far as the keys made public so far tell.
    public enum Opening: Equatable, Sendable {
        /// Some seat's key is still secret.
        case closed
        case card(Card)
        /// Every key is in, and the element is no card of the deck.
        case noCard
    }

    /// Opens a position if every seat's key for it is known: made public, or one of `secrets`
    /// (indexed by seat: the seats this end plays).
    public func open(_ position: Int, secrets: [SeatSecrets?] = []) -> Opening {
        guard let deck = locked else { return .closed }
        let all = keys.indices.compactMap { seat in
            keys[seat][position] ?? (seat < secrets.count ? secrets[seat]?.positionKeys[position] : nil)
        }
        guard all.count == variant.players else { return .closed }
        return cards.card(of: DeckSteps.open(deck[position], keys: all)).map(Opening.card) ?? .noCard
    }
}
