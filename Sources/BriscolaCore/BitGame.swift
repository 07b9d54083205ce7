/// A game as bit masks for search and playouts: hands are 64-bit card masks, the stock is the
/// list of cards still to be drawn (the face-up trump last), and only points are kept of the
/// captured piles. Copying it is a memcpy and a play never allocates. `GameState` stays the
/// rules' reference; tests check that both agree play for play.
public struct BitGame: Sendable {
    /// Seats at the table (2 … 5).
    public let players: Int
    /// The trump suit's raw value (0…3).
    public let trump: UInt8
    /// Cards still to be drawn, in draw order, from `drawNext` up to `drawEnd` (the trump last).
    @usableFromInline var draws: InlineArray<40, UInt8>
    @usableFromInline var drawNext: Int
    @usableFromInline let drawEnd: Int
    /// Each seat's hand as a card mask (bit i = card index i).
    @usableFromInline var hands: InlineArray<5, UInt64>
    /// Points each seat captured since this value was made (a whole game, or a search's root).
    @usableFromInline var points: InlineArray<5, Int>
    /// Cards on the table in play order, led by `leader`.
    @usableFromInline var table: CardRow
    @usableFromInline var leader: Int
    @usableFromInline var turn: Int
    /// Tricks still to be played; zero when the game is over.
    @usableFromInline var tricksLeft: Int
    /// Every card played so far (on the table or captured), as a mask.
    @usableFromInline var played: UInt64

    /// The position a `GameState` stands in; points captured so far are carried over. A
    /// five-player deal is taken once its call is made: trump is the called suit, and no stock.
    public init(_ state: GameState) {
        players = state.variant.players
        trump = state.trump.rawValue
        draws = .init(repeating: 0)
        var end = 0
        for position in state.stockNext..<state.deck.count {
            draws[end] = state.deck[position].index
            end += 1
        }
        if !state.trumpDrawn {
            draws[end] = state.trumpCard.index
            end += 1
        }
        drawNext = 0
        drawEnd = end
        hands = .init(repeating: 0)
        points = .init(repeating: 0)
        for seat in 0..<players {
            hands[seat] = state.hands[seat].set.bits
            points[seat] = state.captured[seat].points
        }
        table = state.table
        leader = state.leader
        turn = state.turn
        tricksLeft = state.variant.tricks - state.tricksPlayed
        played = state.played.bits
    }

    /// A seat's hand as a card mask.
    @inlinable public func hand(of seat: Int) -> UInt64 { hands[seat] }
    /// Points a seat has captured (since this value was made from a `GameState`, which carries its piles).
    @inlinable public func points(of seat: Int) -> Int { points[seat] }
    /// The seat whose play is awaited.
    @inlinable public var seatToPlay: Int { turn }
    /// The seat that led the trick on the table.
    @inlinable public var trickLeader: Int { leader }
    /// Cards on the table in play order.
    @inlinable public var tableCards: CardRow { table }
    /// Tricks still to be played; zero when the game is over.
    @inlinable public var tricksRemaining: Int { tricksLeft }
    /// Every card played so far (table included), as a mask.
    @inlinable public var playedCards: UInt64 { played }
    /// How many cards have been drawn since this value was made (with the hands, it fixes the position).
    @inlinable public var drawPosition: Int { drawNext }

    /// True once every trick has been played.
    @inlinable public var isFinished: Bool { tricksLeft == 0 }

    /// Cards still to be drawn, the face-up trump included.
    @inlinable public var stockCount: Int { drawEnd &- drawNext }

    /// The hand of the seat whose play is awaited.
    @inlinable public var handToPlay: UInt64 { hands[turn] }

    /// Points captured by a side (a seat, or a team of seats `side` and `side + 2` with four players).
    @inlinable public func sidePoints(_ side: Int) -> Int {
        players == 4 ? points[side] &+ points[side &+ 2] : points[side]
    }

    /// Plays a card the seat to move holds (callers pick it from `handToPlay`); completes, scores
    /// and deals after the trick when it is the last card. Returns the trick's points when this play
    /// ended one (else 0), so a search can add them up without re-reading the state.
    @inlinable @discardableResult
    public mutating func play(_ index: UInt8) -> Int {
        hands[turn] &= ~(1 &<< UInt64(index))
        played |= 1 &<< UInt64(index)
        table.append(Card(unchecked: index))
        if table.count < players {
            turn = turn &+ 1 == players ? 0 : turn &+ 1
            return 0
        }
        return completeTrick()
    }

    @inlinable mutating func completeTrick() -> Int {
        var best = table[0]
        var position = 0
        var k = 1
        var value = best.points
        while k < players {
            let card = table[k]
            value &+= card.points
            if BitGame.beats(card, best, trump: trump) {
                best = card
                position = k
            }
            k &+= 1
        }
        var winner = leader &+ position
        if winner >= players { winner &-= players }
        points[winner] &+= value
        table = CardRow()
        tricksLeft &-= 1
        if drawNext < drawEnd {
            var seat = winner
            for _ in 0..<players {
                hands[seat] |= 1 &<< UInt64(draws[drawNext])
                drawNext &+= 1
                seat = seat &+ 1 == players ? 0 : seat &+ 1
            }
        }
        leader = winner
        turn = winner
        return value
    }

    /// The trick rule on raw cards: a card takes the one holding the trick if it is of the same
    /// suit and stronger, or a trump over a non-trump (the same rule as `TrickRule.beats`).
    @inlinable @inline(__always)
    public static func beats(_ challenger: Card, _ holder: Card, trump: UInt8) -> Bool {
        let cs = challenger.index / 10, hs = holder.index / 10
        return cs == hs ? challenger.strength > holder.strength : cs == trump
    }
}
