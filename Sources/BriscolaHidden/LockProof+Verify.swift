extension LockProof {
    /// Checks that `output[k]` = (b[k]·a⁻¹)·`input[k]` for every k, a and b[k] the keys committed in
    /// A and B[k] (§17.4): z₁·G = T₁ + e·A (else `.lockProofFails(position: nil)`), then for each k
    /// z₂[k]·G = T₂[k] + e·B[k] and z₁·Y[k] − z₂[k]·X[k] = T₃[k] (else `.lockProofFails(position: k)`).
    public func verify(input: [GroupElement], output: [GroupElement], context: ProofContext,
                       commitments: KeyCommitments) throws(ProofError) {
        let (x, y) = try proofDecks(input, output, commitments)
        guard t2.count == x.count, t3.count == x.count, z2.count == x.count else { throw .malformed }
        let s0 = context.start(.lock, input: x, output: y, commitments: commitments)
        let e = Self.challenge(s0, t1: t1, t2: t2, t3: t3)
        guard Point.base(z1) == t1 + Point(commitments.shuffle).times(e) else { throw .lockProofFails(position: nil) }
        for k in x.indices {
            guard Point.base(z2[k]) == t2[k] + Point(commitments.positions[k]).times(e),
                  y[k].times(z1) - x[k].times(z2[k]) == t3[k] else { throw .lockProofFails(position: k) }
        }
    }

    /// Decodes `bytes` as the proof for a deck of `input.count` cards and verifies it.
    public static func verify(bytes: [UInt8], input: [GroupElement], output: [GroupElement], context: ProofContext,
                              commitments: KeyCommitments) throws(ProofError) {
        try LockProof(bytes: bytes, cards: input.count).verify(input: input, output: output, context: context, commitments: commitments)
    }
}
