import BriscolaCore
import Testing
@testable import BriscolaHidden

/// Any single changed byte — of a proof, of a deck's element, of a commitment — is refused, and
/// the verifier never traps on bytes that are no proof.
@Suite("Proofs: one changed byte anywhere is refused")
struct ProofTamperTests {
    /// Verifies a shuffle proof (bytes) and a lock proof (bytes) for decks and commitments.
    typealias Check = (_ proof: [UInt8], _ input: [GroupElement], _ output: [GroupElement], _ commitments: KeyCommitments) throws(ProofError) -> Void

    static func shuffleCheck(_ seat: ProofFixture) -> Check {
        { proof, input, output, commitments throws(ProofError) in
            try ShuffleProof.verify(bytes: proof, input: input, output: output, context: seat.context, commitments: commitments)
        }
    }

    static func lockCheck(_ seat: ProofFixture) -> Check {
        { proof, input, output, commitments throws(ProofError) in
            try LockProof.verify(bytes: proof, input: input, output: output, context: seat.context, commitments: commitments)
        }
    }

    /// The element with one byte changed, nil when that is no element (refused when decoded).
    static func flipped(_ element: GroupElement, at index: Int) -> GroupElement? {
        var bytes = element.bytes
        bytes[index] ^= 0x01
        return GroupElement(bytes: bytes)
    }

    /// Every `step`-th byte of the proof, and every byte of the first two elements of each deck and
    /// of A and B[0], changed in turn: each change refused.
    func everyByte(_ seat: ProofFixture, proof: [UInt8], output: [GroupElement], check: Check, step: Int) {
        #expect(throws: Never.self) { try check(proof, seat.input, output, seat.commitments) }
        for index in stride(from: 0, to: proof.count, by: step) {
            var bad = proof
            bad[index] ^= 0x01
            #expect(throws: ProofError.self, "byte \(index)") { try check(bad, seat.input, output, seat.commitments) }
        }
        for element in 0..<2 {
            for index in 0..<32 {
                if let changed = Self.flipped(seat.input[element], at: index) {
                    var input = seat.input
                    input[element] = changed
                    #expect(throws: ProofError.self) { try check(proof, input, output, seat.commitments) }
                }
                if let changed = Self.flipped(output[element], at: index) {
                    var out = output
                    out[element] = changed
                    #expect(throws: ProofError.self) { try check(proof, seat.input, out, seat.commitments) }
                }
                if let changed = Self.flipped(seat.commitments.shuffle, at: index) {
                    let commitments = KeyCommitments(shuffle: changed, positions: seat.commitments.positions)
                    #expect(throws: ProofError.self) { try check(proof, seat.input, output, commitments) }
                }
                if let changed = Self.flipped(seat.commitments.positions[0], at: index) {
                    let commitments = KeyCommitments(shuffle: seat.commitments.shuffle, positions: [changed] + seat.commitments.positions.dropFirst())
                    #expect(throws: ProofError.self) { try check(proof, seat.input, output, commitments) }
                }
            }
        }
    }

    @Test("three cards: every byte of either proof", arguments: [3])
    func small(cards: Int) throws {
        let seat = ProofFixture(cards: cards, seed: 21)
        everyByte(seat, proof: try #require(seat.shuffleProof()).bytes, output: seat.shuffled, check: Self.shuffleCheck(seat), step: 1)
        everyByte(seat, proof: try #require(seat.lockProof()).bytes, output: seat.locked, check: Self.lockCheck(seat), step: 1)
    }

    @Test("forty cards: bytes of either proof a prime stride apart")
    func whole() throws {
        let seat = ProofFixture(cards: 40, seed: 22)
        everyByte(seat, proof: try #require(seat.shuffleProof()).bytes, output: seat.shuffled, check: Self.shuffleCheck(seat), step: 97)
        everyByte(seat, proof: try #require(seat.lockProof()).bytes, output: seat.locked, check: Self.lockCheck(seat), step: 29)
    }

    @Test("two members of a proof swapped, or one member put in another's place: refused")
    func membersMoved() throws {
        let seat = ProofFixture(cards: 3, seed: 24)
        for (proof, check, output) in [(try #require(seat.shuffleProof()).bytes, Self.shuffleCheck(seat), seat.shuffled),
                                       (try #require(seat.lockProof()).bytes, Self.lockCheck(seat), seat.locked)] {
            let members = proof.count / 32
            for first in 0..<members {
                for second in (first + 1)..<members where first % 3 == 0 || second == first + 1 {
                    var swapped = proof, copied = proof
                    swapped.replaceSubrange((32 * first)..<(32 * first + 32), with: proof[(32 * second)..<(32 * second + 32)])
                    swapped.replaceSubrange((32 * second)..<(32 * second + 32), with: proof[(32 * first)..<(32 * first + 32)])
                    copied.replaceSubrange((32 * second)..<(32 * second + 32), with: proof[(32 * first)..<(32 * first + 32)])
                    #expect(throws: ProofError.self, "\(first) ↔ \(second)") { try check(swapped, seat.input, output, seat.commitments) }
                    #expect(throws: ProofError.self, "\(first) → \(second)") { try check(copied, seat.input, output, seat.commitments) }
                }
            }
        }
    }

    @Test("no proof at all: wrong lengths, the identity, unreduced scalars, other decks — malformed, never a trap")
    func malformed() throws {
        let seat = ProofFixture(cards: 3, seed: 23)
        let shuffle = try #require(seat.shuffleProof()).bytes, lock = try #require(seat.lockProof()).bytes
        let checks = [(shuffle, Self.shuffleCheck(seat), seat.shuffled), (lock, Self.lockCheck(seat), seat.locked)]
        for (proof, check, output) in checks {
            var identity = proof, unreduced = proof
            identity.replaceSubrange(0..<32, with: [UInt8](repeating: 0, count: 32))
            unreduced.replaceSubrange((proof.count - 32)..<proof.count, with: [UInt8](repeating: 0xFF, count: 32))
            for bad in [[], Array(proof.dropLast()), proof + [0], proof + proof, identity, unreduced, [UInt8](repeating: 0xFF, count: proof.count)] {
                #expect(throws: ProofError.malformed) { try check(bad, seat.input, output, seat.commitments) }
            }
            #expect(throws: ProofError.malformed) { try check(proof, seat.input, Array(output.dropLast()), seat.commitments) }
            #expect(throws: ProofError.malformed) { try check(proof, [], [], seat.commitments) }
            let short = KeyCommitments(shuffle: seat.commitments.shuffle, positions: Array(seat.commitments.positions.dropLast()))
            #expect(throws: ProofError.malformed) { try check(proof, seat.input, output, short) }
        }
        #expect(throws: ProofError.malformed) { try ShuffleProof(hex: "zz", cards: 3) }
        #expect(throws: ProofError.malformed) { try LockProof(bytes: lock, cards: 0) }
        // A deck length no table has is refused before any size is computed from it (it trapped).
        for cards in [256, Int.max, Int.max / 96, Int.min] {
            #expect(throws: ProofError.malformed) { try LockProof(bytes: lock, cards: cards) }
            #expect(throws: ProofError.malformed) { try ShuffleProof(bytes: [], cards: cards) }
        }
    }
}
