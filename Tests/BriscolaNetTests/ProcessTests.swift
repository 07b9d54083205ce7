import BriscolaTestSupport
import Foundation
import Testing

/// The real binary, two processes, real TCP on loopback.
@Suite(.serialized, .ownQueue, .enabled(if: TestTools.runs(ChildProcess.built),
                              "the briscola binary was not built beside the tests"))
struct ProcessTests {
    @Test func twoBotProcessesPlayTwentyGamesAndReportTheSame() async throws {
        let host = try ChildProcess(["bot", "host", "--no-advertise", "--port", "0", "--bind", "127.0.0.1", "--games", "20", "--json", "--seed", "1"])
        let port = try await host.port()
        let guest = try ChildProcess(["bot", "join", "127.0.0.1:\(port)", "--games", "20", "--json", "--level", "easy", "--seed", "2"])
        #expect(try await guest.exit(within: 60) == 0, "guest: \(guest.errors)")
        #expect(try await host.exit(within: 10) == 0, "host: \(host.errors)")
        let hostGames = try gameLines(host.output), guestGames = try gameLines(guest.output)
        #expect(hostGames.count == 20 && guestGames.count == 20)
        for (h, g) in zip(hostGames, guestGames) {
            for key in ["game", "seed", "result", "scores", "hash", "dealer"] { #expect(h[key] == g[key], "\(key) differs") }
            #expect(h["seat"] == "0" && g["seat"] == "1")
        }
    }

    /// `--seat K` counts seats as the waiting room shows them (the host's is 1): `--seat 3` is the
    /// last seat of a table of three (seat 2 on the wire and in `--json`), whoever comes first.
    @Test func aSeatIsAskedForAsTheWaitingRoomNumbersIt() async throws {
        let host = try ChildProcess(["bot", "host", "--no-advertise", "--port", "0", "--bind", "127.0.0.1", "--games", "1", "--json",
                                     "--players", "3", "--seed", "4"])
        defer { host.kill() }
        let port = try await host.port()
        let partner = try ChildProcess(["bot", "join", "127.0.0.1:\(port)", "--seat", "3", "--json", "--name", "Pia"])
        defer { partner.kill() }
        // Seated at a table still filling, it says so (it was silent until the deal).
        #expect(try await partner.wait(seconds: 20) { $0.errors.contains("Seated; waiting for players: 2 of 3 seats taken") },
                "partner: \(partner.errors)")
        let other = try ChildProcess(["bot", "join", "127.0.0.1:\(port)", "--json", "--name", "Ugo"])
        defer { other.kill() }
        #expect(try await partner.exit(within: 60) == 0, "partner: \(partner.errors)")
        // Who sat down is told on standard error, as who left is (docs/commands.md): by the host, and by a
        // guest already seated of the one who came after it.
        #expect(try await host.exit(within: 20) == 0)
        #expect(host.errors.contains("Pia sat down: 2 of 3 seats taken") && host.errors.contains("Ugo sat down: 3 of 3 seats taken"), "\(host.errors)")
        #expect(partner.errors.contains("Ugo sat down: 3 of 3 seats taken") && !partner.errors.contains("Pia sat down"), "\(partner.errors)")
        let line = try #require(try gameLines(partner.output).first)
        #expect(line["seat"] == "2", "\(line)")
        #expect(try await other.exit(within: 20) == 0 && gameLines(other.output).first?["seat"] == "1", "\(other.errors)")
    }

    @Test func aKilledPeerIsReportedAndTheHostWaitsForTheNext() async throws {
        // Without a grace period (--grace 0) the seat is freed at once rather than held for the player's return.
        let host = try ChildProcess(["bot", "host", "--no-advertise", "--port", "0", "--bind", "127.0.0.1", "--peer-timeout", "3", "--heartbeat", "1",
                                     "--trace", "--grace", "0"])
        defer { host.kill() }
        let port = try await host.port()
        let guest = try ChildProcess(["bot", "join", "127.0.0.1:\(port)", "--games", "5", "--think", "30"])
        // Killed once it is seated and playing (a connection that never said hello is only closed).
        #expect(try await host.wait(seconds: 20) { $0.errors.contains("first-card") })
        #expect(guest.process.isRunning, "the guest finished before it could be killed")
        let killed = ContinuousClock.now
        guest.kill(SIGKILL)
        #expect(try await host.wait(seconds: 5) { $0.errors.contains("the connection closed") || $0.errors.contains("the connection failed") || $0.errors.contains("no word") },
                "host said: \(host.errors)")
        #expect(ContinuousClock.now - killed < .seconds(4), "reported within the heartbeat timeout")
        #expect(host.process.isRunning, "the host keeps its table open")
        let next = try ChildProcess(["bot", "join", "127.0.0.1:\(port)", "--games", "1", "--json"])
        #expect(try await next.exit(within: 20) == 0, "the host served the next guest: \(next.errors)")
    }

    @Test func aSilentPeerTimesOut() async throws {
        let host = try ChildProcess(["bot", "host", "--no-advertise", "--port", "0", "--bind", "127.0.0.1", "--peer-timeout", "1.5", "--heartbeat", "0.5"])
        defer { host.kill() }
        let port = try await host.port()
        // A raw TCP client that never says anything.
        let client = try await RawClient.connect(port: port)
        let start = ContinuousClock.now
        let (messages, closed) = try await client.exchange([], seconds: 5)
        #expect(closed && errorCodes(messages).isEmpty)
        #expect(ContinuousClock.now - start < .seconds(4))
        #expect(host.process.isRunning, "the host keeps its table open")
    }

    @Test func joiningNowhereIsOneClearLine() async throws {
        let guest = try ChildProcess(["bot", "join", "127.0.0.1:1"])
        #expect(try await guest.exit(within: 10) != 0)
        #expect(guest.errors.contains("cannot connect to 127.0.0.1:1: connection refused"))
        #expect(guest.errors.split(separator: "\n").count <= 2)
    }

    @Test func withoutASystemBusDiscoverySaysWhatIsMissingInOneLine() async throws {
        let missing = TestScratch.root.appendingPathComponent("no-bus-\(UUID().uuidString)").path
        let environment = ["DBUS_SYSTEM_BUS_ADDRESS": "unix:path=\(missing)"]
        for arguments in [["lobby"], ["bot", "join", "--first", "--timeout", "2"]] {
            let run = try ChildProcess(arguments, environment: environment)
            #expect(try await run.exit(within: 10) == 1, "\(arguments)")
            #expect(run.errors.contains("no system D-Bus (\(missing) is missing)"), "\(run.errors)")
            // Each with its own way round: the bot's is `bot join`.
            #expect(run.errors.contains(arguments[0] == "bot" ? "briscola bot join HOST:PORT" : "briscola join HOST:PORT"), "\(run.errors)")
            #expect(run.errors.split(separator: "\n").count == 1, "\(run.errors)")
        }
        // A host without discovery still opens its table, and says once why it is not announced.
        let host = try ChildProcess(["bot", "host", "--port", "0", "--bind", "127.0.0.1"], environment: environment)
        defer { host.kill() }
        #expect(try await host.wait(seconds: 10) { $0.errors.contains("not announced on the local network: no system D-Bus") })
        #expect(try await host.port() > 0)
        // Its note is for a host: no advice to join by address (that is the guests' way round).
        #expect(!host.errors.contains("HOST:PORT"), "\(host.errors)")
    }
}
