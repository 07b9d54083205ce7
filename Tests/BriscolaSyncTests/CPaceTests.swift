import BriscolaCore
@testable import BriscolaSync
import Testing

/// CPace as draft-irtf-cfrg-cpace gives it for ristretto255 and SHA-512: its own test vector, and
/// the pairing's vector of Protocol.md §18.2 (which Tests/Reference/cpace.py reproduces).
@Suite struct CPaceTests {
    let prs = Array("Password".utf8)
    let ci = hex("0b415f696e69746961746f720b425f726573706f6e646572")
    let sid = hex("7e4b4791d6a8ef019b936c79fb7f2c57")

    @Test func theDraftsVector() throws {
        #expect(CPace.generatorString(prs: prs, ci: ci, sid: sid).count == 170)
        let g = CPace.generator(prs: prs, ci: ci, sid: sid)
        #expect(Hex.encode(g) == "222b6b195fe84b1652badb6f6a3ae3d24341e7306967f0b8115b40d5698c7e56")
        let ya = hex("da3d23700a9e5699258aef94dc060dfda5ebb61f02a5ea77fad53f4ff0976d08")
        let yb = hex("d2316b454718c35362d83d69df6320f38578ed5984651435e2949762d900b80d")
        let shareA = try #require(CPace.share(scalar: ya, prs: prs, ci: ci, sid: sid))
        let shareB = try #require(CPace.share(scalar: yb, prs: prs, ci: ci, sid: sid))
        #expect(Hex.encode(shareA) == "d6bac480f2c386c394efc7c47adb9925dcd2630b64f240c50f8d0eec482b9157")
        #expect(Hex.encode(shareB) == "3ea7e0b19560d7c0b0f5734f63b955286dfa8232b5ebe63324e2d9e7433f7258")
        let a = CPace.isk(scalar: ya, peerShare: shareB, sid: sid, initiator: (shareA, Array("ADa".utf8)), responder: (shareB, Array("ADb".utf8)))
        let b = CPace.isk(scalar: yb, peerShare: shareA, sid: sid, initiator: (shareA, Array("ADa".utf8)), responder: (shareB, Array("ADb".utf8)))
        #expect(a == b)
        #expect(a.map(Hex.encode) == "b69effbf61b51d56401c0f65601abe428de8206feaaf0e32198896dcae7b35cd"
            + "2b38950a39dfd5d4a79164614c2984f7daa460b588c1e80c3fa2068af7900447")
        // The identity, or what is not an element, is refused.
        #expect(CPace.isk(scalar: ya, peerShare: [UInt8](repeating: 0, count: 32), sid: sid, initiator: (shareA, []), responder: (shareB, [])) == nil)
        #expect(CPace.isk(scalar: ya, peerShare: [UInt8](repeating: 0xFF, count: 32), sid: sid, initiator: (shareA, []), responder: (shareB, [])) == nil)
    }

    @Test func thePairingsVector() throws {
        let code = try #require(PairingCode(typed: "4821-7730"))
        let sid = (0..<16).map(UInt8.init)
        let ya = [7] + [UInt8](repeating: 0, count: 31), yb = [9] + [UInt8](repeating: 0, count: 31)
        let keyA = [UInt8](repeating: 0xA1, count: 32), keyB = [UInt8](repeating: 0xB2, count: 32)
        #expect(Hex.encode(CPace.generator(prs: code.prs, ci: PairingRules.ci, sid: sid)) == "18a5f2958aac0c708d0671cd486b6d1a1f4e0dc54b8157f7e943fc4cc2c31500")
        let shareA = try #require(CPace.share(scalar: ya, prs: code.prs, ci: PairingRules.ci, sid: sid))
        let shareB = try #require(CPace.share(scalar: yb, prs: code.prs, ci: PairingRules.ci, sid: sid))
        #expect(Hex.encode(shareA) == "602930d3774cbbea9d5e2a72f48ef8baafcd7c4aa4a6036cb70be8e2d6a71c44")
        #expect(Hex.encode(shareB) == "06d607a5df5f2f8f84d3644c5f4a4b412717f559b1571e3352d619d0d511874e")
        let isk = try #require(CPace.isk(scalar: ya, peerShare: shareB, sid: sid, initiator: (shareA, keyA), responder: (shareB, keyB)))
        #expect(Hex.encode(isk) == "1e7651c013f8b0293e719d9f19a210a902ae5b4934ae569615b936042702baef"
            + "33ce896059018a13c9803082c9005cacf38b79384d5c7a6f957eb84247b9ea65")
        #expect(Hex.encode(PairingRules.confirmation(isk, initiator: true)) == "c3f1a33ef88c84b62c4ee021449014afc58bb2603e1b3be8c86e19b8043ea259")
        #expect(Hex.encode(PairingRules.confirmation(isk, initiator: false)) == "3ef7d11290d3f6b64e9480161b910b010c8acf6bf990ca6e2f0aed438b4e7dfc")
    }

    @Test func codesAreTypedForgivingly() {
        #expect(PairingCode(typed: "4821 7730")?.description == "4821-7730")
        #expect(PairingCode(typed: "48217730")?.digits == "48217730")
        #expect(PairingCode(typed: "4821-773") == nil)
        #expect(PairingCode(typed: "4821-77a0") == nil)
        #expect(PairingCode.random().digits.count == 8)
    }
}

func hex(_ text: String) -> [UInt8] { Hex.decode(text) ?? [] }
