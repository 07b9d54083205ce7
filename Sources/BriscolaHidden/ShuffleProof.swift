/// The proof that carries a shuffle pass (Protocol.md §17.3): a non-interactive Neff general
/// k-shuffle showing that the output Y is the input X permuted, every element under the one
/// exponent a of the seat's commitment A = a·G — so no twin, copy, drop or change of exponent
/// passes. Members in their order on the wire (k, j < L):
/// F[j], H[k], U[j], W[k], Λ, D[k], Θ[i] (i < 2L), α[i] (i < 2L − 1), σ[k]: 320·L bytes.
public struct ShuffleProof: Equatable, Sendable {
    let f: [Point], h: [Point], u: [Point], w: [Point]
    let lambda: Point
    let d: [Point]
    let theta: [Point]
    let alpha: [ModL]
    let sigma: [ModL]

    /// The proof's length in bytes for a deck of `count` cards.
    public static func byteCount(cards count: Int) -> Int { 320 * count }

    /// The encoding: every member, 32 bytes, in the order above.
    public var bytes: [UInt8] {
        (f + h + u + w + [lambda] + d + theta).flatMap(\.bytes) + (alpha + sigma).flatMap(\.bytes)
    }

    /// A proof from its bytes for a deck of `count` cards; `.malformed` for a wrong length, an
    /// element that is not a canonical non-identity encoding, or a scalar not reduced.
    public init(bytes: [UInt8], cards count: Int) throws(ProofError) {
        guard (1...255).contains(count), bytes.count == Self.byteCount(cards: count) else { throw .malformed }
        var reader = ProofReader(bytes)
        f = try reader.points(count)
        h = try reader.points(count)
        u = try reader.points(count)
        w = try reader.points(count)
        lambda = try reader.point()
        d = try reader.points(count)
        theta = try reader.points(2 * count)
        alpha = try reader.scalars(2 * count - 1)
        sigma = try reader.scalars(count)
        try reader.finish()
    }

    init(f: [Point], h: [Point], u: [Point], w: [Point], lambda: Point, d: [Point], theta: [Point], alpha: [ModL], sigma: [ModL]) {
        (self.f, self.h, self.u, self.w, self.lambda, self.d) = (f, h, u, w, lambda, d)
        (self.theta, self.alpha, self.sigma) = (theta, alpha, sigma)
    }

    /// The commitment step's hash s₁ (§17.3 step 1), after which the ρⱼ are drawn.
    static func afterCommit(_ s0: [UInt8], f: [Point], h: [Point], u: [Point], w: [Point], lambda: Point) -> [UInt8] {
        Transcript.hash("briscola-shuffle-4 commit", s0, (f + h + u + w + [lambda]).flatMap(\.bytes))
    }

    /// ρⱼ = the challenge of s₁ for index j.
    static func rho(_ s1: [UInt8], count: Int) -> [ModL] {
        (0..<count).map { Transcript.challenge("briscola-shuffle-4 rho", s1, index: $0) }
    }

    /// s₂ after the D[k]; then λ and t are drawn from it, and s₃ after the Θ, for c.
    static func afterD(_ s1: [UInt8], d: [Point]) -> [UInt8] { Transcript.hash("briscola-shuffle-4 d", s1, d.flatMap(\.bytes)) }
    static func afterTheta(_ s2: [UInt8], theta: [Point]) -> [UInt8] { Transcript.hash("briscola-shuffle-4 theta", s2, theta.flatMap(\.bytes)) }
}
