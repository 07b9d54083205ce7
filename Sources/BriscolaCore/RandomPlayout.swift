/// Random playouts: games where every seat plays a uniformly random card. The engine benchmark
/// measures these, and they live here so the whole rules path is optimised as one module.
public enum RandomPlayout {
    /// Plays `count` two-player games from one xoshiro256** stream: each shuffled from it, cards
    /// drawn from it, the dealer alternating. Returns the sum of seat 0's points (a checksum that
    /// keeps the work observable and the result reproducible).
    public static func twoPlayerGames(_ count: Int, seed: Seed) -> Int {
        sumOverDeals(count, seed: seed) { deck, dealer, generator in
            guard let setup = try? GameSetup(variant: .two, dealer: dealer, deck: deck) else { return 0 }
            var state = GameState(setup: setup)
            finish(&state, using: &generator)
            return state.captured[0].points
        }
    }

    /// The benchmarks' deals, written once: `count` two-player decks shuffled from one
    /// xoshiro256** stream, the dealer alternating from seat 0; `play` plays each with the same
    /// stream and returns a figure, which is summed.
    @inlinable public static func sumOverDeals(_ count: Int, seed: Seed, _ play: (Deck, Int, inout Xoshiro256) -> Int) -> Int {
        var generator = Xoshiro256(seed: seed)
        var checksum = 0
        var dealer = 0
        for _ in 0..<count {
            let deck = Deck.shuffled(using: &generator, variant: .two)
            checksum &+= play(deck, dealer, &generator)
            dealer ^= 1
        }
        return checksum
    }

    /// Plays a state to the end with uniformly random cards.
    public static func finish<G: RandomNumberGenerator>(_ state: inout GameState, using generator: inout G) {
        while !state.isFinished {
            let hand = state.hands[state.turn]
            try? state.apply(Action(seat: state.turn, card: hand[generator.bounded(hand.count)]))
        }
    }
}
