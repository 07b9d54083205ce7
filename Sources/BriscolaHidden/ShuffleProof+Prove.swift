extension ShuffleProof {
    /// The proof of the seat's shuffle pass `output` = `DeckSteps.shuffle(input, with: secrets)`
    /// (§17.3), nonces drawn from `nonces` in the order of §17.3: f[j], u[j], w[k], then θ[i].
    /// (A pass that is not that shuffle gets a proof that fails.) Nil for decks of different
    /// lengths, or in the negligible case that four draws of nonces in a row each gave a zero to
    /// invert, an identity to send or two equal F[j].
    public static func prove(input: [GroupElement], output: [GroupElement], secrets: SeatSecrets, context: ProofContext,
                             commitments: KeyCommitments, nonces: inout some NonceSource) -> ShuffleProof? {
        guard let (x, y) = try? proofDecks(input, output, commitments), secrets.permutation.count == x.count else { return nil }
        let s0 = context.start(.shuffle, input: x, output: y, commitments: commitments)
        for _ in 0..<4 {
            if let proof = attempt(x: x, y: y, secrets: secrets, s0: s0, nonces: &nonces) { return proof }
        }
        return nil
    }

    private static func attempt(x: [Point], y: [Point], secrets: SeatSecrets, s0: [UInt8], nonces: inout some NonceSource) -> ShuffleProof? {
        let count = x.count, pi = secrets.permutation, key = ModL(secrets.shuffleKey)
        guard let inverse = key.inverse else { return nil }
        let fs = (0..<count).map { _ in nonces.nonce() }
        let us = (0..<count).map { _ in nonces.nonce() }
        let ws = (0..<count).map { _ in nonces.nonce() }
        let thetas = (0..<(2 * count - 1)).map { _ in nonces.nonce() }
        // Step 1: F[j] = f[j]·G, H[k] = (f[π(k)]·a⁻¹)·G, U[j] = u[j]·G, W[k] = w[k]·G, Λ = Σ w[k]·Y[k] − Σ u[j]·X[j].
        let f = fs.map(Point.base), h = pi.map { Point.base(fs[$0] * inverse) }
        let u = us.map(Point.base), w = ws.map(Point.base)
        let lambda = Point.sum(ws, y) - Point.sum(us, x)
        let s1 = afterCommit(s0, f: f, h: h, u: u, w: w, lambda: lambda)
        // Step 2: e[j] = ρ[j] − u[j]; D[k] = (e[π(k)]·a⁻¹)·G.
        let es = zip(rho(s1, count: count), us).map { $0 - $1 }
        let ds = pi.map { es[$0] * inverse }
        let d = ds.map(Point.base)
        let s2 = afterD(s1, d: d)
        let lam = Transcript.challenge("briscola-shuffle-4 lambda", s2), t = Transcript.challenge("briscola-shuffle-4 t", s2)
        // Step 3: the simple k-shuffle's ILMPP on r[k] − t (r[k] = (f + λe)[π(k)]·a⁻¹) and s[j] − a·t, a and 1 L times each.
        let ss = zip(fs, es).map { $0 + lam * $1 }
        let xs = pi.map { ss[$0] * inverse - t } + Array(repeating: key, count: count)
        let ys = ss.map { $0 - key * t } + Array(repeating: ModL.one, count: count)
        let theta = ProductArgument.commitments(x: xs, y: ys, theta: thetas)
        let c = Transcript.challenge("briscola-shuffle-4 c", afterTheta(s2, theta: theta))
        guard let alpha = ProductArgument.responses(x: xs, y: ys, theta: thetas, challenge: c) else { return nil }
        let sent = f + h + u + w + [lambda] + d + theta
        guard !sent.contains(where: \.isIdentity), distinct(f) else { return nil }
        return ShuffleProof(f: f, h: h, u: u, w: w, lambda: lambda, d: d, theta: theta, alpha: alpha,
                            sigma: zip(ws, ds).map { $0 + $1 })
    }
}
