extension ShuffleProof {
    /// Checks that `output` is `input` permuted under the exponent committed in
    /// `commitments.shuffle` (§17.3's checks, in order); `.shuffleProofFails` otherwise,
    /// `.malformed` for decks of different lengths or a proof for another length.
    public func verify(input: [GroupElement], output: [GroupElement], context: ProofContext,
                       commitments: KeyCommitments) throws(ProofError) {
        let (x, y) = try proofDecks(input, output, commitments)
        let count = x.count
        guard f.count == count, h.count == count, u.count == count, w.count == count, d.count == count,
              theta.count == 2 * count, alpha.count == 2 * count - 1, sigma.count == count else { throw .malformed }
        // Distinct F[j] fix π before ρ is drawn (§17.3's soundness); an honest prover's collide with probability ≈ L²/ℓ.
        guard Self.distinct(f) else { throw .shuffleProofFails }
        let a = Point(commitments.shuffle), g = Point.generator
        let s0 = context.start(.shuffle, input: x, output: y, commitments: commitments)
        let s1 = Self.afterCommit(s0, f: f, h: h, u: u, w: w, lambda: lambda)
        let rho = Self.rho(s1, count: count)
        let s2 = Self.afterD(s1, d: d)
        let lam = Transcript.challenge("briscola-shuffle-4 lambda", s2), t = Transcript.challenge("briscola-shuffle-4 t", s2)
        let c = Transcript.challenge("briscola-shuffle-4 c", Self.afterTheta(s2, theta: theta))
        // E[j] = ρ[j]·G − U[j]; R[k] = H[k] + λ·D[k]; S[j] = F[j] + λ·E[j].
        let e = zip(rho, u).map { Point.base($0) - $1 }
        let tg = Point.base(t), ta = a.times(t)
        let xs = (0..<count).map { h[$0] + d[$0].times(lam) - tg } + Array(repeating: a, count: count)
        let ys = (0..<count).map { f[$0] + e[$0].times(lam) - ta } + Array(repeating: g, count: count)
        guard ProductArgument.holds(x: xs, y: ys, theta: theta, alpha: alpha, challenge: c) else { throw .shuffleProofFails }
        for k in 0..<count where Point.base(sigma[k]) != w[k] + d[k] { throw .shuffleProofFails }
        guard Point.sum(sigma, y) == lambda + Point.sum(rho, x) else { throw .shuffleProofFails }
    }

    /// No two of the points are the same.
    static func distinct(_ points: [Point]) -> Bool {
        let sorted = points.map(\.bytes).sorted { $0.lexicographicallyPrecedes($1) }
        return zip(sorted, sorted.dropFirst()).allSatisfy { $0 != $1 }
    }

    /// Decodes `bytes` as the proof for a deck of `input.count` cards and verifies it.
    public static func verify(bytes: [UInt8], input: [GroupElement], output: [GroupElement], context: ProofContext,
                              commitments: KeyCommitments) throws(ProofError) {
        try ShuffleProof(bytes: bytes, cards: input.count).verify(input: input, output: output, context: context, commitments: commitments)
    }
}
