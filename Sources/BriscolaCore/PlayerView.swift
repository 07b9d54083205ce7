/// What one seat may see of a game. Opponents and screens get this, never the `GameState`, so no
/// strategy can read another hand or the stock order: the fields simply are not there.
public struct PlayerView: Hashable, Sendable {
    public let variant: Variant
    public let seat: Int
    public let hand: CardRow
    /// Cards on the table in play order; `leader` played the first.
    public let table: CardRow
    public let leader: Int
    public let turn: Int
    public let trumpCard: Card
    /// Cards still to be drawn, the face-up trump included.
    public let stockCount: Int
    /// Every card played so far (on the table or captured), by anyone.
    public let played: CardSet
    /// Points this seat has captured (its own pile, which a player may count).
    public let ownPoints: Int
    /// Cards in each seat's hand (everyone can count the cards others hold).
    public let handCounts: PerSeat<Int>
    public let tricksPlayed: Int
    public let lastTrick: CompletedTrick?
    /// Points each seat has captured. Public knowledge (every trick is taken in sight of all),
    /// though tradition keeps the others' piles face down: screens show them only when asked.
    public let capturedPoints: PerSeat<Int>
    /// Every card played so far in order (public: the seat saw each one played). Views built by
    /// hand may leave it empty; a reader checks it against `tricksPlayed` and `table` first.
    public let history: PlayHistory
    /// The five-player auction as every seat heard it: the bids, the caller, the called card. Its
    /// `partner` is nil until the called card is played, except in the view of the seat holding it.
    public let auction: AuctionState

    /// A view from its parts (a peer's screen builds one from messages; tests build them by hand).
    public init(variant: Variant, seat: Int, hand: CardRow, table: CardRow, leader: Int, turn: Int,
                trumpCard: Card, stockCount: Int, played: CardSet, ownPoints: Int,
                handCounts: PerSeat<Int>, tricksPlayed: Int, lastTrick: CompletedTrick?,
                capturedPoints: PerSeat<Int> = PerSeat(repeating: 0), history: PlayHistory = PlayHistory(),
                auction: AuctionState = .noAuction) {
        self.variant = variant
        self.seat = seat
        self.hand = hand
        self.table = table
        self.leader = leader
        self.turn = turn
        self.trumpCard = trumpCard
        self.stockCount = stockCount
        self.played = played
        self.ownPoints = ownPoints
        self.handCounts = handCounts
        self.tricksPlayed = tricksPlayed
        self.lastTrick = lastTrick
        self.capturedPoints = capturedPoints
        self.history = history
        self.auction = auction
    }

    public var trump: Suit { trumpCard.suit }
    public var isMyTurn: Bool { turn == seat }

    /// Every trick of the deal is taken (as `GameState.isFinished`): no trick follows, so nobody
    /// leads next.
    public var isFinished: Bool { tricksPlayed == variant.tricks || auction.stage == .thrownIn }

    /// This seat's side: itself, or its team with four players.
    public var side: Int { variant.side(of: seat) }

    /// Points captured by each side (seats, or the two teams with four players).
    public var sidePoints: [Int] {
        var sides = Array(repeating: 0, count: variant.sides)
        for s in 0..<variant.players { sides[variant.side(of: s)] += capturedPoints[s] }
        return sides
    }

    /// Seat of this seat's partner with four players, nil otherwise.
    public var partner: Int? { variant == .four ? (seat + 2) % 4 : nil }

    /// Cards not yet seen by this seat: neither played nor in its hand (nor the face-up trump
    /// while it lies under the stock). These are what a search player samples other hands from.
    public var unseen: CardSet {
        var seen = played.union(hand.set)
        if stockCount > 0 { seen.insert(trumpCard) }
        return CardSet.full.subtracting(seen).subtracting(variant.removedCards)
    }
}

extension GameState {
    /// The view a seat is entitled to.
    public func view(for seat: Int) -> PlayerView {
        var counts = PerSeat(repeating: 0), points = PerSeat(repeating: 0)
        for s in 0..<variant.players {
            counts[s] = hands[s].count
            points[s] = captured[s].points
        }
        return PlayerView(
            variant: variant, seat: seat, hand: hands[seat], table: table, leader: leader, turn: turn,
            trumpCard: trumpCard, stockCount: stockCount, played: played,
            ownPoints: captured[seat].points, handCounts: counts, tricksPlayed: tricksPlayed,
            lastTrick: lastTrick, capturedPoints: points, history: history, auction: auctionHeard(by: seat)
        )
    }

    /// The auction as `seat` may know it: the called card's holder only once it has been played,
    /// or when `seat` holds it.
    func auctionHeard(by seat: Int) -> AuctionState {
        var heard = auction
        if let called = auction.called, auction.partner != seat, !played.contains(called) { heard.partner = nil }
        return heard
    }
}
