import BriscolaCore
import Testing
@testable import BriscolaHidden

@Suite("Proofs: a shuffle pass is the deck permuted under the committed key")
struct ShuffleProofTests {
    @Test("an honest shuffle's proof verifies, from one card to a whole deck", arguments: [1, 2, 3, 5, 39, 40])
    func honest(cards: Int) throws {
        let seat = ProofFixture(cards: cards, seed: UInt64(cards))
        let proof = try #require(seat.shuffleProof())
        #expect(proof.bytes.count == ShuffleProof.byteCount(cards: cards))
        try proof.verify(input: seat.input, output: seat.shuffled, context: seat.context, commitments: seat.commitments)
        let again = try ShuffleProof(hex: proof.hex, cards: cards)
        #expect(again == proof)
        try ShuffleProof.verify(bytes: proof.bytes, input: seat.input, output: seat.shuffled, context: seat.context, commitments: seat.commitments)
    }

    /// Each cheat of issue 38, proven by the cheater with our own prover: none verifies.
    @Test("a twin, a copy, a replaced element, another exponent for one element, a swapped pair re-keyed: refused",
          arguments: ["twin", "copy", "replaced", "exponent", "swap"])
    func cheats(cheat: String) throws {
        let seat = ProofFixture(cards: 40, seed: 11)
        let a = seat.secrets.shuffleKey, pi = seat.secrets.permutation
        var output = seat.shuffled
        var secrets = seat.secrets
        switch cheat {
        case "twin": // a·(λ·X[j]) in place of the card at 0: a second encryption of the card at 1
            output[0] = Ristretto.multiply(Ristretto.multiply(seat.input[pi[1]], by: ProofFixture.otherKey(3)), by: a)
        case "copy": output[5] = output[6]
        case "replaced": output[7] = Ristretto.multiply(CardElements.element(of: Card(.asso, .denari)), by: ProofFixture.otherKey(4))
        case "exponent": output[9] = Ristretto.multiply(seat.input[pi[9]], by: ProofFixture.otherKey(5))
        default: // positions 0 and 1 swapped (a permutation too) but each under another key
            output.swapAt(0, 1)
            output[0] = Ristretto.multiply(output[0], by: ProofFixture.otherKey(6))
            output[1] = Ristretto.multiply(output[1], by: ProofFixture.otherKey(6))
            var order = pi
            order.swapAt(0, 1)
            secrets = SeatSecrets(shuffleKey: a, permutation: order, positionKeys: seat.secrets.positionKeys)
        }
        let forged = try #require(seat.shuffleProof(output: output, secrets: secrets))
        #expect(throws: ProofError.shuffleProofFails) {
            try forged.verify(input: seat.input, output: output, context: seat.context, commitments: seat.commitments)
        }
        let honest = try #require(seat.shuffleProof())
        #expect(throws: ProofError.shuffleProofFails) {
            try honest.verify(input: seat.input, output: output, context: seat.context, commitments: seat.commitments)
        }
    }

    @Test("a shuffle under another key than the committed one: refused")
    func otherKey() throws {
        let seat = ProofFixture(cards: 5, seed: 12)
        let other = SeatSecrets(shuffleKey: ProofFixture.otherKey(7), permutation: seat.secrets.permutation, positionKeys: seat.secrets.positionKeys)
        let output = DeckSteps.shuffle(seat.input, with: other)
        let proof = try #require(seat.shuffleProof(output: output, secrets: other))
        #expect(throws: ProofError.shuffleProofFails) {
            try proof.verify(input: seat.input, output: output, context: seat.context, commitments: seat.commitments)
        }
    }

    @Test("a proof replayed for another seat, game, session or input deck: refused")
    func replayed() throws {
        let seat = ProofFixture(cards: 40, seed: 13)
        let proof = try #require(seat.shuffleProof())
        let contexts = [ProofContext(session: ProofFixture.session, game: 1, seat: 1), ProofContext(session: ProofFixture.session, game: 2, seat: 0),
                        ProofContext(session: [UInt8](repeating: 9, count: 16), game: 1, seat: 0)].compactMap { $0 }
        #expect(contexts.count == 3)
        for context in contexts {
            #expect(throws: ProofError.shuffleProofFails) {
                try proof.verify(input: seat.input, output: seat.shuffled, context: context, commitments: seat.commitments)
            }
        }
        var input = seat.input
        input.swapAt(0, 1)
        #expect(throws: ProofError.shuffleProofFails) {
            try proof.verify(input: input, output: seat.shuffled, context: seat.context, commitments: seat.commitments)
        }
        let stranger = ProofFixture(cards: 40, seed: 14)
        #expect(throws: ProofError.shuffleProofFails) {
            try proof.verify(input: seat.input, output: seat.shuffled, context: seat.context, commitments: stranger.commitments)
        }
    }
}
