import Foundation
import Testing

/// The lobby as a person uses it, on the LAN test bed: a bot announces a table on host A; on host
/// B the start menu's lobby lists it live, the person picks it with Enter and plays a whole game.
extension Journeys {
    @Suite(.enabled(if: LANBed.enabled, Comment(rawValue: LANBed.unavailable ?? ""))) struct JourneyLANTests {
        @Test func aTablePickedFromTheLiveLobbyIsPlayedToTheEnd() async throws {
            let bed = try LANBed()
            let host = try bed.briscola(on: .a, ["bot", "host", "--name", "Alice", "--games", "1", "--json"])
            let tmux = try TmuxSession()
            defer { tmux.stop() }
            try tmux.configure(["pause = 0"])
            try tmux.start("", environment: "USER=bruno", launcher: "\(LANBed.script.path) run \(bed.directory.path) B")
            #expect(try await tmux.waitFor("What would you like to do?"), "\((try? tmux.capture()) ?? "")")
            try tmux.send("3")
            #expect(try await tmux.waitFor("Alice's table", seconds: 20), "lobby: \((try? tmux.capture()) ?? "")")
            #expect(try tmux.capture().contains(bed.addressA))
            try tmux.press("Enter")
            #expect(try await tmux.waitFor("you vs Alice", seconds: 15), "\((try? tmux.capture()) ?? "")")
            #expect(try await tmux.playToResult(), "\((try? tmux.capture()) ?? "")")
            #expect(try await host.exit(within: 20) == 0, "host: \(host.errors)")
            let line = try #require(try gameLines(host.output).first)
            #expect(line["scores"].map { $0.filter(\.isNumber) } == (try tmux.resultPoints(mySide: 1)).map(String.init).joined())
            try tmux.send("n")
            #expect(try await tmux.waitFor("What would you like to do?"))
            let saved = try await tmux.savedMatches()
            #expect(saved.count == 1 && (saved.first?["players"] as? [[String: String]])?.contains { $0["name"] == "Alice" } == true,
                    "\(saved)")
            try tmux.send("7")
            #expect(try await tmux.waitForExit())
        }

        /// A table of two closes when its guest leaves: it leaves the lobby then, while the host's
        /// screen still says so (it stayed listed, and refused whoever picked it, until Enter).
        @Test func aClosedTableLeavesTheLobbyBeforeItsScreenCloses() async throws {
            let bed = try LANBed()
            let watch = try bed.briscola(on: .b, ["lobby", "--watch", "--json", "--timeout", "90"])
            defer { watch.kill() }
            let tmux = try TmuxSession()
            defer { tmux.stop() }
            try tmux.configure(["pause = 0"])
            try tmux.start("host --name Alice", environment: "USER=alice", launcher: "\(LANBed.script.path) run \(bed.directory.path) A")
            #expect(try await watch.wait(seconds: 20) { $0.output.contains("\"appeared\"") }, "lobby saw: \(watch.output)")
            let guest = try bed.briscola(on: .b, ["bot", "join", "--first", "--games", "1", "--name", "Bruno"])
            defer { guest.kill() }
            #expect(try await tmux.playToResult(), "\((try? tmux.capture()) ?? "")")
            #expect(try await guest.exit(within: 20) == 0, "guest: \(guest.errors)")
            // A bot join guest is a computer player, marked so wherever it is named (issue 43).
            #expect(try await tmux.waitFor("Bruno (computer) has left the table"), "\((try? tmux.capture()) ?? "")")
            #expect(try await watch.wait(seconds: 10) { $0.output.contains("\"gone\"") }, "lobby saw: \(watch.output)")
            // The box wraps the sentence after "to" beside the longer name.
            #expect(try tmux.capture().contains("Press Enter to"), "the host's screen is still open: \((try? tmux.capture()) ?? "")")
            try tmux.press("Enter")
            #expect(try await tmux.waitForExit())
        }

        /// Hosted while avahi-daemon is stopped, the screen says the table is not announced yet;
        /// once the daemon runs, it says where players find it in their lobby.
        @Test func aHostsScreenSaysWhenALateDaemonListsItsTable() async throws {
            let bed = try LANBed()
            bed.stopAvahi(on: .a)
            let tmux = try TmuxSession()
            defer { tmux.stop() }
            try tmux.start("host --name Alice", environment: "USER=alice", launcher: "\(LANBed.script.path) run \(bed.directory.path) A")
            // Words, wherever the notice breaks its lines.
            func says(_ words: String, within seconds: Int) async throws -> Bool {
                for _ in 0..<(seconds * 10) {
                    if try tmux.capture().split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(words) { return true }
                    try await Task.sleep(for: .milliseconds(100))
                }
                return false
            }
            #expect(try await says("announced as soon as avahi-daemon runs", within: 15), "\((try? tmux.capture()) ?? "")")
            bed.startAvahi(on: .a)
            #expect(try await says("\"Alice's table\" in their lobby", within: 20), "\((try? tmux.capture()) ?? "")")
            #expect(try !tmux.capture().contains("yet"), "\((try? tmux.capture()) ?? "")")
        }
    }
}
