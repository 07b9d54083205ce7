/// Why a proof of a pass, or a key revealed against its commitment, was refused (Protocol.md
/// §17.6). A closed list: every verifier outcome other than success is one of these.
public enum ProofError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not a proof at all: a wrong length, a scalar not reduced, an element that is not a
    /// canonical encoding or is the identity, decks of different lengths or with no cards.
    case malformed
    /// A shuffle pass's proof does not hold: the output is not the input permuted under the
    /// one exponent the seat committed to.
    case shuffleProofFails
    /// A lock pass's proof does not hold at a position (nil: the part that proves the shuffle key).
    case lockProofFails(position: Int?)
    /// A revealed shuffle key that is not the one committed to.
    case shuffleKeyDoesNotMatchCommitment
    /// A revealed position key that is not the one committed to.
    case keyDoesNotMatchCommitment(position: Int)

    public var description: String {
        switch self {
        case .malformed: "the proof is malformed"
        case .shuffleProofFails: "the shuffle proof does not hold"
        case let .lockProofFails(position):
            position.map { "the lock proof does not hold at position \($0)" } ?? "the lock proof does not hold for the shuffle key"
        case .shuffleKeyDoesNotMatchCommitment: "the shuffle key does not match its commitment"
        case let .keyDoesNotMatchCommitment(position): "the key for position \(position) does not match its commitment"
        }
    }
}
