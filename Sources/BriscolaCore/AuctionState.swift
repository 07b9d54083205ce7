/// Where the auction of a five-player deal stands (Protocol.md §4.1); in the 2–4 player games it
/// is `.play` from the deal on and says nothing else.
public struct AuctionState: Hashable, Sendable {
    /// The auction's stage; its raw value is its byte in the state encoding (§5).
    public enum Stage: UInt8, Hashable, Sendable {
        /// Seats bid or pass, in turn.
        case bidding = 0
        /// One seat is left with the standing bid and must name the called card's suit.
        case calling = 1
        /// The call is made (or there was no auction): cards are played.
        case play = 2
        /// Every seat passed: the deal is thrown in, unplayed.
        case thrownIn = 3
    }

    /// What a seat last said in the auction.
    public enum Word: Hashable, Sendable {
        case silent
        case passed
        case bid(Bid)

        /// Its byte in the state encoding: 0 silent, 255 passed, else the bid's code.
        var byte: UInt8 {
            switch self {
            case .silent: 0
            case .passed: 255
            case let .bid(bid): UInt8(bid.code)
            }
        }
    }

    public internal(set) var stage: Stage
    /// The highest bid so far, and who made it (the caller, once the auction is won).
    public internal(set) var standing: Bid?
    public internal(set) var bidder: Int?
    /// Each seat's last word.
    public internal(set) var said: PerSeat<Word>
    /// The called card, once the call is made: its suit is trump, its holder the caller's partner.
    public internal(set) var called: Card?
    /// The called card's holder — the caller's partner, or the caller alone. In a `PlayerView` it
    /// is nil until the called card is played, except in the view of the seat that holds it.
    public internal(set) var partner: Int?
    /// Steps taken (bids, passes and the call).
    public internal(set) var steps: Int

    /// No auction: a 2–4 player game, or a view built by hand for one.
    public static let noAuction = AuctionState(opening: false)

    /// An auction about to open (five players), or none (`.play` from the start).
    init(opening: Bool) {
        stage = opening ? .bidding : .play
        standing = nil
        bidder = nil
        said = PerSeat(repeating: .silent)
        called = nil
        partner = nil
        steps = 0
    }

    /// The caller, once the auction is won.
    public var caller: Int? { stage == .bidding ? nil : bidder }

    /// Card points the caller's side needs: 61, or the points bid.
    public var target: Int { standing?.target ?? 61 }

    /// Whether the caller plays alone, holding the card they called (known to all once it is played).
    public var isAlone: Bool { partner != nil && partner == bidder }
}
