/// The whole state of a game as a plain value: copying it is a few dozen bytes, no heap.
/// Change it only through `apply`, which either performs a legal play or leaves it untouched.
public struct GameState: Hashable, Sendable {
    public let variant: Variant
    public let dealer: Int
    /// The deck in stock order; `deck[3 × players]` is the trump card, drawn last.
    public let deck: Deck
    /// Next deck position to draw from, before the trump.
    public internal(set) var stockNext: Int
    /// Whether the face-up trump has been drawn (always by the last draw).
    public internal(set) var trumpDrawn: Bool
    /// Each seat's hand in the order cards arrived.
    public internal(set) var hands: PerSeat<CardRow>
    /// Cards each seat has captured.
    public internal(set) var captured: PerSeat<CardSet>
    /// Cards on the table in play order, led by `leader`.
    public internal(set) var table: CardRow
    public internal(set) var leader: Int
    public internal(set) var turn: Int
    /// Tricks completed so far.
    public internal(set) var tricksPlayed: Int
    /// Every card that has been played (on the table or captured).
    public internal(set) var played: CardSet
    /// The most recent completed trick, for screens and logs.
    public internal(set) var lastTrick: CompletedTrick?
    /// Every card played so far, in order (public: see `PlayHistory`).
    public internal(set) var history: PlayHistory
    /// The auction and the call (five players); `.play` from the deal on in the other games.
    public internal(set) var auction: AuctionState

    /// Deals a new game: one card at a time, starting left of the dealer, three rounds; then the
    /// next card is turned up as trump and slid under the stock. The player after the dealer leads.
    /// With five players the whole deck is dealt, eight rounds, nothing is turned up, and the
    /// player after the dealer opens the auction (§4.1).
    public init(setup: GameSetup) {
        variant = setup.variant
        dealer = setup.dealer
        deck = setup.deck
        let players = variant.players
        var hands = PerSeat(repeating: CardRow())
        var seat = dealer
        for k in 0..<(variant.handSize * players) {
            seat = variant.seat(after: seat)
            hands[seat].append(deck[k])
        }
        self.hands = hands
        if variant.hasAuction {
            trumpCard = Self.noTrumpYet
            stockNext = deck.count
            trumpDrawn = true
        } else {
            trumpCard = deck[3 * players]
            stockNext = 3 * players + 1
            trumpDrawn = false
        }
        auction = AuctionState(opening: variant.hasAuction)
        captured = PerSeat(repeating: CardSet())
        table = CardRow()
        leader = variant.seat(after: dealer)
        turn = leader
        tricksPlayed = 0
        played = CardSet()
        lastTrick = nil
        history = PlayHistory()
    }

    /// The face-up card under the stock (`deck[3 × players]`); its suit is trump all game. With
    /// five players, the called card once called (`noTrumpYet` during the auction).
    public internal(set) var trumpCard: Card
    public var trump: Suit { trumpCard.suit }

    /// What `trumpCard` holds during a five-player auction, before any suit is trump: the Asso di
    /// Coppe, which means nothing until `auction.called` is set.
    public static let noTrumpYet = Card(.asso, .coppe)

    /// Cards still to be drawn, the face-up trump included.
    public var stockCount: Int { deck.count - stockNext + (trumpDrawn ? 0 : 1) }

    /// True once every card has been played, or the deal was thrown in by the auction.
    public var isFinished: Bool { tricksPlayed == variant.tricks || auction.stage == .thrownIn }

    /// Where the game stands: whose bid, call or play is awaited, or the result.
    public var phase: Phase {
        if isFinished { return .finished(result) }
        switch auction.stage {
        case .bidding: return .awaitingBid(seat: turn)
        case .calling: return .awaitingCall(seat: turn)
        case .play, .thrownIn: return .awaitingPlay(seat: turn)
        }
    }

    /// Points captured by each side (a seat, or a team with four players).
    public var scores: [Int] {
        var sides = Array(repeating: 0, count: variant.sides)
        for seat in 0..<variant.players { sides[variant.side(of: seat)] += captured[seat].points }
        return sides
    }

    /// Points captured by one seat.
    public func points(of seat: Int) -> Int { captured[seat].points }

    /// The result by the scores so far; meaningful once the game is finished. With five players
    /// it is the side that won by the bid (`ChiamataScore.result`), not the highest pile.
    public var result: GameResult { variant.hasAuction ? ChiamataScore.result(of: self) : GameResult(scores: scores) }
}

/// Where a game stands.
public enum Phase: Hashable, Sendable {
    /// A five-player auction awaits this seat's bid or pass.
    case awaitingBid(seat: Int)
    /// The auction's winner must name the called card's suit.
    case awaitingCall(seat: Int)
    case awaitingPlay(seat: Int)
    case finished(GameResult)
}
