/// Why a bid, a pass or a call was refused; the state it was applied to is left exactly as it was.
public enum AuctionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Only the five-player game has an auction.
    case noAuction
    /// The auction is decided and the call made, or the deal was thrown in.
    case auctionOver
    case unknownSeat(Int)
    case notYourTurn(expected: Int, got: Int)
    /// The bid is not above the standing one, or names points before the 2 (or outside 61…120).
    case bidTooLow(Bid, standing: Bid?)
    /// A call while the auction is still open.
    case notWonYet
    /// A bid or pass from the winner, who must now name the suit.
    case callExpected

    public var description: String {
        switch self {
        case .noAuction: "this game has no auction"
        case .auctionOver: "the auction is over"
        case let .unknownSeat(seat): "there is no seat \(seat) at this table"
        case let .notYourTurn(expected, got): "seat \(got) spoke, but it is seat \(expected)'s turn"
        case let .bidTooLow(bid, standing): "\(bid) may not follow \(standing.map(\.description) ?? "nothing")"
        case .notWonYet: "nobody has won the auction yet"
        case .callExpected: "the auction is won: the winner names a suit"
        }
    }
}
