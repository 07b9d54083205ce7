import BriscolaTestSupport
import Foundation
import Testing

/// Every entry of the start menu walked as a person does, in and back out, and the network games
/// a person starts from it: hosting for a bot that joins by address, joining a bot's table by
/// address, leaving mid-game (both sides save), and a full table.
extension Journeys {
    @Suite struct JourneyMenuTests {
        static let menu = "What would you like to do?"

        @Test func everyMenuEntryGoesInAndComesBack() async throws {
            let tmux = try TmuxSession()
            defer { tmux.stop() }
            try tmux.configure(["pause = 0"])
            try tmux.start("", environment: "USER=ada")
            #expect(try await tmux.waitFor(Self.menu))
            // 1: a game against the emulator, left with q y.
            try tmux.send("1")
            #expect(try await tmux.waitFor("Your hand"))
            try tmux.send("qy")
            #expect(try await tmux.waitFor(Self.menu))
            // 2: hosting shows where players can reach this machine, then back.
            try tmux.send("2")
            #expect(try await tmux.waitFor("Seats at the table"))
            try tmux.send("2")
            #expect(try await tmux.waitFor("Waiting for a player"), "\((try? tmux.capture()) ?? "")")
            let waiting = try tmux.capture()
            #expect(waiting.contains("hosting on port") && !waiting.contains("<this machine"), "\(waiting)")
            try tmux.send("qy")
            #expect(try await tmux.waitFor(Self.menu), "\((try? tmux.capture()) ?? "")")
            // 3: the lobby; without a daemon the reason comes back whole, with the way out.
            try tmux.send("3")
            #expect(try await tmux.waitForAny(["Tables on your network", "Looking for tables", "D-Bus", "avahi"]),
                    "\((try? tmux.capture()) ?? "")")
            let lobby = try tmux.capture()
            if lobby.contains("D-Bus") || lobby.contains("avahi") {
                #expect(lobby.contains("HOST:PORT"), "the way out was cut off: \(lobby)")
            }
            if try tmux.capture().contains(Self.menu) == false { try tmux.send("q") }
            #expect(try await tmux.waitFor(Self.menu))
            // 4: join by address, then Escape.
            try tmux.send("4")
            #expect(try await tmux.waitFor("Address (HOST:PORT):"))
            try tmux.press("Escape")
            #expect(try await tmux.waitUntilGone("Address (HOST:PORT):"))
            // 5: history (this fresh home has none), then back.
            try tmux.send("5")
            #expect(try await tmux.waitFor("Your latest games"), "\((try? tmux.capture()) ?? "")")
            try tmux.send("q")
            #expect(try await tmux.waitFor(Self.menu))
            // 6: the settings; → makes the level hard, q goes back, the file keeps it and the
            // first entry says what it now starts.
            try tmux.send("6")
            #expect(try await tmux.waitFor("Your settings"), "\((try? tmux.capture()) ?? "")")
            // A name never chosen: what each kind of game calls you (the login name on the network).
            #expect(try tmux.capture().contains(" on the network"), "\((try? tmux.capture()) ?? "")")
            try tmux.press("Right")
            #expect(try await tmux.waitFor("‹ hard ›"), "\((try? tmux.capture()) ?? "")")
            try tmux.send("q")
            #expect(try await tmux.waitFor("Settings saved in"), "\((try? tmux.capture()) ?? "")")
            #expect(try tmux.capture().contains("you vs the computer (hard)"), "\((try? tmux.capture()) ?? "")")
            #expect(try tmux.settings().contains("level = hard"), "\((try? tmux.settings()) ?? "")")
            // 7: quit.
            try tmux.send("7")
            #expect(try await tmux.waitForExit())
            #expect(try tmux.capture().contains("EXIT=0"))
            #expect(try tmux.sttyBefore() == tmux.sttyAfter())
        }

        /// A name cleared on the settings screen is said at once as the one tables then use, the
        /// login's (the row kept the name just cleared until the screen was opened again).
        @Test func aNameClearedOnTheSettingsScreenShowsTheLoginsAtOnce() async throws {
            let tmux = try TmuxSession()
            defer { tmux.stop() }
            try tmux.configure(["name = Alice"])
            try tmux.start("", environment: "USER=ada")
            #expect(try await tmux.waitFor(Self.menu))
            try tmux.send("6")
            #expect(try await tmux.waitFor("Alice"), "\((try? tmux.capture()) ?? "")")
            try tmux.send("3")
            try tmux.press("Enter")
            for _ in 0..<5 { try tmux.press("BSpace") }
            try tmux.press("Enter")
            #expect(try await tmux.waitFor("You here, Ada on the network"), "\((try? tmux.capture()) ?? "")")
            #expect(try !tmux.capture().contains("Alice"), "\((try? tmux.capture()) ?? "")")
            try tmux.send("q")
            #expect(try await tmux.waitFor("Settings saved in"), "\((try? tmux.capture()) ?? "")")
            #expect(try tmux.settings().contains("name =\n") || tmux.settings().hasSuffix("name ="), "\((try? tmux.settings()) ?? "")")
        }

