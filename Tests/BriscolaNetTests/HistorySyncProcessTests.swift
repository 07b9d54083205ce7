import BriscolaTestSupport
import Foundation
import Testing

/// The real binary, two (and three) history files on this machine, the loopback between them:
/// pair with the code shown, sync to the union, a deletion carried over, a wrong code and a
/// machine that is not paired refused in one line, backup and import from the command line.
@Suite(.serialized, .ownQueue, .enabled(if: TestTools.runs(ChildProcess.built),
                              "the briscola binary was not built beside the tests"))
struct HistorySyncProcessTests {
    let directory = TestScratch.root.appendingPathComponent("briscola-sync-\(UUID().uuidString)")
    func file(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// A whole line-mode game (first card every time), then "n" to the rematch question.
    let wholeGame = String(repeating: "1\n", count: 20) + "n\n"

    func play(seed: Int, into history: String) async throws {
        let run = try ChildProcess(["play", "--seed", "\(seed)", "--history", history], input: wholeGame)
        #expect(try await run.exit(within: 60) == 0, "\(run.errors)")
    }

    /// The identities a history holds, from its whole-history export.
    func identities(_ history: String) async throws -> Set<String> {
        let export = try ChildProcess(["history", "export", "--format", "json", "--history", history])
        #expect(try await export.exit(within: 30) == 0, "\(export.errors)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(export.output.utf8)) as? [String: Any])
        let matches = try #require(document["matches"] as? [[String: Any]])
        return Set(matches.compactMap { $0["identity"] as? String })
    }

    /// A waiting command's first JSON line (its code and port), once it is printed.
    func announced(_ run: ChildProcess) async throws -> [String: String] {
        _ = try await run.wait(seconds: 30) { $0.output.contains("\n") }
        let line = try #require(run.output.split(separator: "\n").first, "\(run.errors)")
        return try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String])
    }

    @Test func twoHistoriesPairAndSyncToTheirUnion() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let a = file("a.sqlite"), b = file("b.sqlite"), c = file("c.sqlite")
        for seed in [1, 2, 3] { try await play(seed: seed, into: a) }
        for seed in [3, 4] { try await play(seed: seed, into: b) }
        try await play(seed: 5, into: c)
        let before = (try await identities(a), try await identities(b))
        #expect(before.0.count == 3 && before.1.count == 2 && before.0.intersection(before.1).count == 1, "game 3 is one match in both")

        // A wrong code is refused in one line, on both sides; the right one pairs.
        let waiting = try ChildProcess(["history", "pair", "--json", "--history", a])
        let shown = try await announced(waiting)
        let code = try #require(shown["code"]), port = try #require(shown["port"])
        let wrongDigit = code.last == "0" ? "1" : "0"
        let wrong = try ChildProcess(["history", "pair", String(code.dropLast()) + wrongDigit, "--address", "127.0.0.1:\(port)", "--history", c])
        #expect(try await wrong.exit(within: 30) == 1)
        #expect(wrong.errors.contains("wrong code") && wrong.errors.split(separator: "\n").count == 1, "\(wrong.errors)")
        let typing = try ChildProcess(["history", "pair", code, "--address", "127.0.0.1:\(port)", "--history", b])
        #expect(try await typing.exit(within: 30) == 0, "\(typing.errors)")
        #expect(try await waiting.exit(within: 30) == 0, "\(waiting.errors)")
        #expect(typing.output.hasPrefix("Paired with "), "\(typing.output)")

        // Sync: both reach the union.
        let server = try ChildProcess(["history", "sync", "--wait", "--json", "--history", a])
        let serverPort = try #require(try await announced(server)["port"])
        let client = try ChildProcess(["history", "sync", "--address", "127.0.0.1:\(serverPort)", "--history", b])
        #expect(try await client.exit(within: 60) == 0, "\(client.errors)")
        #expect(try await server.exit(within: 60) == 0, "\(server.errors)")
        #expect(client.output.contains("2 games added here"), "\(client.output)")
        let union = before.0.union(before.1)
        #expect(try await identities(a) == union)
        #expect(try await identities(b) == union)

        // A deletion on B reaches A.
        let delete = try ChildProcess(["history", "delete", "1", "--history", b])
        #expect(try await delete.exit(within: 30) == 0, "\(delete.errors)")
        let afterDelete = try await identities(b)
        let again = try ChildProcess(["history", "sync", "--wait", "--json", "--history", b])
        let againPort = try #require(try await announced(again)["port"])
        let fromA = try ChildProcess(["history", "sync", "--address", "127.0.0.1:\(againPort)", "--history", a])
        #expect(try await fromA.exit(within: 60) == 0, "\(fromA.errors)")
        #expect(try await again.exit(within: 60) == 0, "\(again.errors)")
        #expect(try await identities(a) == afterDelete && afterDelete.count == union.count - 1)

        // C never paired: refused in one line, and A keeps waiting for its paired machine.
        let guarded = try ChildProcess(["history", "sync", "--wait", "--json", "--timeout", "20", "--history", a])
        let guardedPort = try #require(try await announced(guarded)["port"])
        let stranger = try ChildProcess(["history", "sync", "--address", "127.0.0.1:\(guardedPort)", "--history", c])
        #expect(try await stranger.exit(within: 30) == 1)
        #expect(stranger.errors.contains("are not paired") && stranger.errors.split(separator: "\n").count == 1, "\(stranger.errors)")
        #expect(try await identities(c).count == 1)
        guarded.kill()
    }

    @Test func backupAndImportFromTheCommandLine() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let a = file("a.sqlite"), b = file("b.sqlite")
        for seed in [1, 2] { try await play(seed: seed, into: a) }
        let backup = try ChildProcess(["history", "backup", file("copy.sqlite"), "--history", a])
        #expect(try await backup.exit(within: 30) == 0, "\(backup.errors)")
        let twice = try ChildProcess(["history", "backup", file("copy.sqlite"), "--history", a])
        #expect(try await twice.exit(within: 30) == 1 && twice.errors.contains("already there"), "\(twice.errors)")
        let imported = try ChildProcess(["history", "import", file("copy.sqlite"), "--json", "--history", b])
        #expect(try await imported.exit(within: 30) == 0, "\(imported.errors)")
        #expect(imported.output.contains(#""added":2"#), "\(imported.output)")
        #expect(try await identities(b) == identities(a))
        // A damaged file is refused in one line and left as it was.
        var bytes = try Data(contentsOf: URL(fileURLWithPath: file("copy.sqlite")))
        for k in stride(from: 4096, to: bytes.count, by: 4096) { bytes[k] = 0x7F }
        try bytes.write(to: URL(fileURLWithPath: file("copy.sqlite")))
        let damaged = try ChildProcess(["history", "import", file("copy.sqlite"), "--history", b])
        #expect(try await damaged.exit(within: 30) == 1 && damaged.errors.contains("is damaged"), "\(damaged.errors)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: file("copy.sqlite"))) == bytes)
    }
}
