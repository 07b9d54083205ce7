import BriscolaTestSupport
import Foundation
import Testing

/// The §16 test vectors `Tests/Reference/hidden_vectors.py` prints (for Protocol.md) agree with the
/// Swift program's hidden hands. This target does not depend on BriscolaHidden, so the Swift side
/// was computed once by a small program linked against the built BriscolaHidden module (below);
/// its output is hard-coded in `hidden_vectors.py` (all 40 card elements, the 2-seat game's
/// passes, openings and history hashes), which `--check` compares with its own computation, and a
/// few values are copied here, compared with what the script prints. Every protocol-3 game the
/// reference plays against `briscola` (ReferencePeerTests, HiddenCheatProcessTests) checks the
/// same map in full: a position that opened to an element the reference does not know would be
/// refused with bad_key.
///
///     import BriscolaCore
///     import BriscolaHidden
///     import Crypto
///     func hex(_ b: [UInt8]) -> String { b.map { String(format: "%02x", $0) }.joined() }
///     let map = CardElements(variant: .four)
///     for (card, element) in zip(map.cards, map.elements) { print("element", card.code, hex(element.bytes)) }
///     func seatBytes(_ seat: Int, _ count: Int) -> [UInt8] {   // as hidden_vectors.py's seat_bytes
///         var out: [UInt8] = []; var block = 0
///         while out.count < count { out += Array(SHA512.hash(data: Array("briscola-vectors-3 seat \(seat) block \(block)".utf8))); block += 1 }
///         return Array(out[0..<count])
///     }
///     let secrets = (0..<2).map { SeatSecrets(random: seatBytes($0, SeatSecrets.byteCount(cards: 40)), variant: .two)! }
///     var deck = HiddenDeck(variant: .two)
///     for seat in 0..<2 { try! deck.accept(DeckSteps.shuffle(deck.input, with: secrets[seat]), from: seat) }  // print input.prefix(3)
///     for seat in 0..<2 { try! deck.accept(DeckSteps.lock(deck.input, with: secrets[seat]), from: seat) }
///     for position in [0, 6] { print(deck.open(position, secrets: secrets)) }
///     var history = PublicHistory(session: Array(UInt8(0)..<16), game: 1, locked: deck.locked!)   // print history.hex
///     history.append(seq: 1, seat: 1, position: 0, card: <position 0's card>, key: secrets[1].positionKeys[0])
@Suite(.ownQueue, .enabled(if: TestTools.runs(TestTools.python != nil && TestTools.sodium), "python3 or libsodium is not installed"))
struct ReferenceHiddenVectorTests {
    static let script = ReferencePeer.script.deletingLastPathComponent().appendingPathComponent("hidden_vectors.py")

    /// Printed by the Swift program above.
    static let swift: [String: String] = [
        "1C": "b0269e378649857d4447e284de36b9152392087f817804ec631431b2873c4b7f",
        "2C": "c443e9901856ded729b253d989ce396132766886e9af6844f59ef26657e83339",
        "10B": "b4fc39a22ba34dd8c4cc3ada5746a819951ce8e090acfeaf862a4dc139f9fd69",
    ]
    static let historyStart = "da58c101f1c8fe610674068ce0c16728b4bf42e3140b03a746fb8ce3757fc0c4"
    static let historyAfterPlay1 = "3f5d5a3e4b2969306df82e1c7fa71047601e18ab245654139afb89a8bc7062b4"

    /// The reference's own checks, protocol 3 included: a whole hidden table in memory (each seat
    /// opens only its hand and the trump; every cheat of §16.6 caught with its code; the audits
    /// agree), and its peer against its test host in protocols 2, 3 and 4, with three protocol-4 cheats
    /// (a twin, a copied lock element, an open key off its commitment) refused naming the cheater's seat.
    @Test func theReferenceSelfTestPasses() async throws {
        let selftest = try ChildProcess([ReferencePeer.script.path, "selftest"], executable: ReferencePeer.python)
        #expect(try await selftest.exit(within: 240) == 0, "\(selftest.output) \(selftest.errors.split(separator: "\n").filter { $0.hasPrefix("FAILED") })")
        #expect(selftest.output.contains("selftest: all passed"))
    }

    @Test func theScriptAgreesWithTheSwiftValues() async throws {
        let check = try ChildProcess([Self.script.path, "--check"], executable: ReferencePeer.python)
        #expect(try await check.exit(within: 60) == 0, "\(check.output) \(check.errors)")
        let printed = try ChildProcess([Self.script.path, "--json"], executable: ReferencePeer.python)
        #expect(try await printed.exit(within: 60) == 0, "\(printed.errors)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(printed.output.utf8)) as? [String: Any])
        let elements = try #require(object["card_elements"] as? [String: String])
        #expect(elements.count == 40)
        for (card, element) in Self.swift { #expect(elements[card] == element, "\(card)") }
        let game = try #require(object["game"] as? [String: Any])
        #expect(game["history_start"] as? String == Self.historyStart)
        #expect((game["history_after_play_1"] as? [String: Any])?["hash"] as? String == Self.historyAfterPlay1)
        let opening = try #require(game["opening_trump"] as? [String: Any])
        #expect(opening["position"] as? Int == 6 && opening["card"] as? String == "8C")
    }
}