        @Test func hostingFromTheMenuPlaysABotThatJoinsByAddress() async throws {
            let tmux = try TmuxSession()
            defer { tmux.stop() }
            try tmux.configure(["pause = 0"])
            #expect(try await tmux.hostFromTheMenu(seats: 2, user: "ada"))
            #expect(try await tmux.waitFor("Waiting for a player"))
            let port = try #require(Self.port(in: try tmux.capture()))
            let guest = try ChildProcess(["bot", "join", "127.0.0.1:\(port)", "--games", "1", "--json", "--name", "Bob"])
            #expect(try await tmux.playToResult(), "\((try? tmux.capture()) ?? "")")
            #expect(try await guest.exit(within: 20) == 0, "guest: \(guest.errors)")
            let shown = try tmux.resultPoints()
            let line = try #require(try gameLines(guest.output).first)
            // The other player sees the host's login name, not the settings' default "You".
            #expect(line["players"]?.contains("Ada") == true, "\(line)")
            // The bot sits at seat 1: its scores are by seat, the host's screen lists seat 0 first.
            #expect(line["scores"].map { $0.filter(\.isNumber) } == shown.map(String.init).joined(), "\(line) vs \(shown)")
            try tmux.send("n")
            #expect(try await tmux.waitFor(Self.menu), "\((try? tmux.capture()) ?? "")")
            let saved = try await tmux.savedMatches()
            #expect(saved.count == 1 && recordScores(saved[0]).map(String.init).joined() == shown.map(String.init).joined())
            try tmux.send("7")
            #expect(try await tmux.waitForExit())
        }

        /// `briscola host --port 0` picks a free port and says which; a bot joins it there and the
        /// game plays to its end.
        @Test func hostingOnAnyFreePortFromTheCommandLine() async throws {
            let tmux = try TmuxSession()
            defer { tmux.stop() }
            try tmux.configure(["pause = 0"])
            try tmux.start("host --port 0 --bind 127.0.0.1 --no-advertise --name Ada")
            #expect(try await tmux.waitFor("Waiting for a player"), "\((try? tmux.capture()) ?? "")")
            let port = try #require(Self.port(in: try tmux.capture()))
            #expect(port > 0)
            // Listening on one address, it names that one only: the others would not answer.
            let waiting = try tmux.capture().split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(waiting.contains("They join 127.0.0.1:\(port) (Join a") && !waiting.contains("127.0.0.1:\(port) or"), "\(waiting)")
            let guest = try ChildProcess(["bot", "join", "127.0.0.1:\(port)", "--games", "1", "--json", "--name", "Bob"])
            defer { guest.kill() }
            #expect(try await tmux.playToResult(), "\((try? tmux.capture()) ?? "")")
            #expect(try await guest.exit(within: 20) == 0, "guest: \(guest.errors)")
            try tmux.send("n")
            #expect(try await tmux.waitFor("EXIT=0"), "\((try? tmux.capture()) ?? "")")
        }

        @Test func joiningByAddressFromTheMenuPlaysABotsTable() async throws {
            let host = try ChildProcess(["bot", "host", "--no-advertise", "--port", "0", "--bind", "127.0.0.1", "--games", "1",
                                         "--json", "--name", "Carla"])
            let port = try await host.port()
            let tmux = try TmuxSession()
            defer { tmux.stop() }
            try tmux.configure(["pause = 0"])
            try tmux.start("", environment: "USER=ada")
            #expect(try await tmux.waitFor(Self.menu))
            try tmux.send("4")
            #expect(try await tmux.waitFor("Address (HOST:PORT):"))
            try tmux.send("127.0.0.1:\(port)\r")
            #expect(try await tmux.waitFor("you vs Carla"), "\((try? tmux.capture()) ?? "")")
            #expect(try await tmux.playToResult(), "\((try? tmux.capture()) ?? "")")
            #expect(try await host.exit(within: 20) == 0, "host: \(host.errors)")
            let line = try #require(try gameLines(host.output).first)
            #expect(line["scores"].map { $0.filter(\.isNumber) } == (try tmux.resultPoints(mySide: 1)).map(String.init).joined())
            try tmux.send("n")
            #expect(try await tmux.waitFor(Self.menu))
            let saved = try await tmux.savedMatches()
            #expect(saved.count == 1 && saved.first?["mode"] as? String == "lan", "\(saved)")
        }

