extension LockProof {
    /// The proof of the seat's lock pass `output` = `DeckSteps.lock(input, with: secrets)` (§17.4),
    /// nonces r then s[k] from `nonces`. (A pass that is not that lock gets a proof that fails.)
    /// Nil for decks of different lengths, or in the negligible case that four draws of nonces in
    /// a row each gave an identity to send.
    public static func prove(input: [GroupElement], output: [GroupElement], secrets: SeatSecrets, context: ProofContext,
                             commitments: KeyCommitments, nonces: inout some NonceSource) -> LockProof? {
        guard let (x, y) = try? proofDecks(input, output, commitments), secrets.positionKeys.count == x.count else { return nil }
        let s0 = context.start(.lock, input: x, output: y, commitments: commitments)
        let a = ModL(secrets.shuffleKey), b = secrets.positionKeys.map(ModL.init)
        for _ in 0..<4 {
            let r = nonces.nonce()
            let s = x.indices.map { _ in nonces.nonce() }
            // T₁ = r·G, T₂[k] = s[k]·G, T₃[k] = r·Y[k] − s[k]·X[k]; z₁ = r + e·a, z₂[k] = s[k] + e·b[k].
            let t1 = Point.base(r), t2 = s.map(Point.base)
            let t3 = x.indices.map { y[$0].times(r) - x[$0].times(s[$0]) }
            guard !([t1] + t2 + t3).contains(where: \.isIdentity) else { continue }
            let e = challenge(s0, t1: t1, t2: t2, t3: t3)
            return LockProof(t1: t1, z1: r + e * a, t2: t2, t3: t3, z2: x.indices.map { s[$0] + e * b[$0] })
        }
        return nil
    }
}
