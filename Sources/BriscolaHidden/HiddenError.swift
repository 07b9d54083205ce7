import BriscolaCore

/// Why a hidden deal or a hidden game was refused (Protocol.md §16.6): each kind of cheating has
/// its own case, and its own error code on the wire.
public enum HiddenError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A shuffle or lock pass that is not a deck: wrong length, or an element twice.
    case badPass(seat: Int, detail: String)
    /// A key that does not open its position to a card of the deck, or contradicts one sent before.
    case badKey(seat: Int, position: Int, detail: String)
    /// A card opened at a second position.
    case cardOpenedTwice(card: Card, positions: [Int])
    /// A play of a position that is not in the player's hand.
    case positionNotInHand(seat: Int, position: Int)
    /// A play whose position opens to another card than the one claimed.
    case wrongCard(seat: Int, position: Int, claimed: Card, opened: Card)
    /// The end-of-game audit failed: a seat's revealed keys do not account for what it sent.
    case badAudit(seat: Int, detail: String)

    public var description: String {
        switch self {
        case let .badPass(seat, detail): "\(SeatNumbering.spoken(seat))'s pass over the deck is not valid: \(detail)"
        case let .badKey(seat, position, detail):
            seat < 0 ? "the keys for position \(position) do not open it to a card: a pass was not a deck" : "\(SeatNumbering.spoken(seat))'s key for position \(position) \(detail)"
        case let .cardOpenedTwice(card, positions):
            "\(card.code) was opened twice, at positions \(positions.map(String.init).joined(separator: " and "))"
        case let .positionNotInHand(seat, position): "\(SeatNumbering.spoken(seat)) played position \(position), which is not in its hand"
        case let .wrongCard(seat, position, claimed, opened):
            "\(SeatNumbering.spoken(seat)) claimed \(claimed.code) for position \(position), which opens to \(opened.code)"
        case let .badAudit(seat, detail): "the audit of \(SeatNumbering.spoken(seat)) failed: \(detail)"
        }
    }
}