        /// The terminal loop blocks in poll(): on its own thread it cannot starve the session, even
        /// with the whole process on one CPU.
        @Test func aNetworkGameOnOneCPUPlaysToTheEnd() async throws {
            // Two games offered, so the host is still seated when the result shows (a stray key
            // then does nothing) and the person leaves with n.
            let host = try ChildProcess(["bot", "host", "--no-advertise", "--port", "0", "--bind", "127.0.0.1", "--games", "2",
                                         "--json", "--name", "Carla"])
            defer { host.kill() }
            let port = try await host.port()
            let tmux = try TmuxSession()
            defer { tmux.stop() }
            try tmux.start("join 127.0.0.1:\(port) --name Ada --pause 0", launcher: "taskset -c 0")
            #expect(try await tmux.waitFor("you vs Carla"), "\((try? tmux.capture()) ?? "")")
            #expect(try await tmux.playToResult(), "\((try? tmux.capture()) ?? "")")
            let points = try tmux.resultPoints(mySide: 1)
            try tmux.send("n")
            #expect(try await tmux.waitForExit())
            #expect(try tmux.capture().contains("EXIT=0"))
            let line = try #require(try gameLines(host.output).first)
            #expect(line["scores"].map { $0.filter(\.isNumber) } == points.map(String.init).joined())
        }

        @Test func leavingANetworkGameMidwaySavesItAsAbandonedOnBothSides() async throws {
            let hostHistory = TestScratch.root.appendingPathComponent("briscola-host-\(UUID().uuidString).sqlite").path
            let host = try ChildProcess(["bot", "host", "--no-advertise", "--port", "0", "--bind", "127.0.0.1", "--games", "1",
                                         "--name", "Carla", "--history", hostHistory])
            let port = try await host.port()
            let tmux = try TmuxSession()
            defer { tmux.stop() }
            // `join` takes the screen's settings as `play` does: ASCII cards here.
            try tmux.configure(["ascii = on"])
            try tmux.start("join 127.0.0.1:\(port) --name Ada")
            #expect(try await tmux.waitFor("Your hand"), "\((try? tmux.capture()) ?? "")")
            let table = try tmux.capture()
            #expect(!table.contains("┌") && table.contains("+-"), "the ascii setting: \(table)")
            // Play one card, then leave.
            for _ in 0..<100 where !(try tmux.capture().contains("You play")) {
                if try tmux.capture().contains("Your turn") { try tmux.send("1") }
                await pause(.milliseconds(50))
            }
            try tmux.send("q")
            #expect(try await tmux.waitFor("Quit this game?"))
            try tmux.send("y")
            #expect(try await tmux.waitForExit())
            #expect(try tmux.capture().contains("EXIT=0"))
            let mine = try await tmux.savedMatches()
            #expect(mine.count == 1 && mine.first?["outcome"] as? String == "abandoned", "the side that left: \(mine)")
            host.kill()
            _ = try await host.exit(within: 10)
            let list = try ChildProcess(["history", "list", "--json", "--history", hostHistory])
            #expect(try await list.exit(within: 20) == 0)
            #expect(list.output.contains("abandoned"), "the side that stayed: \(list.output)")
        }

        @Test func aFullTableIsExplainedInWordsAndExitsWithFailure() async throws {
            let host = try ChildProcess(["bot", "host", "--no-advertise", "--port", "0", "--bind", "127.0.0.1", "--games", "1",
                                         "--think", "300"])
            let port = try await host.port()
            let seated = try ChildProcess(["bot", "join", "127.0.0.1:\(port)", "--think", "300", "--trace"])
            #expect(try await seated.wait(seconds: 10) { $0.errors.contains("first-card") }, "the first guest never played")
            let tmux = try TmuxSession()
            defer { tmux.stop() }
            try tmux.start("join 127.0.0.1:\(port)")
            #expect(try await tmux.waitFor("already has its players"), "\((try? tmux.capture()) ?? "")")
            let screen = try tmux.capture()
            #expect(!screen.contains("table_full"), "an internal code on screen: \(screen)")
            // Enter, as the notice says (another letter no longer leaves unasked).
            try tmux.press("Enter")
            #expect(try await tmux.waitForExit())
            let after = try tmux.capture()
            #expect(after.contains("EXIT=1") && after.contains("already has its players"), "\(after)")
            seated.kill()
            host.kill()
        }

        /// The port a hosting screen names in its title.
        static func port(in screen: String) -> Int? {
            guard let range = screen.range(of: "hosting on port ") else { return nil }
            return Int(screen[range.upperBound...].prefix { $0.isNumber })
        }
    }
}
