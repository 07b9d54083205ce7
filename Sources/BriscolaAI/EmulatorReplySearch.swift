import BriscolaCore

/// Best play against the emulator in one fully known two-player deal: this seat tries every card
/// at each of its turns, while the other seat plays the card the emulator's rules choose from its
/// hand. Minimax assumes a perfect opponent who also sees the stock; this search assumes the model
/// the expert's inference assumes, so it finds the lines that beat the emulator even where a
/// perfect opponent would hold on. The emulator breaks ties between cards of one rank by arrival
/// order, which a card mask does not keep: here the lower card index counts as arriving first.
struct EmulatorReplySearch {
    /// The seat the search plays for; the other seat is the emulator.
    let seat: Int
    private let trumpCard: Card
    private let emulator = EmulatorStrategy()
    /// The emulator's card by hand and table card (looked up by key, never iterated).
    private var replies: [UInt64: UInt8] = Dictionary(minimumCapacity: 1024)

    /// A search for `seat` in deals whose face-up trump is `trumpCard`.
    init(seat: Int, trumpCard: Card) {
        self.seat = seat
        self.trumpCard = trumpCard
    }

    /// Each card in the searching seat's hand (it must be its turn) with the points that seat
    /// captures from here on when it plays that card and then its best against the emulator.
    mutating func values(_ game: BitGame) -> [(card: UInt8, value: Int)] {
        var out: [(card: UInt8, value: Int)] = []
        var hand = game.handToPlay
        while hand != 0 {
            let card = UInt8(truncatingIfNeeded: hand.trailingZeroBitCount)
            hand &= hand &- 1
            var child = game
            let gained = gain(&child, card)
            out.append((card, gained + best(child)))
        }
        return out
    }

    /// The most points the searching seat can capture from here against the emulator.
    mutating func best(_ game: BitGame) -> Int {
        guard !game.isFinished else { return 0 }
        if game.seatToPlay != seat {
            var child = game
            let gained = gain(&child, reply(game))
            return gained + best(child)
        }
        var most = 0
        var order = MoveOrder(hand: game.handToPlay, played: game.playedCards & ~game.tableCards.set.bits, first: 255)
        while let card = order.next() {
            var child = game
            let gained = gain(&child, card)
            most = max(most, gained + best(child))
        }
        return most
    }

    /// Plays a card and returns the points it earned the searching seat.
    private func gain(_ game: inout BitGame, _ card: UInt8) -> Int {
        let before = game.points(of: seat)
        game.play(card)
        return game.points(of: seat) &- before
    }

    /// The emulator's card for the seat to move (the other seat) in this position.
    mutating func reply(_ game: BitGame) -> UInt8 {
        let hand = game.handToPlay
        let table = game.tableCards
        let tableKey = table.count == 0 ? UInt64(63) : UInt64(table[0].index)
        let key = hand | tableKey << 48
        if let known = replies[key] { return known }
        let mover = game.seatToPlay
        let view = PlayerView(
            variant: .two, seat: mover, hand: CardRow(Array(CardSet(bits: hand))), table: table,
            leader: table.count == 0 ? mover : 1 - mover, turn: mover, trumpCard: trumpCard,
            stockCount: 0, played: CardSet(), ownPoints: 0, handCounts: PerSeat(repeating: 0), tricksPlayed: 0,
            lastTrick: nil)
        let card = emulator.decide(view).card.index
        replies[key] = card
        return card
    }
}
