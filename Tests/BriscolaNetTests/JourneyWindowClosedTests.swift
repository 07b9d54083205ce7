import BriscolaTestSupport
import Foundation
import Testing

/// Closing the terminal window at a network table is leaving, as docs/playing.md says: the table is told at
/// once (it does not hold the seat for a link that dropped) and nothing is left to resume.
extension Journeys {
    @Suite struct JourneyWindowClosedTests {
        @Test func closingTheWindowMidGameLeavesTheTable() async throws {
            let host = try ChildProcess(["bot", "host", "--no-advertise", "--port", "0", "--bind", "127.0.0.1", "--games", "1",
                                         "--name", "Carla", "--think", "100", "--no-journal", "--grace", "30"])
            defer { host.kill() }
            let port = try await host.port()
            let guest = try TmuxSession()
            defer { guest.stop() }
            try guest.configure(["pause = 0"])
            try guest.start("join 127.0.0.1:\(port) --name Bob")
            #expect(try await guest.waitFor("Your hand"), "\((try? guest.capture()) ?? "")")
            for _ in 0..<100 where !(try guest.capture().contains("You play")) {
                if try guest.capture().contains("Your turn") { try guest.send("1") }
                await pause(.milliseconds(50))
            }
            #expect(try await guest.closeWindow(), "the program exits when its window closes")
            #expect(try await host.wait(seconds: 10) { $0.output.contains("Bob left the table") || $0.errors.contains("Bob left the table") },
                    "the table was told: \(host.output) \(host.errors)")
            #expect(!host.errors.contains("connection dropped") && !host.output.contains("connection dropped"), "\(host.errors)")
            let journal = guest.directory.appendingPathComponent("state/briscola/journal").path
            let left = ((try? FileManager.default.contentsOfDirectory(atPath: journal)) ?? []).filter { $0.hasPrefix("guest-") }
            #expect(left.isEmpty, "nothing to resume after leaving: \(left)")
            let mine = try await guest.savedMatches()
            #expect(mine.count == 1 && mine.first?["outcome"] as? String == "abandoned", "\(mine)")
        }
    }
}
