import BriscolaCore
@testable import BriscolaHidden

/// One seat about to prove its passes, for the proof tests: secrets from a seeded generator
/// (tests only), their commitments, the deck it is given, the context of its passes.
struct ProofFixture {
    let secrets: SeatSecrets
    let commitments: KeyCommitments
    let input: [GroupElement]
    let context: ProofContext

    static let session = Array(UInt8(0)..<16)

    /// `cards` cards: 40 and 39 are whole decks (SeatSecrets as a game draws them), fewer the first
    /// cards of the deck, with keys and an order from the same generator.
    init(cards: Int, seed: UInt64, seat: Int = 0, game: Int = 1) {
        var generator = Xoshiro256(seed: Seed(seed))
        func key() -> Scalar {
            let wide = (0..<64).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            guard let key = Scalar(wide: wide) else { preconditionFailure("a zero key from a test seed") }
            return key
        }
        if cards >= 39 {
            secrets = HiddenTable.secrets(players: cards == 40 ? 2 : 3, seed: seed)[0]
        } else {
            var order = Array(0..<cards)
            for i in stride(from: cards - 1, to: 0, by: -1) { order.swapAt(i, Int(generator.next() % UInt64(i + 1))) }
            secrets = SeatSecrets(shuffleKey: key(), permutation: order, positionKeys: (0..<cards).map { _ in key() })
        }
        commitments = KeyCommitments(secrets: secrets)
        input = Array(CardElements(variant: cards == 39 ? .three : .two).elements.prefix(cards))
        guard let context = ProofContext(session: Self.session, game: game, seat: seat) else { preconditionFailure("a valid context") }
        self.context = context
    }

    var shuffled: [GroupElement] { DeckSteps.shuffle(input, with: secrets) }
    var locked: [GroupElement] { DeckSteps.lock(input, with: secrets) }

    /// A shuffle proof for `output` (the honest pass unless given), made with `secrets` (ours unless given).
    func shuffleProof(output: [GroupElement]? = nil, secrets other: SeatSecrets? = nil, seed: String = "test") -> ShuffleProof? {
        var nonces = SeededNonces(seed: Array(seed.utf8))
        return ShuffleProof.prove(input: input, output: output ?? shuffled, secrets: other ?? secrets, context: context,
                                  commitments: commitments, nonces: &nonces)
    }

    /// A lock proof for `output` (the honest pass unless given), made with `secrets` (ours unless given).
    func lockProof(output: [GroupElement]? = nil, secrets other: SeatSecrets? = nil, seed: String = "test") -> LockProof? {
        var nonces = SeededNonces(seed: Array(seed.utf8))
        return LockProof.prove(input: input, output: output ?? locked, secrets: other ?? secrets, context: context,
                               commitments: commitments, nonces: &nonces)
    }

    /// A key that is none of ours: for a cheat's exponent.
    static func otherKey(_ byte: UInt8) -> Scalar {
        guard let key = Scalar(wide: [UInt8](repeating: byte, count: 64)) else { preconditionFailure("a non-zero key") }
        return key
    }
}
