import BriscolaTestSupport
import Foundation
import Testing

/// A player's history on two hosts of the LAN test bed, each with its own avahi-daemon: they find
/// each other by mDNS (`_briscola-history._tcp`, not a table), pair with the code shown, sync to
/// the same union; a third host without the code is refused, pairing and syncing.
@Suite(.serialized, .ownQueue, .enabled(if: LANBed.enabled, Comment(rawValue: LANBed.unavailable ?? "")))
struct LANHistorySyncTests {
    let wholeGame = String(repeating: "1\n", count: 20) + "n\n"

    func identities(_ bed: LANBed, on host: LANBed.Host, _ history: String) async throws -> Set<String> {
        let export = try bed.briscola(on: host, ["history", "export", "--format", "json", "--history", history])
        #expect(try await export.exit(within: 30) == 0, "\(export.errors)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(export.output.utf8)) as? [String: Any])
        return Set((document["matches"] as? [[String: Any]] ?? []).compactMap { $0["identity"] as? String })
    }

    func firstLine(_ run: ChildProcess) async throws -> [String: String] {
        _ = try await run.wait(seconds: 30) { $0.output.contains("\n") }
        let line = try #require(run.output.split(separator: "\n").first, "\(run.errors)")
        return try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String])
    }

    @Test func twoHostsPairAndSyncByMDNSAndAThirdIsRefused() async throws {
        let bed = try LANBed(hosts: 3)
        let files = bed.directory.appendingPathComponent("histories")
        try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        let a = files.appendingPathComponent("a.sqlite").path, b = files.appendingPathComponent("b.sqlite").path
        let c = files.appendingPathComponent("c.sqlite").path
        for (history, seeds, host) in [(a, [1, 2, 3], LANBed.Host.a), (b, [3, 4], .b), (c, [5], .c)] {
            for seed in seeds {
                let play = try bed.briscola(on: host, ["play", "--seed", "\(seed)", "--history", history], input: wholeGame)
                #expect(try await play.exit(within: 60) == 0, "\(play.errors)")
            }
        }
        let union = try await identities(bed, on: .a, a).union(try await identities(bed, on: .b, b))
        #expect(union.count == 4)

        // A shows a code; C guesses wrong (found by mDNS), B types it (found by mDNS).
        let waiting = try bed.briscola(on: .a, ["history", "pair", "--json", "--history", a])
        let code = try #require(try await firstLine(waiting)["code"])
        let guess = code.last == "0" ? String(code.dropLast()) + "1" : String(code.dropLast()) + "0"
        let wrong = try bed.briscola(on: .c, ["history", "pair", guess, "--timeout", "20", "--history", c])
        #expect(try await wrong.exit(within: 60) == 1)
        #expect(wrong.errors.contains("wrong code"), "\(wrong.errors)")
        let typing = try bed.briscola(on: .b, ["history", "pair", code, "--timeout", "20", "--history", b])
        #expect(try await typing.exit(within: 60) == 0, "\(typing.errors)")
        #expect(try await waiting.exit(within: 30) == 0, "\(waiting.errors)")

        // A waits to sync; C (not paired) does not find it as its paired machine, B does.
        let server = try bed.briscola(on: .a, ["history", "sync", "--wait", "--json", "--history", a])
        _ = try await firstLine(server)
        let stranger = try bed.briscola(on: .c, ["history", "sync", "--timeout", "5", "--history", c])
        #expect(try await stranger.exit(within: 60) == 1)
        #expect(stranger.errors.contains("no paired machine"), "\(stranger.errors)")
        let client = try bed.briscola(on: .b, ["history", "sync", "--timeout", "20", "--history", b])
        #expect(try await client.exit(within: 60) == 0, "\(client.errors)")
        #expect(try await server.exit(within: 60) == 0, "\(server.errors)")
        #expect(try await identities(bed, on: .a, a) == union)
        #expect(try await identities(bed, on: .b, b) == union)

        // C knows A's address and tries anyway: refused in one line.
        let guarded = try bed.briscola(on: .a, ["history", "sync", "--wait", "--json", "--timeout", "30", "--port", "4870", "--history", a])
        _ = try await firstLine(guarded)
        let direct = try bed.briscola(on: .c, ["history", "sync", "--address", "\(bed.addressA):4870", "--history", c])
        #expect(try await direct.exit(within: 60) == 1)
        #expect(direct.errors.contains("are not paired") && direct.errors.split(separator: "\n").count == 1, "\(direct.errors)")
        #expect(try await identities(bed, on: .c, c).count == 1)
        guarded.kill()
    }
}
