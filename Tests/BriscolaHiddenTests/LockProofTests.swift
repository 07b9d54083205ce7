import BriscolaCore
import Testing
@testable import BriscolaHidden

@Suite("Proofs: a lock pass puts on the committed keys, position by position")
struct LockProofTests {
    @Test("an honest lock's proof verifies, from one card to a whole deck", arguments: [1, 2, 3, 5, 39, 40])
    func honest(cards: Int) throws {
        let seat = ProofFixture(cards: cards, seed: 100 + UInt64(cards))
        let proof = try #require(seat.lockProof())
        #expect(proof.bytes.count == LockProof.byteCount(cards: cards))
        try proof.verify(input: seat.input, output: seat.locked, context: seat.context, commitments: seat.commitments)
        #expect(try LockProof(hex: proof.hex, cards: cards) == proof)
    }

    @Test("an element copied, moved or under a key that is not the committed one: refused at its position")
    func cheats() throws {
        let seat = ProofFixture(cards: 40, seed: 31)
        var copied = seat.locked
        copied[12] = copied[3]
        let proof = try #require(seat.lockProof(output: copied))
        #expect(throws: ProofError.lockProofFails(position: 12)) {
            try proof.verify(input: seat.input, output: copied, context: seat.context, commitments: seat.commitments)
        }
        var keys = seat.secrets.positionKeys
        keys[20] = ProofFixture.otherKey(8)
        let rekeyed = SeatSecrets(shuffleKey: seat.secrets.shuffleKey, permutation: seat.secrets.permutation, positionKeys: keys)
        let output = DeckSteps.lock(seat.input, with: rekeyed)
        let lying = try #require(seat.lockProof(output: output, secrets: rekeyed))
        #expect(throws: ProofError.lockProofFails(position: 20)) {
            try lying.verify(input: seat.input, output: output, context: seat.context, commitments: seat.commitments)
        }
        let unshuffled = SeatSecrets(shuffleKey: ProofFixture.otherKey(9), permutation: seat.secrets.permutation, positionKeys: seat.secrets.positionKeys)
        let other = DeckSteps.lock(seat.input, with: unshuffled)
        let wrongKey = try #require(seat.lockProof(output: other, secrets: unshuffled))
        #expect(throws: ProofError.lockProofFails(position: nil)) {
            try wrongKey.verify(input: seat.input, output: other, context: seat.context, commitments: seat.commitments)
        }
    }

    @Test("a proof replayed for another seat, game, session or input deck: refused")
    func replayed() throws {
        let seat = ProofFixture(cards: 39, seed: 32)
        let proof = try #require(seat.lockProof())
        for context in [ProofContext(session: ProofFixture.session, game: 1, seat: 2), ProofContext(session: ProofFixture.session, game: 7, seat: 0),
                        ProofContext(session: [UInt8](repeating: 1, count: 16), game: 1, seat: 0)] {
            let other = try #require(context)
            #expect(throws: ProofError.self) {
                try proof.verify(input: seat.input, output: seat.locked, context: other, commitments: seat.commitments)
            }
        }
        #expect(throws: ProofError.self) {
            try proof.verify(input: Array(seat.input.reversed()), output: seat.locked, context: seat.context, commitments: seat.commitments)
        }
    }

    @Test("a revealed key is checked against its commitment")
    func commitments() throws {
        let seat = ProofFixture(cards: 5, seed: 33)
        try seat.commitments.check(shuffleKey: seat.secrets.shuffleKey)
        for (position, key) in seat.secrets.positionKeys.enumerated() { try seat.commitments.check(key: key, position: position) }
        #expect(throws: ProofError.shuffleKeyDoesNotMatchCommitment) { try seat.commitments.check(shuffleKey: seat.secrets.positionKeys[0]) }
        #expect(throws: ProofError.keyDoesNotMatchCommitment(position: 1)) { try seat.commitments.check(key: seat.secrets.positionKeys[0], position: 1) }
        #expect(throws: ProofError.keyDoesNotMatchCommitment(position: 5)) { try seat.commitments.check(key: seat.secrets.positionKeys[0], position: 5) }
        #expect(throws: ProofError.keyDoesNotMatchCommitment(position: -1)) { try seat.commitments.check(key: seat.secrets.positionKeys[0], position: -1) }
        #expect(KeyCommitments.commit(seat.secrets.shuffleKey) == Ristretto.multiply(KeyCommitments.generator, by: seat.secrets.shuffleKey))
    }
}
