import BriscolaCore
import BriscolaHidden
import Foundation

/// What the proofs of protocol 4 (Protocol.md §17) cost one seat per pass at a variant's deck:
/// committing to its keys, proving and verifying a shuffle pass and a lock pass (medians, ms),
/// and each proof's bytes. Every proof measured is also verified, so a broken one fails the run.
public struct ProofBenchResult: Encodable, Sendable {
    /// The deck's length L.
    public let cards: Int
    /// Medians in milliseconds: one seat's commitments (A and every B[k]).
    public let commitMs: Double
    /// Proving and verifying one shuffle pass, and the proof's bytes.
    public let shuffleProveMs: Double
    public let shuffleVerifyMs: Double
    public let shuffleBytes: Int
    /// Proving and verifying one lock pass, and the proof's bytes.
    public let lockProveMs: Double
    public let lockVerifyMs: Double
    public let lockBytes: Int
    /// Proofs that verified, of those made (the run is checked, not just timed).
    public let verified: Int
    public let made: Int

    /// Measures `rounds` rounds (at least 5) with fresh secrets each.
    static func run(rounds: Int, variant: Variant) -> ProofBenchResult {
        let clock = ContinuousClock()
        var commit: [Double] = [], shuffleProve: [Double] = [], shuffleVerify: [Double] = [], lockProve: [Double] = [], lockVerify: [Double] = []
        var verified = 0, made = 0, shuffleBytes = 0, lockBytes = 0
        var random = SystemRandomNumberGenerator(), nonces = SystemNonces()
        let deck = CardElements(variant: variant).elements
        let session = (0..<16).map { _ in UInt8.random(in: 0...255, using: &random) }
        guard let context = ProofContext(session: session, game: 1, seat: 0) else { preconditionFailure("a valid context") }
        for _ in 0..<max(rounds, 5) {
            let bytes = (0..<SeatSecrets.byteCount(cards: variant.deckSize)).map { _ in UInt8.random(in: 0...255, using: &random) }
            guard let secrets = SeatSecrets(random: bytes, variant: variant) else { continue }
            var commitments: KeyCommitments?
            commit.append(clock.measure { commitments = KeyCommitments(secrets: secrets) }.milliseconds)
            guard let commitments else { continue }
            let shuffled = DeckSteps.shuffle(deck, with: secrets), locked = DeckSteps.lock(shuffled, with: secrets)
            var shuffle: ShuffleProof?, lock: LockProof?
            shuffleProve.append(clock.measure {
                shuffle = ShuffleProof.prove(input: deck, output: shuffled, secrets: secrets, context: context, commitments: commitments, nonces: &nonces)
            }.milliseconds)
            lockProve.append(clock.measure {
                lock = LockProof.prove(input: shuffled, output: locked, secrets: secrets, context: context, commitments: commitments, nonces: &nonces)
            }.milliseconds)
            made += 2
            if let shuffle {
                shuffleBytes = shuffle.bytes.count
                shuffleVerify.append(clock.measure {
                    if (try? shuffle.verify(input: deck, output: shuffled, context: context, commitments: commitments)) != nil { verified += 1 }
                }.milliseconds)
            }
            if let lock {
                lockBytes = lock.bytes.count
                lockVerify.append(clock.measure {
                    if (try? lock.verify(input: shuffled, output: locked, context: context, commitments: commitments)) != nil { verified += 1 }
                }.milliseconds)
            }
        }
        let median = { (values: [Double]) in Percentile.of(values.sorted(), 0.5) }
        return ProofBenchResult(cards: deck.count, commitMs: median(commit), shuffleProveMs: median(shuffleProve), shuffleVerifyMs: median(shuffleVerify),
                                shuffleBytes: shuffleBytes, lockProveMs: median(lockProve), lockVerifyMs: median(lockVerify), lockBytes: lockBytes,
                                verified: verified, made: made)
    }

    /// What one seat spends on proofs in one game at a table of `players` (§17.8.1): its
    /// commitments and its two passes proved; every other seat's two passes verified.
    public func perSeat(players: Int) -> (proveMs: Double, verifyMs: Double) {
        (commitMs + shuffleProveMs + lockProveMs, Double(players - 1) * (shuffleVerifyMs + lockVerifyMs))
    }

    /// The report's lines: per pass, then per seat per game at `players` seats.
    func text(players: Int) -> String {
        let f = { (value: Double) in String(format: "%.2f", value) }
        let seat = perSeat(players: players)
        return "proofs per pass (protocol 4, L = \(cards)): commitments \(f(commitMs)) ms; "
            + "shuffle prove \(f(shuffleProveMs)) ms, verify \(f(shuffleVerifyMs)) ms, \(shuffleBytes) bytes; "
            + "lock prove \(f(lockProveMs)) ms, verify \(f(lockVerifyMs)) ms, \(lockBytes) bytes; \(verified) of \(made) verified\n"
            + "proofs per seat per game at \(players) seats: prove \(f(seat.proveMs)) ms (commitments, a shuffle, a lock), "
            + "verify \(f(seat.verifyMs)) ms (\(players - 1) shuffles and \(players - 1) locks)"
    }
}
