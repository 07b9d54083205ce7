/// A bid in the five-player auction (Protocol.md §4.1): a rank — each bid naming a weaker card
/// than the last — or, once the 2 has been named, the points the caller's side undertakes to take.
public enum Bid: Hashable, Sendable, CustomStringConvertible {
    case rank(Rank)
    case points(Int)

    /// The ranks in bidding order, lowest bid first: Asso, 3, Re, Cavallo, Fante, 7, 6, 5, 4, 2.
    public static let rankOrder: [Rank] = [.asso, .tre, .re, .cavallo, .fante, .sette, .sei, .cinque, .quattro, .due]

    /// The points a bid may name: 61 (the 2 with 61) … 120.
    public static let pointRange = 61...120

    /// The bid's height: 0 for the Asso … 9 for the 2, then 10 for 61 points … 69 for 120; a bid
    /// must be higher than the standing one.
    public var height: Int {
        switch self {
        case let .rank(rank): 9 - rank.strength
        case let .points(points): points - 51
        }
    }

    /// The rank of the card the winner calls: the bid's rank, or the 2 after a bid in points.
    public var rank: Rank {
        switch self {
        case let .rank(rank): rank
        case .points: .due
        }
    }

    /// Card points the caller's side needs to win the deal: 61, or the points bid.
    public var target: Int {
        switch self {
        case .rank: 61
        case let .points(points): points
        }
    }

    /// Whether this bid may stand after `standing` (nil: nobody has bid yet). Any rank opens; a
    /// rank must be lower than the last; points come only once the 2 has been named, each higher.
    public func canFollow(_ standing: Bid?) -> Bool {
        switch self {
        case .rank: return standing.map { height > $0.height } ?? true
        case let .points(points):
            guard Self.pointRange.contains(points), let standing else { return false }
            return standing.height >= Bid.rank(.due).height && height > standing.height
        }
    }

    /// The spelling in records and the state encoding: the rank's number as in card codes (`1` …
    /// `10`), or the points (`61` … `120`) — the two ranges never meet.
    public var code: Int {
        switch self {
        case let .rank(rank): Int(rank.rawValue)
        case let .points(points): points
        }
    }

    /// Reads a bid's code; nil for anything else.
    public init?(code: Int) {
        if let number = UInt8(exactly: code), let rank = Rank(rawValue: number) {
            self = .rank(rank)
        } else if Self.pointRange.contains(code) {
            self = .points(code)
        } else {
            return nil
        }
    }

    public var description: String {
        switch self {
        case let .rank(rank): "rank \(rank.rawValue)"
        case let .points(points): "2 with \(points)"
        }
    }
}

/// What a seat says in the auction and the call, before the first card of a five-player deal.
public enum AuctionStep: Hashable, Sendable, CustomStringConvertible {
    /// Out of the auction for this deal.
    case pass
    /// A bid above the standing one.
    case bid(Bid)
    /// The winner names the suit of the called card (its rank is the winning bid's).
    case call(Suit)

    public var description: String {
        switch self {
        case .pass: "pass"
        case let .bid(bid): "bid \(bid)"
        case let .call(suit): "call \(suit.letter)"
        }
    }
}

/// One step of the auction by one seat: the auction's counterpart of `Action`.
public struct AuctionAction: Hashable, Sendable, CustomStringConvertible {
    public let seat: Int
    public let step: AuctionStep

    /// `seat` says `step`.
    public init(seat: Int, step: AuctionStep) {
        self.seat = seat
        self.step = step
    }

    public var description: String { "seat \(seat) \(step)" }
}
