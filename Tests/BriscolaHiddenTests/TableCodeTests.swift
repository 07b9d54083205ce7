import BriscolaHidden
import Crypto
import Foundation
import Testing

/// The table code of protocol 4 against the vectors of Protocol.md §17.8.4, which the standard-library
/// reference (`Tests/Reference/table_code.py`) computed from the text.
@Suite struct TableCodeTests {
    static func sha256(_ text: String) -> [UInt8] { Array(SHA256.hash(data: Array(text.utf8))) }

    @Test func theVectorsOfTheText() {
        let keys = (0..<3).map { Self.sha256("briscola-code-vectors seat \($0)") }
        let nonces: [[UInt8]?] = [nil] + (1...2).map { Array(Self.sha256("briscola-code-vectors nonce \($0)").prefix(16)) }
        let code = TableCode(session: Array(0..<16), keys: keys, nonces: nonces)
        #expect(code.bits == 0x0fe1_a1b6_db2f_86f4)
        #expect(code.words == "buzod-pakuk-tosoz-miruh")
        let commit = TableCode.commitment(to: nonces[1] ?? [])
        #expect(commit.map { String(format: "%02x", $0) }.joined() == "09da0bd997a22a320f92376a156862b119a755d15acb4cb07f3c74f5369101e4")
    }

    /// The paper's own example: 127.0.0.1 is "lusab-babad"; the ends of the range.
    @Test func proquintsAsThePaperWritesThem() {
        #expect(TableCode.proquint(0x7F00) == "lusab" && TableCode.proquint(0x0001) == "babad")
        #expect(TableCode.proquint(0) == "babab" && TableCode.proquint(0xFFFF) == "zuzuz")
    }

    /// Any change of a nonce, a key or the session changes the code; a seat with no nonce adds nothing.
    @Test func everyInputCounts() {
        let keys = (0..<2).map { Self.sha256("k\($0)") }, nonce = Array(Self.sha256("n").prefix(16))
        let base = TableCode(session: Array(0..<16), keys: keys, nonces: [nil, nonce])
        var other = nonce
        other[0] ^= 1
        #expect(TableCode(session: Array(0..<16), keys: keys, nonces: [nil, other]) != base)
        #expect(TableCode(session: Array(1..<17), keys: keys, nonces: [nil, nonce]) != base)
        #expect(TableCode(session: Array(0..<16), keys: keys.reversed(), nonces: [nil, nonce]) != base)
        #expect(TableCode(session: Array(0..<16), keys: keys, nonces: [nil, nil]) != base)
    }
}
