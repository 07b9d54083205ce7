import BriscolaCore
import BriscolaHidden
@testable import BriscolaSession
import BriscolaTestSupport
import BriscolaWire
import Testing

/// §17.8.1's checks on one pass, away from a table: an honest pass holds; any single changed byte
/// of its proof, its deck or its commitments, or of a key revealed later, is refused and blames
/// its author.
@Suite(.cpuBound) struct ProvedPassPropertyTests {
    static let session = Array(0..<16).map(UInt8.init)

    /// Seat 0's secrets, a deal about to start, and seat 0's shuffle of it.
    struct Fixture {
        let secrets: SeatSecrets
        let commitments: KeyCommitments
        let deal: HiddenDeal
        let pass: DeckPass

        init(players: Int = 2) throws {
            let variant = try #require(Variant(rawValue: players))
            let bytes = (0..<SeatSecrets.byteCount(cards: variant.deckSize)).map { UInt8(truncatingIfNeeded: $0 &* 13 &+ 1) }
            secrets = try #require(SeatSecrets(random: bytes, variant: variant))
            commitments = KeyCommitments(secrets: secrets)
            var seats = [SeatSecrets?](repeating: nil, count: players), committed = [KeyCommitments?](repeating: nil, count: players)
            seats[0] = secrets
            committed[0] = commitments
            deal = HiddenDeal(game: 3, deck: HiddenDeck(variant: variant), secrets: seats, commitments: committed,
                              nonceSeeds: [Array(repeating: 1, count: 32)] + Array(repeating: nil, count: players - 1))
            pass = ProvedPass.make(shuffle: true, deal: deal, seat: 0, secrets: secrets, commitments: commitments,
                                   nonceSeed: Array(repeating: 1, count: 32), session: ProvedPassPropertyTests.session)
        }

        func check(_ pass: DeckPass) -> Result<ProvedPass.Taken, ProvedPass.Fault> {
            ProvedPass.check(pass, lock: false, deal: deal, session: ProvedPassPropertyTests.session,
                             sessionHex: Hex.encode(ProvedPassPropertyTests.session), roster: Roster(players: deal.deck.variant.players))
        }
    }

    /// One byte of a hex string changed (xor 1 << bit).
    static func flipped(_ hex: String, byte: Int, bit: Int) -> String {
        var bytes = Hex.decode(hex) ?? []
        bytes[byte] ^= UInt8(1 << bit)
        return Hex.encode(bytes)
    }

    @Test("an honest shuffle pass holds, and its lock after it")
    func honest() throws {
        let fixture = try Fixture()
        guard case let .success(taken) = fixture.check(fixture.pass) else {
            Issue.record("the honest pass was refused: \(fixture.check(fixture.pass))")
            return
        }
        #expect(taken.commitments == fixture.commitments)
    }

    @Test("any single changed byte of the proof is refused (bad_proof or bad_message), seat 0 named")
    func proofBytes() throws {
        let fixture = try Fixture()
        let length = (fixture.pass.proof?.count ?? 0) / 2
        var random = Xoshiro256(seed: Seed(38))
        let bytes = [0, 31, 32, length - 1] + (0..<20).map { _ in Int.random(in: 0..<length, using: &random) }
        for byte in bytes {
            var pass = fixture.pass
            pass.proof = Self.flipped(pass.proof ?? "", byte: byte, bit: byte % 8)
            guard case let .failure(fault) = fixture.check(pass) else {
                Issue.record("a proof changed at byte \(byte) was taken")
                continue
            }
            #expect([.badProof, .badMessage].contains(fault.code) && fault.seat == 0, "byte \(byte): \(fault)")
        }
    }

    @Test("any single changed byte of an element of the deck or of a commitment is refused, seat 0 named")
    func elementAndCommitmentBytes() throws {
        let fixture = try Fixture()
        var random = Xoshiro256(seed: Seed(17))
        for _ in 0..<12 {
            let index = Int.random(in: 0..<40, using: &random), byte = Int.random(in: 0..<32, using: &random)
            var pass = fixture.pass
            pass.deck[index] = Self.flipped(pass.deck[index], byte: byte, bit: index % 8)
            guard case let .failure(fault) = fixture.check(pass) else {
                Issue.record("deck element \(index) changed at byte \(byte) was taken")
                continue
            }
            #expect([.badProof, .badDeck].contains(fault.code) && fault.seat == 0, "element \(index), byte \(byte): \(fault)")
        }
        for _ in 0..<12 {
            let index = Int.random(in: 0..<41, using: &random), byte = Int.random(in: 0..<32, using: &random)
            var pass = fixture.pass
            var commitments = pass.commitments ?? []
            commitments[index] = Self.flipped(commitments[index], byte: byte, bit: byte % 8)
            pass.commitments = commitments
            guard case let .failure(fault) = fixture.check(pass) else {
                Issue.record("commitment \(index) changed at byte \(byte) was taken")
                continue
            }
            #expect([.badProof, .badDeck].contains(fault.code) && fault.seat == 0, "commitment \(index), byte \(byte): \(fault)")
        }
    }

    @Test("any single changed byte of a revealed key is refused against its commitment")
    func keyBytes() throws {
        let fixture = try Fixture()
        var random = Xoshiro256(seed: Seed(4))
        for _ in 0..<24 {
            let position = Int.random(in: 0..<40, using: &random), byte = Int.random(in: 0..<32, using: &random)
            let changed = Self.flipped(Hex.encode(fixture.secrets.positionKeys[position].bytes), byte: byte, bit: byte % 8)
            guard let key = Scalar(hex: changed) else { continue } // not a key at all: refused as bad_key before
            #expect(throws: ProofError.keyDoesNotMatchCommitment(position: position)) { try fixture.commitments.check(key: key, position: position) }
        }
        let shuffle = Self.flipped(Hex.encode(fixture.secrets.shuffleKey.bytes), byte: 0, bit: 0)
        if let key = Scalar(hex: shuffle) {
            #expect(throws: ProofError.shuffleKeyDoesNotMatchCommitment) { try fixture.commitments.check(shuffleKey: key) }
        }
    }
}
