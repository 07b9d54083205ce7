import BriscolaCore

/// The stable error codes of Protocol.md §9, spelled as on the wire. An `error` message whose
/// code is not one of these is itself a `bad_message`.
public enum ErrorCode: String, Codable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case frameTooLarge = "frame_too_large"
    case badFrame = "bad_frame"
    case badMessage = "bad_message"
    case unknownType = "unknown_type"
    case versionMismatch = "version_mismatch"
    case unsupportedVariant = "unsupported_variant"
    case unexpectedMessage = "unexpected_message"
    case outOfOrder = "out_of_order"
    case badCommitment = "bad_commitment"
    case badDeck = "bad_deck"
    case notYourSeat = "not_your_seat"
    case notYourTurn = "not_your_turn"
    case cardNotInHand = "card_not_in_hand"
    case gameOver = "game_over"
    case unknownSeat = "unknown_seat"
    case desync
    case tableFull = "table_full"
    case seatTaken = "seat_taken"
    case badSignature = "bad_signature"
    case unknownSession = "unknown_session"
    case resumeRefused = "resume_refused"
    case badKey = "bad_key"
    case cardOpenedTwice = "card_opened_twice"
    case positionNotInHand = "position_not_in_hand"
    case wrongCard = "wrong_card"
    case badAudit = "bad_audit"
    /// Protocol 4 (§17.8.6): a pass whose proof does not verify.
    case badProof = "bad_proof"
    /// A revealed key that is not the one its seat committed to.
    case keyNotCommitted = "key_not_committed"
    /// A seat signed two different passes of one game.
    case equivocation
    /// A pass whose `read` names a pass its seat never signed.
    case badRead = "bad_read"
    /// A guest's code nonce that is not the one committed in its `hello`.
    case badCodeNonce = "bad_code_nonce"
    /// An `open`, `audit` or `play` not sent by its deadline.
    case withheld

    public var description: String { rawValue }

    /// The code for a play the rules refuse (§4).
    public init(_ error: RuleError) {
        switch error {
        case .gameOver: self = .gameOver
        case .unknownSeat: self = .unknownSeat
        case .notYourTurn, .auctionUnderWay: self = .notYourTurn // five players never reach the wire
        case .cardNotInHand: self = .cardNotInHand
        }
    }

    /// The code for bytes that break the framing or message rules (§7–§8).
    public init(_ error: WireError) {
        switch error {
        case .frameTooLarge: self = .frameTooLarge
        case .emptyFrame, .notJSON, .missingType: self = .badFrame
        case .unknownType: self = .unknownType
        case .badMessage: self = .badMessage
        }
    }
}
