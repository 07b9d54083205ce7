/// Random playouts on `BitGame`: the fast path the engine benchmark measures and search uses.
public enum BitPlayout {
    /// The `k`-th card (0-based, in index order) of a mask holding more than `k` cards. Up to the
    /// 4th (a 2–4 player hand) the choice is made with selects rather than a loop, so random play
    /// does not stall on mispredicted branches; a five-player hand clears lower cards first.
    @inlinable @inline(__always)
    public static func card(at k: Int, of mask: UInt64) -> UInt8 {
        guard k < 4 else {
            var rest = mask
            for _ in 0..<k { rest &= rest &- 1 }
            return UInt8(truncatingIfNeeded: rest.trailingZeroBitCount)
        }
        let m1 = mask & (mask &- 1), m2 = m1 & (m1 &- 1), m3 = m2 & (m2 &- 1)
        let low = k & 1 == 0 ? mask : m1, high = k & 1 == 0 ? m2 : m3
        return UInt8(truncatingIfNeeded: (k < 2 ? low : high).trailingZeroBitCount)
    }

    /// Plays to the end, every seat choosing a uniformly random card of its hand.
    @inlinable
    public static func finishRandom<G: RandomNumberGenerator>(_ game: inout BitGame, using generator: inout G) {
        while !game.isFinished {
            let hand = game.handToPlay
            game.play(card(at: generator.bounded(hand.nonzeroBitCount), of: hand))
        }
    }

    /// `count` two-player random games from one xoshiro256** stream, each shuffled from it with the
    /// dealer alternating (the same deals as `RandomPlayout.twoPlayerGames`; the plays differ because
    /// a hand is a mask here, not a row in arrival order). Returns seat 0's points summed.
    public static func twoPlayerGames(_ count: Int, seed: Seed) -> Int {
        RandomPlayout.sumOverDeals(count, seed: seed) { deck, dealer, generator in
            twoPlayerGame(deck: deck, dealer: dealer, using: &generator)
        }
    }

    /// `count` five-player random deals from one xoshiro256** stream, the dealer passing one seat on:
    /// each shuffled, bid and called at random (`RandomAuction`) on `GameState`, then played on
    /// `BitGame`. Returns the sum over deals of the caller's side's points (0 for a thrown-in deal).
    public static func fivePlayerGames(_ count: Int, seed: Seed) -> Int {
        var generator = Xoshiro256(seed: seed)
        var checksum = 0
        for game in 0..<count {
            let deck = Deck.shuffled(using: &generator, variant: .five)
            guard let setup = try? GameSetup(variant: .five, dealer: game % 5, deck: deck) else { continue }
            var state = GameState(setup: setup)
            RandomAuction.finish(&state, using: &generator)
            guard let caller = state.auction.caller, let partner = state.auction.partner else { continue }
            var bits = BitGame(state)
            finishRandom(&bits, using: &generator)
            checksum &+= bits.points(of: caller) &+ (partner == caller ? 0 : bits.points(of: partner))
        }
        return checksum
    }

    /// One two-player random game on the specialised path; returns seat 0's points. It draws from
    /// the generator exactly as `finishRandom` does on a `BitGame` of the same deal.
    @inlinable
    public static func twoPlayerGame<G: RandomNumberGenerator>(deck: Deck, dealer: Int, using generator: inout G) -> Int {
        var game = TwoPlayerBitGame(deck: deck, dealer: dealer)
        return game.finishRandom(using: &generator)
    }
}

/// The two-player game cut to the bone for the engine benchmark: two hand masks, the deck read in
/// place, no table row (the leader's card is held while the other answers).
@usableFromInline struct TwoPlayerBitGame {
    @usableFromInline let deck: Deck
    @usableFromInline let trump: UInt8
    @usableFromInline var hand0: UInt64 = 0, hand1: UInt64 = 0
    @usableFromInline var points0 = 0
    @usableFromInline var leader: Int

    /// Deals like `GameState(setup:)`: alternately from the player after the dealer, three each.
    @inlinable init(deck: Deck, dealer: Int) {
        self.deck = deck
        trump = deck[6].index / 10
        leader = dealer ^ 1
        for k in 0..<6 {
            let bit = UInt64(1) &<< UInt64(deck[k].index)
            if (k & 1 == 0) == (leader == 0) { hand0 |= bit } else { hand1 |= bit }
        }
    }

    /// Plays the whole game with random cards; returns seat 0's points.
    @inlinable mutating func finishRandom<G: RandomNumberGenerator>(using generator: inout G) -> Int {
        var next = 7 // deck[6] is the face-up trump, drawn last
        for trick in 0..<20 {
            let held = min(3, 20 &- trick) // both hands hold this many as the trick starts
            let first = pick(leader, held, &generator)
            let second = pick(leader ^ 1, held, &generator)
            let a = Card(unchecked: first), b = Card(unchecked: second)
            let winner = BitGame.beats(b, a, trump: trump) ? leader ^ 1 : leader
            points0 &+= winner == 0 ? a.points &+ b.points : 0
            if next < 40 { // the winner draws deck[next], the loser the next card (the trump last)
                let toWinner = UInt64(1) &<< UInt64(deck[next].index)
                let toLoser = UInt64(1) &<< UInt64((next == 39 ? deck[6] : deck[next &+ 1]).index)
                if winner == 0 { hand0 |= toWinner; hand1 |= toLoser } else { hand1 |= toWinner; hand0 |= toLoser }
                next &+= 2
            }
            leader = winner
        }
        return points0
    }

    @inlinable mutating func pick<G: RandomNumberGenerator>(_ seat: Int, _ held: Int, _ generator: inout G) -> UInt8 {
        let hand = seat == 0 ? hand0 : hand1
        let card = BitPlayout.card(at: generator.bounded(held), of: hand)
        if seat == 0 { hand0 &= ~(1 &<< UInt64(card)) } else { hand1 &= ~(1 &<< UInt64(card)) }
        return card
    }
}
