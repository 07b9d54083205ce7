import BriscolaTestSupport
import Foundation
import Testing

/// The independent Python peer (written from Protocol.md alone) sits at tables the `briscola`
/// host runs, beside `briscola` guests and computer players: every seat reports the same seed,
/// result and state hash for every game, and the reference checks every signature it receives.
/// Protocol 4 (hidden hands, §16, every pass proven, §17.8) has no seed: the reference checks every
/// pass (its proof and read), opening, play and audit it receives, every key against its
/// commitment, and the report's hash is the state hash of the audited game.
@Suite(.serialized, .ownQueue, .enabled(if: TestTools.runs(TestTools.python != nil), "python3 is not installed"))
struct ReferencePeerTests {
    @Test(arguments: [(2, 0, 4), (3, 0, 4), (4, 1, 4), (3, 0, 2)])
    func theReferencePeerAgreesOnEveryGame(_ players: Int, _ bots: Int, _ version: Int) async throws {
        let games = 2
        let protocolOption = ["--protocol", "\(version)"]
        // --as-built: the reference accepts what briscola does not send yet (§17.8's draft parts).
        let referenceOptions = protocolOption + (version == 4 ? ["--as-built"] : [])
        let host = try ChildProcess(["bot", "host", "--no-advertise", "--port", "0", "--bind", "127.0.0.1", "--players", "\(players)",
                                     "--bots", "\(bots)", "--games", "\(games)", "--json", "--name", "Hana"] + protocolOption)
        defer { host.kill() }
        let port = try await host.port()
        let transcript = TestScratch.root.appendingPathComponent("briscola-ref-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: transcript) }
        let python = try ChildProcess([ReferencePeer.script.path, "peer", "127.0.0.1:\(port)", "--games", "\(games)", "--json",
                                       "--name", "Ref", "--timeout", "90", "--transcript", transcript.path] + referenceOptions,
                                      executable: ReferencePeer.python)
        defer { python.kill() }
        var guests: [ChildProcess] = []
        defer { guests.forEach { $0.kill() } }
        for k in 0..<(players - 2 - bots) {
            guests.append(try ChildProcess(["bot", "join", "127.0.0.1:\(port)", "--games", "\(games)", "--json", "--name", "Bot\(k)"]
                                           + protocolOption))
        }
        #expect(try await python.exit(within: 90) == 0, "the reference peer: \(python.errors)")
        for guest in guests { #expect(try await guest.exit(within: 30) == 0, "\(guest.errors)") }
        #expect(try await host.exit(within: 30) == 0, "\(host.errors)")
        let reports = ([host, python] + guests).map { process in
            process.output.split(separator: "\n").compactMap { line -> [String: String]? in
                guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { return nil }
                return object.mapValues { "\($0)" }
            }
        }
        #expect(reports.allSatisfy { $0.count == games }, "\(reports.map(\.count))")
        // Hidden hands have no game seed: every report says "" (the rest must agree as before).
        let keys = version == 4 ? ["game", "dealer", "result", "scores", "hash"] : ["game", "seed", "dealer", "result", "scores", "hash"]
        for report in reports.dropFirst() {
            for (mine, theirs) in zip(reports[0], report) {
                for key in keys { #expect(mine[key] == theirs[key], "\(key) differs") }
            }
        }
        if version == 4 {
            #expect(reports.allSatisfy { $0.allSatisfy { ($0["seed"] ?? "").isEmpty } }, "a hidden game has no seed")
        } else {
            #expect(reports.allSatisfy { $0.allSatisfy { ($0["seed"] ?? "").count == 64 } }, "a fair deal's seed")
        }
        #expect(Set(reports.compactMap { $0.first?["seat"] }).count == reports.count, "every process had a seat of its own")
        // The reference checks the whole session it saw again, as an onlooker: every signature, and
        // in protocol 4 every pass (its proof and read), opening, play and audit.
        let check = try ChildProcess([ReferencePeer.script.path, "transcript", transcript.path], executable: ReferencePeer.python)
        #expect(try await check.exit(within: 60) == 0, "\(check.output) \(check.errors)")
    }
}

/// Where the Python reference lives.
enum ReferencePeer {
    /// python3, or where it would be: missing (only where every suite must run), starting it fails the test.
    static let python = URL(fileURLWithPath: TestTools.python ?? "/usr/bin/python3")
    static let script = TestTools.referenceScript
}
