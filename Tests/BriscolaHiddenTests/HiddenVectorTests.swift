import BriscolaCore
import Testing
@testable import BriscolaHidden

/// The test vectors of Protocol.md §16.8, computed independently (Python with ctypes over the
/// same libsodium) and checked here against the Swift implementation.
@Suite("Hidden hands: the published test vectors")
struct HiddenVectorTests {
    func hex(_ bytes: [UInt8]) -> String { Hex.encode(bytes) }

    @Test("a card's element is from_hash(SHA-512(\"briscola-card-3 \" + code))")
    func cardElements() {
        #expect(hex(CardElements.element(of: Card(.asso, .coppe)).bytes) == "b0269e378649857d4447e284de36b9152392087f817804ec631431b2873c4b7f")
        #expect(hex(CardElements.element(of: Card(.due, .coppe)).bytes) == "c443e9901856ded729b253d989ce396132766886e9af6844f59ef26657e83339")
        #expect(hex(CardElements.element(of: Card(.re, .bastoni)).bytes) == "b4fc39a22ba34dd8c4cc3ada5746a819951ce8e090acfeaf862a4dc139f9fd69")
        let forty = CardElements(variant: .two)
        #expect(Set(forty.elements).count == 40)
        #expect(CardElements(variant: .three).elements.count == 39)
    }

    @Test("a key from 64 bytes, multiplying by it, and its inverse")
    func keys() throws {
        let key = try #require(Scalar(wide: (1...64).map { UInt8($0) }))
        #expect(hex(key.bytes) == "c91e0907d114fd83c1edc396490bb2dafa43c19815b0354e70dc80c317c3cb0a")
        let locked = Ristretto.multiply(CardElements.element(of: Card(.asso, .coppe)), by: key)
        #expect(hex(locked.bytes) == "180040871dd38eee063eff3840ec5a14cc56246bd3df4a4f3fc8f9c232fc9b46")
        #expect(hex(key.inverse.bytes) == "e232b9451cd9b44b15b3a8d77b4a5c13e940bccfb84aebf3d260c3cd337fd002")
        #expect(DeckSteps.open(locked, keys: [key]) == CardElements.element(of: Card(.asso, .coppe)))
    }

    @Test("what a receiver refuses: a non-canonical element, the identity, an unreduced or zero key")
    func refusals() {
        #expect(GroupElement(bytes: [UInt8](repeating: 0, count: 32)) == nil, "the identity")
        #expect(GroupElement(bytes: [UInt8](repeating: 0xFF, count: 32)) == nil, "not canonical")
        #expect(GroupElement(bytes: [UInt8](repeating: 1, count: 31)) == nil, "too short")
        #expect(Scalar(bytes: [UInt8](repeating: 0, count: 32)) == nil, "zero")
        #expect(Scalar(bytes: [UInt8](repeating: 0xFF, count: 32)) == nil, "not reduced")
        #expect(Scalar(bytes: [1] + [UInt8](repeating: 0, count: 31)) != nil, "one is a key")
    }
}
