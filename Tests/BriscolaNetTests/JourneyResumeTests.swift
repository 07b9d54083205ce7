import BriscolaTestSupport
import Foundation
import Testing

/// A person whose program is killed mid-game starts `briscola` again: the menu offers the game
/// first, Enter takes it up where it was, and it plays to the end, saved once (Protocol.md §15).
extension Journeys {
    @Suite struct JourneyResumeTests {
        @Test func aKilledPlayerResumesFromTheMenuAndFinishesTheGame() async throws {
            let host = try ChildProcess(["bot", "host", "--no-advertise", "--port", "0", "--bind", "127.0.0.1", "--games", "1",
                                         "--json", "--name", "Carla", "--think", "100", "--trace"])
            defer { host.kill() }
            let port = try await host.port()
            let first = try TmuxSession()
            defer { first.stop() }
            try first.configure(["pause = 0"])
            try first.start("join 127.0.0.1:\(port) --name Ada")
            #expect(try await first.waitFor("you vs Carla"), "\((try? first.capture()) ?? "")")
            #expect(try await first.waitFor("Your turn"))
            try first.send("1")
            #expect(try await host.wait(seconds: 10) { $0.errors.contains("first-card") })
            try first.signalGame(SIGKILL)
            #expect(try await first.waitFor("EXIT=137"), "killed: \((try? first.capture()) ?? "")")
            // The same person, the same home: `briscola` again.
            let again = try TmuxSession()
            defer { again.stop() }
            try again.start("", environment: "\(first.home) USER=ada")
            #expect(try await again.waitFor("1  Resume your game with Carla"), "\((try? again.capture()) ?? "")")
            try again.press("Enter")
            #expect(try await again.waitForAny(["Back at the table.", "Your turn", "Carla is playing"]), "\((try? again.capture()) ?? "")")
            #expect(try await again.playToResult(), "\((try? again.capture()) ?? "")")
            #expect(try await host.exit(within: 20) == 0, "host: \(host.errors)")
            #expect(host.errors.contains("Ada is back at the table"), "the host saw Ada come back: \(host.errors)")
            let line = try #require(try gameLines(host.output).first)
            #expect(line["scores"].map { $0.filter(\.isNumber) } == (try again.resultPoints(mySide: 1)).map(String.init).joined())
            try again.send("n")
            let saved = try await first.savedMatches()
            #expect(saved.count == 1 && saved.first?["mode"] as? String == "lan", "saved once: \(saved)")
            // The headless host is a program: the record says Carla is a computer player.
            let kinds = (saved.first?["players"] as? [[String: Any]])?.compactMap { $0["kind"] as? String }
            #expect(kinds == ["computer", "human"], "\(String(describing: kinds))")
        }

        /// A game against the computer whose program is killed comes back too: the menu offers it
        /// first, Enter takes it up with the same hand, and it ends saved once, as a finished game;
        /// killed again on its result, the series comes back on that result.
        @Test func aKilledGameAgainstTheComputerResumesFromTheMenu() async throws {
            let first = try TmuxSession()
            defer { first.stop() }
            try first.start("play --seed 11 --pause 0 --level hard --name Ada")
            #expect(try await first.waitForAll(["Your hand", "Your turn"]), "\((try? first.capture()) ?? "")")
            try first.send("1")
            #expect(try await first.waitFor("Last trick"), "\((try? first.capture()) ?? "")")
            #expect(try await first.waitFor("Your turn"), "\((try? first.capture()) ?? "")")
            let hand = try Self.hand(first.capture())
            try first.signalGame(SIGKILL)
            #expect(try await first.waitFor("EXIT=137"), "killed: \((try? first.capture()) ?? "")")
            let again = try TmuxSession()
            defer { again.stop() }
            try again.start("", environment: "\(first.home) USER=ada")
            #expect(try await again.waitFor("1  Resume your unfinished game"), "\((try? again.capture()) ?? "")")
            #expect(try again.capture().contains("game 1, hard"), "\((try? again.capture()) ?? "")")
            try again.press("Enter")
            #expect(try await again.waitFor("Game 1 is back where it stopped."), "\((try? again.capture()) ?? "")")
            #expect(try Self.hand(again.capture()) == hand, "the hand as it was")
            #expect(try await again.playToResult(), "\((try? again.capture()) ?? "")")
            let shown = try again.resultPoints()
            // Killed again on the result: the series comes back there, with its score.
            try again.signalGame(SIGKILL)
            #expect(try await again.waitFor("EXIT=137"), "killed: \((try? again.capture()) ?? "")")
            let third = try TmuxSession()
            defer { third.stop() }
            try third.start("", environment: "\(first.home) USER=ada")
            #expect(try await third.waitFor("after game 1, hard"), "\((try? third.capture()) ?? "")")
            try third.press("Enter")
            #expect(try await third.waitFor("is over"), "\((try? third.capture()) ?? "")")
            #expect(try third.resultPoints() == shown, "the same result")
            try third.send("n")
            #expect(try await third.waitFor("1  Play on this machine"), "nothing left to resume: \((try? third.capture()) ?? "")")
            let saved = try await first.savedMatches()
            #expect(saved.count == 1 && saved.first?["outcome"] as? String != "abandoned", "saved once: \(saved)")
            #expect(saved.first.map(recordScores) == shown)
            // With nothing cut off, `play --resume` says so.
            let none = try ChildProcess(["play", "--resume"])
            #expect(try await none.exit(within: 20) == 1)
            #expect(none.errors.contains("there is no unfinished game to resume"), "\(none.errors)")
        }

