/// The only thing a player does in Briscola: put a card from their hand on the table.
public struct Action: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Who plays.
    public let seat: Int
    /// What they play.
    public let card: Card

    /// A play of `card` by `seat`.
    public init(seat: Int, card: Card) {
        self.seat = seat
        self.card = card
    }

    public var description: String { "seat \(seat) plays \(card)" }
}

/// Why an action was refused; the state it was applied to is left exactly as it was.
public enum RuleError: Error, Hashable, Sendable, CustomStringConvertible {
    case gameOver
    case unknownSeat(Int)
    case notYourTurn(expected: Int, got: Int)
    case cardNotInHand(seat: Int, card: Card)
    /// A card played before a five-player deal's auction and call are over.
    case auctionUnderWay

    public var description: String {
        switch self {
        case .gameOver: "the game is over"
        case let .unknownSeat(seat): "there is no seat \(seat) at this table"
        case let .notYourTurn(expected, got): "seat \(got) played, but it is seat \(expected)'s turn"
        case let .cardNotInHand(seat, card): "seat \(seat) does not hold \(card)"
        case .auctionUnderWay: "no card is played before the auction and the call"
        }
    }
}
