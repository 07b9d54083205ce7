import BriscolaHistory
import BriscolaTestSupport
import Foundation
import GRDB
import Testing

/// A game whose history cannot take it is kept, not lost — and it is not stuck: the note names the
/// file and the way out, `play --resume --history FILE` saves it in another history, and
/// `--no-history` lets it go. (The history refusing it is a real one whose matches a trigger
/// refuses: a file that is no history at all is refused before the game.)
extension Journeys {
    @Suite struct JourneyKeptGameTests {
        @Test func aGameItsHistoryRefusedIsSavedElsewhereOrLetGo() async throws {
            let home = TestScratch.root.appendingPathComponent("briscola-kept-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: home) }
            try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
            let environment = ["XDG_STATE_HOME": home.appendingPathComponent("state").path, "XDG_DATA_HOME": home.appendingPathComponent("data").path,
                               "XDG_CONFIG_HOME": home.appendingPathComponent("config").path]
            let broken = home.appendingPathComponent("broken.sqlite").path, good = home.appendingPathComponent("good.sqlite").path
            _ = try HistoryStore(path: broken)
            try await DatabaseQueue(path: broken).write { db in
                try db.execute(sql: "CREATE TRIGGER refuse BEFORE INSERT ON match BEGIN SELECT RAISE(ABORT, 'refused'); END")
            }
            let journal = home.appendingPathComponent("state/briscola/journal").path
            let saves = { ((try? FileManager.default.contentsOfDirectory(atPath: journal)) ?? []).filter { $0.hasPrefix("play-") } }
            for round in ["--history", "--no-history"] {
                // A card played, then the end of input: the game is cut off, and its history refuses it.
                let first = try ChildProcess(["play", "--seed", "5", "--history", broken], input: "1\n", environment: environment)
                #expect(try await first.exit(within: 20) == 0, "\(first.errors)")
                #expect(first.errors.contains("could not be saved in the history \(broken);") && first.errors.contains("play --resume --history FILE"),
                        "\(first.errors)")
                #expect(saves().count == 1, "kept: \(saves())")
                // A new game keeps it too (its history still refuses it).
                let second = try ChildProcess(["play", "--seed", "6", "--no-history"], input: "", environment: environment)
                #expect(try await second.exit(within: 20) == 0)
                #expect(saves().count == 1, "still kept: \(saves())")
                let out = round == "--history" ? ["--history", good] : ["--no-history"]
                let resumed = try ChildProcess(["play", "--resume"] + out, input: "q\n", environment: environment)
                #expect(try await resumed.exit(within: 20) == 0, "\(resumed.errors)")
                #expect(resumed.output.contains("Game 1 is back where it stopped.") && !resumed.errors.contains("could not be saved"), "\(resumed.errors)")
                #expect(saves().isEmpty, "\(round): nothing left to resume: \(saves())")
            }
            let list = try ChildProcess(["history", "list", "--json", "--history", good])
            #expect(try await list.exit(within: 20) == 0)
            #expect(list.output.components(separatedBy: "\"outcome\":\"abandoned\"").count == 2, "saved once, in the good history: \(list.output)")
            // Taken up with another history and killed again: the next take-up keeps to the history chosen.
            let third = try ChildProcess(["play", "--seed", "7", "--history", broken], input: "1\n", environment: environment)
            #expect(try await third.exit(within: 20) == 0)
            let moved = try ChildProcess(["play", "--resume", "--history", good], input: "1\n", environment: environment, keepInputOpen: true)
            #expect(try await moved.wait(seconds: 10) { $0.output.contains("Computer plays") || $0.output.contains("You play") }, "\(moved.output)")
            moved.kill(SIGKILL)
            _ = try await moved.exit(within: 10)
            let again = try ChildProcess(["play", "--resume"], input: "q\n", environment: environment)
            #expect(try await again.exit(within: 20) == 0, "\(again.errors)")
            #expect(!again.errors.contains("could not be saved") && saves().isEmpty, "\(again.errors) \(saves())")
            let after = try ChildProcess(["history", "list", "--json", "--history", good])
            #expect(try await after.exit(within: 20) == 0)
            #expect(after.output.components(separatedBy: "\"outcome\":\"abandoned\"").count == 3, "\(after.output)")
        }
    }
}