        /// Closing the terminal window is leaving, not a crash: the game cut off is saved as
        /// abandoned (it once was lost: the program stopped on SIGHUP while saving), nothing is
        /// left to resume. Line mode stopped by SIGTERM or SIGHUP does the same.
        @Test func closingTheWindowSavesTheGameCutOff() async throws {
            let person = try TmuxSession()
            defer { person.stop() }
            try person.start("play --seed 11 --pause 0 --name Ada")
            #expect(try await person.waitForAll(["Your hand", "Your turn"]), "\((try? person.capture()) ?? "")")
            try person.send("1")
            #expect(try await person.waitFor("Last trick"), "\((try? person.capture()) ?? "")")
            #expect(try await person.closeWindow(), "the program exits when its window closes")
            let journal = person.directory.appendingPathComponent("state/briscola/journal").path
            let saved = try await person.savedMatches()
            #expect(saved.count == 1 && saved.first?["outcome"] as? String == "abandoned", "\(saved)")
            #expect(((try? FileManager.default.contentsOfDirectory(atPath: journal)) ?? []).isEmpty, "nothing left to resume")
            // Each ends with the line q or the input's end leaves (it stopped at "Your card:").
            for (signal, reason) in [(SIGTERM, "SIGTERM"), (SIGHUP, "its terminal closed"), (SIGINT, "Ctrl-C")] {
                let history = person.directory.appendingPathComponent("lines-\(signal).sqlite").path
                let lines = try ChildProcess(["play", "--seed", "5", "--history", history], input: "1\n", keepInputOpen: true)
                #expect(try await lines.wait(seconds: 10) { $0.output.contains("Computer plays") }, "\(lines.output)")
                lines.kill(signal)
                #expect(try await lines.exit(within: 10) == 128 + signal)
                #expect(lines.output.contains("Stopped (\(reason)). Series: 0 won, 0 drawn, 0 lost. The last game was left unfinished."),
                        "\(lines.output)")
                let list = try ChildProcess(["history", "list", "--json", "--history", history])
                #expect(try await list.exit(within: 20) == 0)
                #expect(list.output.contains("\"outcome\":\"abandoned\""), "\(list.output)")
            }
        }

