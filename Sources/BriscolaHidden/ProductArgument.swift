/// Neff's iterated logarithmic multiplication proof (ILMPP; Neff 2001 §3, 2004 §2, in the
/// sign-free form of the 2004 presentation), the core of the simple k-shuffle (Protocol.md §17.3):
/// for points Xᵢ = xᵢ·G and Yᵢ = yᵢ·G, i < n, whose logarithms the prover knows, it shows
/// x₀·x₁·…·xₙ₋₁ = y₀·y₁·…·yₙ₋₁ without revealing them.
enum ProductArgument {
    /// The commitments Θᵢ for nonces θ (n − 1 of them): Θ₀ = (−θ₀y₀)·G,
    /// Θᵢ = (θᵢ₋₁xᵢ − θᵢyᵢ)·G for 0 < i < n − 1, Θₙ₋₁ = (θₙ₋₂xₙ₋₁)·G.
    static func commitments(x: [ModL], y: [ModL], theta: [ModL]) -> [Point] {
        let n = x.count
        precondition(n >= 2 && y.count == n && theta.count == n - 1, "vectors of one length")
        return (0..<n).map { i in
            let left = i == 0 ? ModL.zero : theta[i - 1] * x[i]
            let right = i == n - 1 ? ModL.zero : theta[i] * y[i]
            return Point.base(left - right)
        }
    }

    /// The responses αᵢ = θᵢ + c·∏_{j ≤ i} xⱼ/yⱼ for i < n − 1; nil if some yⱼ is zero.
    static func responses(x: [ModL], y: [ModL], theta: [ModL], challenge c: ModL) -> [ModL]? {
        var running = c
        var out: [ModL] = []
        for i in 0..<(x.count - 1) {
            guard let inverse = y[i].inverse else { return nil }
            running = running * x[i] * inverse
            out.append(theta[i] + running)
        }
        return out
    }

    /// The verifier's n checks: c·X₀ − α₀·Y₀ = Θ₀, αᵢ₋₁·Xᵢ − αᵢ·Yᵢ = Θᵢ, αₙ₋₂·Xₙ₋₁ − c·Yₙ₋₁ = Θₙ₋₁.
    static func holds(x: [Point], y: [Point], theta: [Point], alpha: [ModL], challenge c: ModL) -> Bool {
        let n = x.count
        guard n >= 2, y.count == n, theta.count == n, alpha.count == n - 1 else { return false }
        for i in 0..<n {
            let left = i == 0 ? c : alpha[i - 1]
            let right = i == n - 1 ? c : alpha[i]
            guard x[i].times(left) - y[i].times(right) == theta[i] else { return false }
        }
        return true
    }
}
