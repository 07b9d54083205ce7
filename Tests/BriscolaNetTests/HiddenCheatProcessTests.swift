import BriscolaTestSupport
import Foundation
import Testing

/// Hidden hands (Protocol.md §16; protocol 4, §17.8) over real TCP: the Python reference peer, told to
/// cheat (`--cheat MODE`), sits at a `briscola bot host` table. The host names each cheat with its
/// error code, survives it, and keeps the game in its history as abandoned when a card of it was
/// played (nothing played, nothing saved). An honest reference
/// peer that tries to open every position with what it has been sent opens only its own hand and
/// the trump.
@Suite(.serialized, .ownQueue, .enabled(if: TestTools.runs(TestTools.python != nil && TestTools.sodium),
                              "python3 or libsodium is not installed"))
struct HiddenCheatProcessTests {
    /// In protocol 4 a key off its commitment is refused before it opens anything (§17.8.2):
    /// `key_not_committed`, where protocol 3 said `bad_audit` and `bad_key`.
    @Test(arguments: [("swap", "wrong_card"), ("reuse", "position_not_in_hand"), ("audit-lie", "key_not_committed"),
                      ("bad-key", "key_not_committed")])
    func theHostNamesTheCheatSurvivesItAndKeepsAPlayedGameAsAbandoned(_ mode: String, _ code: String) async throws {
        let directory = TestScratch.root.appendingPathComponent("briscola-cheat-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = directory.appendingPathComponent("history.sqlite").path
        let host = try ChildProcess(["bot", "host", "--no-advertise", "--port", "0", "--bind", "127.0.0.1", "--games", "1",
                                     "--json", "--name", "Hana", "--protocol", "4", "--history", database])
        defer { host.kill() }
        let port = try await host.port()
        let cheat = try HiddenCheat.peer(port: port, arguments: ["--cheat", mode])
        defer { cheat.kill() }
        #expect(try await cheat.exit(within: 90) == 1, "\(mode): a cheat is not played to the end: \(cheat.errors)")
        let errors = HiddenCheat.lines(cheat.output).compactMap { $0["error"] as? String }
        #expect(errors == [code], "\(mode): the host answered \(errors); \(cheat.errors)")

        // The host is still up: it says the game was abandoned, and it serves the next guest.
        #expect(try await host.wait(seconds: 20) { $0.errors.contains("abandoned") || $0.errors.contains("abbandonata") },
                "\(mode): \(host.errors)")
        #expect(host.process.isRunning, "\(mode): the host exited after the cheat: \(host.errors)")
        let honest = try HiddenCheat.peer(port: port, arguments: [])
        defer { honest.kill() }
        #expect(try await honest.exit(within: 90) == 0, "\(mode): after the cheat, an honest game: \(honest.errors)")
        #expect(try await host.exit(within: 30) == 0, "\(mode): \(host.errors)")

        // Its history holds the finished game, and the cheat's game where a card of it was played:
        // game 1 is led by the guest (seat 1, after the dealer), so a cheat refused at its first
        // card (swap, bad-key) leaves nothing played (nothing saved); a reused position is its
        // second play, and a lying audit comes after the last card.
        let list = try ChildProcess(["history", "--json", "--history", database])
        #expect(try await list.exit(within: 30) == 0, "\(list.errors)")
        let saved = HiddenCheat.matches(list.output).compactMap { $0 as? [String: Any] }
        let outcomes = saved.compactMap { $0["outcome"] as? String }
        let cheatPlayed = mode == "audit-lie" || mode == "reuse"
        #expect(saved.count == (cheatPlayed ? 2 : 1), "\(mode): \(saved.count) matches saved: \(list.output)")
        #expect(outcomes.filter { $0 != "abandoned" }.count == 1, "\(mode): the honest game: \(outcomes)")
        // A game whose audit failed was played to its last card, and is kept as abandoned all the same.
        #expect(outcomes.filter { $0 == "abandoned" }.count == (cheatPlayed ? 1 : 0), "\(mode): the cheat's game: \(outcomes)")
    }

    @Test(arguments: [2, 4])
    func anHonestSeatOpensOnlyItsOwnHandAndTheTrump(_ players: Int) async throws {
        let host = try ChildProcess(["bot", "host", "--no-advertise", "--port", "0", "--bind", "127.0.0.1", "--players", "\(players)",
                                     "--bots", "\(players - 2)", "--games", "1", "--json", "--name", "Hana", "--protocol", "4"])
        defer { host.kill() }
        let port = try await host.port()
        let peer = try HiddenCheat.peer(port: port, arguments: ["--cheat", "eavesdrop"])
        defer { peer.kill() }
        #expect(try await peer.exit(within: 90) == 0, "\(peer.errors)")
        #expect(try await host.exit(within: 30) == 0, "\(host.errors)")
        let reports = HiddenCheat.lines(peer.output).compactMap { $0["eavesdrop"] as? [String: Any] }
        let report = try #require(reports.first, "no eavesdrop report: \(peer.output)")
        let own = try #require(report["own"] as? [Int])
        let openable = try #require(report["openable"] as? [Int])
        let trump = try #require(report["trump"] as? Int)
        #expect(trump == 3 * players && report["plays"] as? Int == 0)
        #expect(own.count == 3 && !own.contains(trump))
        #expect(openable == (own + [trump]).sorted(), "it can open \(openable); its hand is \(own), the trump \(trump)")
        // Every other position of the deal (dealt to another seat) and the whole stock stay closed.
        let others = Set(0..<(3 * players)).subtracting(own)
        #expect(others.isDisjoint(with: openable))
    }
}

/// Plumbing for the cheat tests.
enum HiddenCheat {
    /// The Python peer for one game of protocol 4 at a local table, printing JSON lines; `--as-built`:
    /// it accepts what briscola does not send yet (§17.8's parts still marked draft).
    static func peer(port: Int, arguments: [String]) throws -> ChildProcess {
        try ChildProcess([ReferencePeer.script.path, "peer", "127.0.0.1:\(port)", "--games", "1", "--json", "--name", "Ref",
                          "--timeout", "80", "--protocol", "4", "--as-built"] + arguments, executable: ReferencePeer.python)
    }

    /// The JSON objects among a process's output lines.
    static func lines(_ output: String) -> [[String: Any]] {
        output.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    /// The matches a `history --json` listing holds.
    static func matches(_ text: String) -> [Any] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) else { return [] }
        if let array = object as? [Any] { return array }
        if let dictionary = object as? [String: Any], let array = dictionary["matches"] as? [Any] { return array }
        return []
    }
}