        /// In plain lines too: a game killed in a pipe is taken up by `play --resume`, which keeps
        /// the game's own history (and refuses options that would change the game).
        @Test func aPipedGameIsTakenUpByPlayResume() async throws {
            let home = TestScratch.root.appendingPathComponent("briscola-piped-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: home) }
            let environment = ["XDG_STATE_HOME": home.appendingPathComponent("state").path, "XDG_DATA_HOME": home.appendingPathComponent("data").path]
            let history = home.appendingPathComponent("mine.sqlite").path
            let first = try ChildProcess(["play", "--seed", "5", "--history", history], input: "1\n", environment: environment, keepInputOpen: true)
            #expect(try await first.wait(seconds: 10) { $0.output.contains("Computer plays") }, "\(first.output)")
            first.kill(SIGKILL)
            _ = try await first.exit(within: 10)
            let refused = try ChildProcess(["play", "--resume", "--level", "hard"], environment: environment)
            #expect(try await refused.exit(within: 10) == 2)
            #expect(refused.errors.contains("leave out --level"), "\(refused.errors)")
            let again = try ChildProcess(["play", "--resume"], input: "q\n", environment: environment)
            #expect(try await again.exit(within: 20) == 0, "\(again.errors)")
            #expect(again.output.contains("Game 1 is back where it stopped."), "\(again.output)")
            // Saved where the game began (its --history), not in the default history.
            let list = try ChildProcess(["history", "list", "--json", "--history", history])
            #expect(try await list.exit(within: 20) == 0)
            #expect(list.output.contains("\"outcome\":\"abandoned\""), "\(list.output)")
            #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("data/briscola/history.sqlite").path))
            // Output that goes away (`| head`) ends the game as the end of input does: saved, nothing left behind.
            // (Eight lines: the first card is played before the sixth is written, so there is a game to
            // save; with three, a loaded machine let `head` go before any card, and nothing was cut off.)
            let piped = home.appendingPathComponent("piped.sqlite").path
            let script = "yes 1 | \(TmuxSession.quote(ChildProcess.binary.path)) play --seed 3 --history \(TmuxSession.quote(piped)) | head -8"
            let head = try ChildProcess(["-c", script], executable: URL(fileURLWithPath: "/bin/sh"), environment: environment)
            #expect(try await head.exit(within: 20) == 0, "\(head.errors)")
            // The program may still be writing into the pipe's buffer when `head` is done: wait for its record.
            var saved = ""
            for _ in 0..<100 where !saved.contains("\"outcome\"") {
                await pause(.milliseconds(100))
                let list = try ChildProcess(["history", "list", "--json", "--history", piped])
                if try await list.exit(within: 20) == 0 { saved = list.output }
            }
            #expect(saved.contains("\"outcome\":"), "a game is saved (abandoned, or finished within the pipe's buffer): \(saved) \(head.errors)")
            let journal = home.appendingPathComponent("state/briscola/journal").path
            for _ in 0..<50 where !((try? FileManager.default.contentsOfDirectory(atPath: journal)) ?? []).isEmpty { await pause(.milliseconds(100)) }
            #expect(((try? FileManager.default.contentsOfDirectory(atPath: journal)) ?? []).isEmpty, "nothing left to resume")
        }

        /// A table hosted with `--bind 127.0.0.1`, killed and taken up again from the menu, listens
        /// on that address alone again (it listened on every address).
        @Test func aKilledHostTakenUpFromTheMenuListensWhereItDid() async throws {
            let first = try TmuxSession()
            defer { first.stop() }
            try first.configure(["pause = 0"])
            let port = Int.random(in: 20_000...40_000)
            try first.start("host --port \(port) --bind 127.0.0.1 --no-advertise --name Ada")
            #expect(try await first.waitFor("Waiting for a player"), "\((try? first.capture()) ?? "")")
            let guest = try ChildProcess(["bot", "join", "127.0.0.1:\(port)", "--games", "1", "--name", "Bob", "--think", "100"])
            defer { guest.kill() }
            #expect(try await first.waitFor("Your turn", seconds: 60), "\((try? first.capture()) ?? "")")
            #expect(Self.listening(on: port) == ["127.0.0.1"])
            try first.signalGame(SIGKILL)
            #expect(try await first.waitFor("EXIT=137"), "killed: \((try? first.capture()) ?? "")")
            let again = try TmuxSession()
            defer { again.stop() }
            try again.start("", environment: first.home)
            #expect(try await again.waitFor("1  Resume your table"), "\((try? again.capture()) ?? "")")
            try again.press("Enter")
            #expect(try await again.waitForAny(["Bob is back", "Bob (computer) is back", "Your turn", "Bob (computer) is playing"], seconds: 60), "\((try? again.capture()) ?? "")")
            #expect(Self.listening(on: port) == ["127.0.0.1"], "taken up where it listened before")
        }

        /// The local addresses listening on TCP `port` (from /proc/net/tcp and tcp6), as text.
        static func listening(on port: Int) -> [String] {
            var found: [String] = []
            for (file, wide) in [("/proc/net/tcp", false), ("/proc/net/tcp6", true)] {
                let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
                for line in text.split(separator: "\n").dropFirst() {
                    let fields = line.split(separator: " ")
                    guard fields.count > 3, fields[3] == "0A" else { continue } // LISTEN
                    let local = fields[1].split(separator: ":")
                    guard local.count == 2, Int(local[1], radix: 16) == port else { continue }
                    let hex = String(local[0])
                    if wide {
                        found.append(hex == String(repeating: "0", count: 32) ? "::" : hex)
                    } else if let value = UInt32(hex, radix: 16) {
                        // Little-endian on this machine: the first octet is the lowest byte.
                        found.append((0..<4).map { String(value >> ($0 * 8) & 0xFF) }.joined(separator: "."))
                    }
                }
            }
            return found
        }

        /// The lines of the person's hand on the table screen (its cards and their numbers).
        static func hand(_ screen: String) throws -> [Substring] {
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            let start = try #require(lines.firstIndex { $0.contains("Your hand") })
            return Array(lines[(start + 1)...].prefix(6))
        }

        /// While the host is gone the guest's screen counts the time left down, and q (then y) leaves.
        @Test func theTimeLeftToReconnectCountsDownAndQLeaves() async throws {
            let host = try ChildProcess(["bot", "host", "--no-advertise", "--port", "0", "--bind", "127.0.0.1", "--games", "1",
                                         "--name", "Carla", "--no-journal"])
            defer { host.kill(SIGKILL) }
            let port = try await host.port()
            let person = try TmuxSession()
            defer { person.stop() }
            try person.configure(["pause = 0"])
            try person.start("join 127.0.0.1:\(port) --name Ada --grace 30")
            #expect(try await person.waitFor("Your turn"), "\((try? person.capture()) ?? "")")
            host.kill(SIGKILL)
            #expect(try await person.waitFor("Connection lost — reconnecting"), "\((try? person.capture()) ?? "")")
            let first = try Self.timeLeft(person.capture())
            var later = first
            for _ in 0..<100 where later == first {
                await pause(.milliseconds(100))
                later = try Self.timeLeft(person.capture())
            }
            #expect(first.map { $0 <= 30 } == true && later.map { $0 < first ?? 0 } == true,
                    "\(String(describing: first)) then \(String(describing: later))")
            try person.send("q")
            #expect(try await person.waitFor("Quit"), "\((try? person.capture()) ?? "")")
            try person.send("y")
            #expect(try await person.waitFor("EXIT=0"), "\((try? person.capture()) ?? "")")
        }

