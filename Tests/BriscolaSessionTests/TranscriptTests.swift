import BriscolaTestSupport
import BriscolaCore
import BriscolaSession
import BriscolaWire
import Foundation
import Testing

/// Transcripts/game1.jsonl is the worked example quoted in Protocol.md §13: a whole seeded session
/// (secrets from `Entropy.seeded(1)` for the host and `.seeded(2)` for the guest, the emulator
/// playing both seats). This implementation must reproduce it byte for byte, and the Python
/// reference checks its commitments, seed, deck and every state hash independently.
@Suite struct TranscriptTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Transcripts")

    func lines(protocol version: Int = 2) throws -> [String] {
        var pair = SessionPair(protocolVersion: version)
        try pair.start()
        return try pair.transcript.map { entry in
            let body = String(decoding: try MessageCoding.encode(entry.message), as: UTF8.self)
            return #"{"from":"\#(entry.fromHost ? "host" : "guest")","message":\#(body)}"#
        }
    }

    @Test func sessionReproducesTheStoredTranscript() throws {
        let produced = try lines()
        let file = Self.directory.appendingPathComponent("game1.jsonl")
        if ProcessInfo.processInfo.environment["BRISCOLA_WRITE_GOLDEN"] == "1" {
            try (produced.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        }
        let stored = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(stored.count == produced.count)
        for (index, (a, b)) in zip(stored, produced).enumerated() where a != b {
            Issue.record("line \(index + 1) differs:\nstored   \(a)\nproduced \(b)")
            break
        }
        #expect(produced.count == 1 + 1 + 1 + 2 + 2 + 1 + 40 + 2) // hello, welcome, start, commits, reveals, deal, plays, game_overs
    }

    /// Transcripts/hidden2.jsonl: the worked example of Protocol.md §16.7, the same two seats and
    /// secrets with hidden hands (protocol 4).
    @Test func aHiddenGameReproducesItsStoredTranscript() throws {
        let produced = try lines(protocol: 4)
        let file = Self.directory.appendingPathComponent("hidden2.jsonl")
        if ProcessInfo.processInfo.environment["BRISCOLA_WRITE_GOLDEN"] == "1" {
            try (produced.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        }
        let stored = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(stored == produced)
        // hello, welcome, start; two shuffles, two locks; the deal's openings; 40 plays, each seat's
        // openings after each of the 17 tricks that draw; two audits and two game_overs.
        #expect(produced.count == 3 + 2 + 2 + 2 + 40 + 2 * 17 + 2 + 2)
    }

    /// Transcripts/table4.jsonl: a table of four (Hana hosts; Gino, Pia and Rocco join, secrets
    /// seeded 1–4), one game, every frame on every connection with who sent it and to whom.
    func tableOfFourLines() throws -> [String] {
        var table = SessionTable(players: 4, protocolVersion: 2)
        try table.start()
        let name = { (end: Int) in end == 0 ? "host" : "guest\(end)" }
        return try table.transcript.map { entry in
            let body = String(decoding: try MessageCoding.encode(entry.message), as: UTF8.self)
            return #"{"from":"\#(name(entry.from))","to":"\#(name(entry.to))","message":\#(body)}"#
        }
    }

    @Test func aTableOfFourReproducesItsStoredTranscript() throws {
        let produced = try tableOfFourLines()
        let file = Self.directory.appendingPathComponent("table4.jsonl")
        if ProcessInfo.processInfo.environment["BRISCOLA_WRITE_GOLDEN"] == "1" {
            try (produced.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        }
        let stored = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(stored == produced)
    }

    @Test(.enabled(if: TestTools.runs(TestTools.python != nil), "python3 is not installed, so the reference cannot check the transcript"))
    func pythonReferenceVerifiesTheTableOfFour() throws {
        let script = TestTools.referenceScript
        let (status, said) = try ReferencePython.run([script.path, "transcript", Self.directory.appendingPathComponent("table4.jsonl").path])
        #expect(status == 0, "\(said)")
        #expect(said.contains("transcript verified: 40 plays, 4 seats"), "\(said)")
    }

    @Test(.enabled(if: TestTools.runs(TestTools.python != nil), "python3 is not installed, so the reference cannot check the transcript"))
    func pythonReferenceVerifiesTheTranscript() throws {
        let script = TestTools.referenceScript
        let (status, said) = try ReferencePython.run([script.path, "transcript", Self.directory.appendingPathComponent("game1.jsonl").path])
        #expect(status == 0, "\(said)")
        #expect(said.contains("transcript verified: 40 plays"))
    }
}

/// Runs the Python reference implementation.
enum ReferencePython {
    static func run(_ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(TestTools.python, "python3 is not installed"))
        process.arguments = arguments
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
