/// The proof that carries a lock pass (Protocol.md §17.4): for every position k, that
/// a·Y[k] = b[k]·X[k] for the a of A = a·G and the b[k] of B[k] = b[k]·G — i.e. Y[k] =
/// (b[k]·a⁻¹)·X[k], the pass §16.2 asks for, with no element copied, moved or replaced. A
/// Chaum–Pedersen proof generalised to three relations sharing a, all positions under one
/// challenge. Members in their order on the wire: T₁, z₁, then for each k: T₂[k], T₃[k], z₂[k].
public struct LockProof: Equatable, Sendable {
    let t1: Point
    let z1: ModL
    let t2: [Point], t3: [Point]
    let z2: [ModL]

    /// The proof's length in bytes for a deck of `count` cards.
    public static func byteCount(cards count: Int) -> Int { 64 + 96 * count }

    /// The encoding: every member, 32 bytes, in the order above.
    public var bytes: [UInt8] {
        t1.bytes + z1.bytes + t2.indices.flatMap { t2[$0].bytes + t3[$0].bytes + z2[$0].bytes }
    }

    /// A proof from its bytes for a deck of `count` cards (`.malformed` as for `ShuffleProof`).
    public init(bytes: [UInt8], cards count: Int) throws(ProofError) {
        guard (1...255).contains(count), bytes.count == Self.byteCount(cards: count) else { throw .malformed }
        var reader = ProofReader(bytes)
        t1 = try reader.point()
        z1 = try reader.scalar()
        var t2: [Point] = [], t3: [Point] = [], z2: [ModL] = []
        for _ in 0..<count {
            t2.append(try reader.point())
            t3.append(try reader.point())
            z2.append(try reader.scalar())
        }
        try reader.finish()
        (self.t2, self.t3, self.z2) = (t2, t3, z2)
    }

    init(t1: Point, z1: ModL, t2: [Point], t3: [Point], z2: [ModL]) {
        (self.t1, self.z1, self.t2, self.t3, self.z2) = (t1, z1, t2, t3, z2)
    }

    /// e = SHA-512(ASCII `briscola-lock-4 e` ‖ s₀ ‖ T₁ ‖ T₂[0] ‖ T₃[0] ‖ T₂[1] ‖ …) reduced modulo ℓ.
    static func challenge(_ s0: [UInt8], t1: Point, t2: [Point], t3: [Point]) -> ModL {
        ModL(wide: Transcript.hash("briscola-lock-4 e", s0, t1.bytes, t2.indices.flatMap { t2[$0].bytes + t3[$0].bytes }))
    }
}
