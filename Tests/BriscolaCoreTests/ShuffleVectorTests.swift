import BriscolaCore
import Foundation
import Testing

/// Golden vectors written by Tests/Reference/briscola_ref.py, an independent implementation of
/// Protocol.md's shuffle; the Swift engine must reproduce every deck byte for byte.
@Suite struct ShuffleVectorTests {
    struct Vectors: Decodable {
        struct Shuffle: Decodable {
            let seed64: UInt64?
            let seed: String
            let players: Int
            let deck: [String]
        }

        let xoshiro_seed64_42_first_outputs: [String]
        let xoshiro_state_1234_first_outputs: [UInt64]
        let shuffles: [Shuffle]
    }

    func vectors() throws -> Vectors { try JSONDecoder().decode(Vectors.self, from: golden("shuffle_vectors.json")) }

    @Test func splitMixMatchesItsPublishedFirstOutput() {
        var mixer = SplitMix64(seed: 0)
        #expect(mixer.next() == 0xE220_A839_7B1D_CDAF)
    }

    /// §2's worked example of a series: output 1 of seed 42, and game 1's deck seed from it.
    @Test func seriesSeedsMatchProtocolExample() {
        #expect(SeriesRule.deckSeed(ofGame: 1, seriesSeed: 42) == Seed(0xBDD7_3226_2FEB_6E95))
        #expect(Hex.encode(Array(SeriesRule.deckSeed(ofGame: 1, seriesSeed: 42).bytes.prefix(8))) == "04721065bafae157")
        #expect(SeriesRule.choiceSeed(ofGame: 1, seriesSeed: 42) != SeriesRule.deckSeed(ofGame: 1, seriesSeed: 42))
    }

    @Test func xoshiroMatchesPublishedAndReferenceOutputs() throws {
        let v = try vectors()
        var bytes: [UInt8] = []
        for word: UInt64 in [1, 2, 3, 4] { bytes += (0..<8).map { UInt8(truncatingIfNeeded: word >> ($0 * 8)) } }
        var published = Xoshiro256(seed: try #require(Seed(bytes: bytes)))
        #expect((0..<4).map { _ in published.next() } == v.xoshiro_state_1234_first_outputs)
        var seeded = Xoshiro256(seed: Seed(42))
        #expect((0..<4).map { _ in Hex.encode(bigEndian(seeded.next())) } == v.xoshiro_seed64_42_first_outputs)
    }

    @Test func everyGoldenShuffleIsReproduced() throws {
        let v = try vectors()
        #expect(v.shuffles.count == 21)
        for vector in v.shuffles {
            let seed = try #require(Seed(hex: vector.seed))
            if let seed64 = vector.seed64 { #expect(Seed(seed64) == seed, "seed expansion of \(seed64)") }
            let variant = try #require(Variant(rawValue: vector.players))
            let deck = Deck.shuffled(seed: seed, variant: variant)
            #expect(deck.map(\.code) == vector.deck, "shuffle of \(vector.seed) for \(vector.players) players")
        }
    }

    @Test func allZeroSeedIsReplacedByTheExpansionOfZero() throws {
        #expect(Seed(bytes: Array(repeating: 0, count: 32)) == Seed(0))
        #expect(Seed(bytes: [1, 2, 3]) == nil)
        #expect(Seed(hex: "zz") == nil)
        #expect(Seed(hex: Seed(99).hex) == Seed(99))
    }

    @Test func boundedDrawStaysInRangeForAwkwardBounds() {
        var generator = Xoshiro256(seed: Seed(5))
        for bound in [1, 2, 3, 7, 39, 40, Int(Int32.max)] {
            for _ in 0..<1000 { #expect((0..<bound).contains(generator.bounded(bound))) }
        }
    }

    private func bigEndian(_ value: UInt64) -> [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: value >> (UInt64(7 - $0) * 8)) }
    }
}
