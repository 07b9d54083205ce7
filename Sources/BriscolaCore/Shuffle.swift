extension Deck {
    /// The deck for a variant shuffled from a seed: canonical order, then Fisher–Yates from the
    /// last position down, each swap partner drawn with `bounded` from xoshiro256**.
    public static func shuffled(seed: Seed, variant: Variant) -> Deck {
        var generator = Xoshiro256(seed: seed)
        return shuffled(using: &generator, variant: variant)
    }

    /// The same shuffle with an already-running generator (the benchmark's hot path).
    @inlinable public static func shuffled<G: RandomNumberGenerator>(using generator: inout G, variant: Variant) -> Deck {
        var deck = Deck(canonicalFor: variant)
        var i = deck.count - 1
        while i > 0 {
            let j = generator.bounded(i + 1)
            deck.swapAt(i, j)
            i -= 1
        }
        return deck
    }
}
