/// One seat's commitments to its secrets for a game (Protocol.md §17.1): A = a·G for its shuffle
/// key and B[k] = b[k]·G for each position key, G the base point. Published before the passes,
/// they bind every proof of the seat's passes and every key it reveals later.
public struct KeyCommitments: Equatable, Sendable {
    /// A: the shuffle key's commitment.
    public let shuffle: GroupElement
    /// B[k]: position k's key's commitment.
    public let positions: [GroupElement]

    /// The commitments to a seat's own secrets.
    public init(secrets: SeatSecrets) {
        shuffle = Self.commit(secrets.shuffleKey)
        positions = secrets.positionKeys.map(Self.commit)
    }

    /// Commitments as received (already valid elements).
    public init(shuffle: GroupElement, positions: [GroupElement]) {
        self.shuffle = shuffle
        self.positions = positions
    }

    /// G, the base point of ristretto255 (RFC 9496), which every commitment is a multiple of.
    public static let generator = GroupElement(valid: Point.generator.bytes)

    /// `key · G`: a key's commitment. Never the identity: a key is not zero.
    public static func commit(_ key: Scalar) -> GroupElement {
        let point = Point.base(ModL(key))
        precondition(!point.isIdentity, "a non-zero key times the base point is never the identity")
        return GroupElement(valid: point.bytes)
    }

    /// Checks a revealed shuffle key against A (one fixed-base multiplication).
    public func check(shuffleKey key: Scalar) throws(ProofError) {
        guard Self.commit(key) == shuffle else { throw .shuffleKeyDoesNotMatchCommitment }
    }

    /// Checks a revealed key for `position` against B[position] (one fixed-base multiplication).
    public func check(key: Scalar, position: Int) throws(ProofError) {
        guard positions.indices.contains(position), Self.commit(key) == positions[position] else {
            throw .keyDoesNotMatchCommitment(position: position)
        }
    }

    /// A ‖ B[0] ‖ … ‖ B[L−1], 32 bytes each: the encoding the proofs hash (§17.2).
    public var bytes: [UInt8] { shuffle.bytes + positions.flatMap(\.bytes) }
}
