import BriscolaCore

/// Proofs travel as hex, like every element and key of §16 (Protocol.md §17.5).
extension ShuffleProof {
    /// The encoding in lowercase hex.
    public var hex: String { Hex.encode(bytes) }

    /// A proof from its hex for a deck of `count` cards (`.malformed` for anything but hex of a proof).
    public init(hex: String, cards count: Int) throws(ProofError) {
        guard let bytes = Hex.decode(hex) else { throw .malformed }
        try self.init(bytes: bytes, cards: count)
    }
}

extension LockProof {
    /// The encoding in lowercase hex.
    public var hex: String { Hex.encode(bytes) }

    /// A proof from its hex for a deck of `count` cards (`.malformed` for anything but hex of a proof).
    public init(hex: String, cards count: Int) throws(ProofError) {
        guard let bytes = Hex.decode(hex) else { throw .malformed }
        try self.init(bytes: bytes, cards: count)
    }
}