        /// The seconds in "reconnecting, 0:27 left" on the screen.
        static func timeLeft(_ screen: String) throws -> Int? {
            let match = try #require(try Regex("reconnecting, (\\d+):(\\d\\d) left").firstMatch(in: screen), "\(screen)")
            guard let minutes = Int(match.output[1].substring ?? ""), let seconds = Int(match.output[2].substring ?? "") else { return nil }
            return minutes * 60 + seconds
        }

        /// A host killed mid-game starts `briscola` again: the menu offers "Resume your table" first,
        /// Enter opens it on its port again, the guest comes back, and the game ends saved once.
        @Test func aKilledHostResumesItsTableFromTheMenuAndFinishesTheGame() async throws {
            let first = try TmuxSession()
            defer { first.stop() }
            try first.configure(["pause = 0"])
            #expect(try await first.hostFromTheMenu(seats: 2, user: "ada"))
            #expect(try await first.waitFor("Waiting for a player"))
            let port = try #require(JourneyMenuTests.port(in: try first.capture()))
            let guest = try ChildProcess(["bot", "join", "127.0.0.1:\(port)", "--games", "1", "--json", "--name", "Bob", "--think", "100"])
            defer { guest.kill() }
            #expect(try await first.waitFor("Your turn", seconds: 60), "\((try? first.capture()) ?? "")")
            try first.send("1")
            #expect(try await first.waitForAny(["Bob (computer) is playing", "Bob (computer) plays", "Bob (computer) takes", "you take"]),
                    "\((try? first.capture()) ?? "")")
            try first.signalGame(SIGKILL)
            #expect(try await first.waitFor("EXIT=137"), "killed: \((try? first.capture()) ?? "")")
            let again = try TmuxSession()
            defer { again.stop() }
            try again.start("", environment: "\(first.home) USER=ada")
            #expect(try await again.waitFor("1  Resume your table"), "\((try? again.capture()) ?? "")")
            #expect(try again.capture().contains("on port \(port)"))
            try again.press("Enter")
            #expect(try await again.waitForAny(["Bob is back", "Bob (computer) is back", "Your turn", "Bob (computer) is playing"], seconds: 60), "\((try? again.capture()) ?? "")")
            #expect(try await again.playToResult(), "\((try? again.capture()) ?? "")")
            #expect(try await guest.exit(within: 30) == 0, "guest: \(guest.errors)")
            let line = try #require(try gameLines(guest.output).first)
            #expect(line["scores"].map { $0.filter(\.isNumber) } == (try again.resultPoints()).map(String.init).joined(), "\(line)")
            try again.send("n")
            #expect(try await again.waitFor(JourneyMenuTests.menu), "\((try? again.capture()) ?? "")")
            #expect(try !again.capture().contains("Resume your table"), "the table is finished: the menu no longer offers it")
            let saved = try await first.savedMatches()
            #expect(saved.count == 1 && saved.first?["mode"] as? String == "lan", "saved once: \(saved)")
        }
    }
}
