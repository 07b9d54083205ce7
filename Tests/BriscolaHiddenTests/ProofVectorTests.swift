import BriscolaCore
import BriscolaTestSupport
import Crypto
import Foundation
import Testing
@testable import BriscolaHidden

/// The §17.7 test vectors: the proofs of the two-seat deal of §16.8 and of a three-card pass,
/// from seeded nonces. The digests below were printed by the independent Python reference
/// (`Tests/Reference/briscola_proofs.py`, ctypes over libsodium), which also verifies each proof
/// on its own; the reference's `--check` compares all six with the Swift values, and the last test
/// here compares every proof with the reference's, byte for byte.
@Suite("Proofs: the published test vectors", .ownQueue)
struct ProofVectorTests {
    /// A few of the reference's digests (it holds all of Swift's, and the last test compares all).
    static let pythonSHA256: [String: String] = [
        "shuffle 0 L=40": "dd83923c2a1a22c82ca36970f4d694ae0d47005088d454b180828aa180fd8e34",
        "lock 1 L=40": "a9f83fc56a9cc6788df9a6259a80422ba84c4ca08d6515555acdac63c02cf2ee",
        "lock 0 L=3": "fb3996347dd090c356f0b7063aaab3bb3b3577d5d0c09a8a8d8f08df08c115db",
    ]

    static let script = TestTools.referenceScript.deletingLastPathComponent().appendingPathComponent("briscola_proofs.py")

    /// hidden_vectors.py's seat bytes: SHA-512("briscola-vectors-3 seat S block B") for B = 0, 1, …
    static func seatBytes(_ seat: Int, _ count: Int) -> [UInt8] {
        var out: [UInt8] = []
        var block = 0
        while out.count < count {
            out += Array(SHA512.hash(data: Array("briscola-vectors-3 seat \(seat) block \(block)".utf8)))
            block += 1
        }
        return Array(out[0..<count])
    }

    /// The six proofs, named as the reference names them ("shuffle 0 L=40", …), in order.
    static func proofs() throws -> [(name: String, proof: [UInt8])] {
        let secrets = try (0..<2).map { try #require(SeatSecrets(random: seatBytes($0, SeatSecrets.byteCount(cards: 40)), variant: .two)) }
        let session = Array(UInt8(0)..<16)
        var deck = CardElements(variant: .two).elements
        var out: [(String, [UInt8])] = []
        for (kind, seat) in [("shuffle", 0), ("shuffle", 1), ("lock", 0), ("lock", 1)] {
            let context = try #require(ProofContext(session: session, game: 1, seat: seat))
            let output = kind == "shuffle" ? DeckSteps.shuffle(deck, with: secrets[seat]) : DeckSteps.lock(deck, with: secrets[seat])
            out.append(("\(kind) \(seat) L=40", try proof(kind, deck, output, secrets[seat], context, seed: "vectors seat \(seat) \(kind)")))
            deck = output
        }
        let small = SeatSecrets(shuffleKey: secrets[0].shuffleKey, permutation: [2, 0, 1], positionKeys: Array(secrets[0].positionKeys.prefix(3)))
        let cards = Array(CardElements(variant: .two).elements.prefix(3))
        let context = try #require(ProofContext(session: session, game: 2, seat: 0))
        let shuffled = DeckSteps.shuffle(cards, with: small)
        out.append(("shuffle 0 L=3", try proof("shuffle", cards, shuffled, small, context, seed: "vectors small shuffle")))
        out.append(("lock 0 L=3", try proof("lock", shuffled, DeckSteps.lock(shuffled, with: small), small, context, seed: "vectors small lock")))
        return out
    }

    static func proof(_ kind: String, _ input: [GroupElement], _ output: [GroupElement], _ secrets: SeatSecrets, _ context: ProofContext, seed: String) throws -> [UInt8] {
        var nonces = SeededNonces(seed: Array(seed.utf8))
        let commitments = KeyCommitments(secrets: secrets)
        if kind == "shuffle" {
            return try #require(ShuffleProof.prove(input: input, output: output, secrets: secrets, context: context, commitments: commitments, nonces: &nonces)).bytes
        }
        return try #require(LockProof.prove(input: input, output: output, secrets: secrets, context: context, commitments: commitments, nonces: &nonces)).bytes
    }

    static func sha256(_ bytes: [UInt8]) -> String { Hex.encode(Array(SHA256.hash(data: bytes))) }

    @Test("the proofs' SHA-256 are the reference's")
    func digests() throws {
        let proofs = try Self.proofs()
        for (name, proof) in proofs { print("proof", name, Self.sha256(proof)) }
        #expect(proofs.map(\.name) == ["shuffle 0 L=40", "shuffle 1 L=40", "lock 0 L=40", "lock 1 L=40", "shuffle 0 L=3", "lock 0 L=3"])
        for (name, digest) in Self.pythonSHA256 { #expect(proofs.first { $0.name == name }.map { Self.sha256($0.proof) } == digest, "\(name)") }
    }

    /// The document another team implements from prints one proof whole: it must be ours (a
    /// change of the hashing once left it stale while every digest above was made again).
    @Test("the three-card lock proof Protocol.md §17.7 prints in full is ours")
    func printedInFull() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("Protocol.md"), encoding: .utf8)
        let marker = try #require(text.range(of: "the lock proof, in full (352 bytes):\n\n"), "§17.7 prints the lock proof")
        let printed = text[marker.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { $0.hasPrefix("    ") }.map { $0.trimmingCharacters(in: .whitespaces) }.joined()
        let ours = try #require(Self.proofs().first { $0.name == "lock 0 L=3" }).proof
        #expect(printed == Hex.encode(ours), "Protocol.md §17.7 prints \(printed.prefix(32))…, ours is \(Hex.encode(ours).prefix(32))…")
    }

    @Test("the reference verifies its vectors on its own, and they are ours byte for byte",
          .enabled(if: TestTools.runs(TestTools.python != nil && TestTools.sodium), "python3 or libsodium is not installed"))
    func reference() throws {
        let python = try #require(TestTools.python, "python3 is required (BRISCOLA_REQUIRE_ALL)")
        let check = try Self.run(python, [Self.script.path, "--check"])
        #expect(check.status == 0, "\(check.output) \(check.errors)")
        let printed = try Self.run(python, [Self.script.path, "--json"])
        #expect(printed.status == 0, "\(printed.errors)")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(printed.output.utf8)) as? [[String: Any]])
        let proofs = try Self.proofs()
        #expect(entries.count == proofs.count)
        for (entry, mine) in zip(entries, proofs) {
            let name = "\(entry["pass"] as? String ?? "?") \(entry["seat"] as? Int ?? -1) L=\(entry["cards"] as? Int ?? -1)"
            #expect(name == mine.name)
            #expect(entry["proof"] as? String == Hex.encode(mine.proof), "\(name)")
        }
    }

    /// Runs a program to its end: its exit status, standard output and standard error.
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self), String(decoding: errors, as: UTF8.self))
    }
}
