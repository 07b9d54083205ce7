import BriscolaTestSupport
import BriscolaWire
import Foundation
import Testing

/// Discovery between two real hosts, each with its own avahi-daemon, on the LAN test bed.
/// Needs root (network namespaces); CI runs it with BRISCOLA_REQUIRE_LAN=1, so it cannot skip there.
@Suite(.serialized, .ownQueue, .enabled(if: LANBed.enabled, Comment(rawValue: LANBed.unavailable ?? "")))
struct LANDiscoveryTests {
    @Test func aBotFoundByMDNSOnlyPlaysFiveGamesThatAgree() async throws {
        let bed = try LANBed()
        let host = try bed.briscola(on: .a, ["bot", "host", "--name", "Alice", "--games", "5", "--json", "--seed", "1"])
        let guest = try bed.briscola(on: .b, ["bot", "join", "--first", "--timeout", "20", "--games", "5", "--json", "--seed", "2"])
        let guestStatus = try await guest.exit(within: 60)
        let hostStatus = try await host.exit(within: 10)
        #expect(guestStatus == 0, "guest: \(guest.errors)")
        #expect(hostStatus == 0, "host: \(host.errors)")
        #expect(guest.errors.contains("found \"Alice's table\" at \(bed.addressA):4860"), "guest: \(guest.errors)")
        let hostGames = try gameLines(host.output), guestGames = try gameLines(guest.output)
        #expect(hostGames.count == 5)
        for (mine, theirs) in zip(hostGames, guestGames) {
            for key in ["game", "seed", "dealer", "scores", "result", "hash"] { #expect(mine[key] == theirs[key], "\(key)") }
            #expect(mine["seat"] != theirs["seat"])
        }
        #expect(hostGames.count == guestGames.count)
    }

    @Test func anIPv6OnlyNetworkIsJoinedThroughAScopedLinkLocalAddress() async throws {
        let bed = try LANBed(ipv6Only: true)
        let host = try bed.briscola(on: .a, ["bot", "host", "--name", "Six", "--games", "1", "--json"])
        let guest = try bed.briscola(on: .b, ["bot", "join", "--first", "--timeout", "20", "--json"])
        #expect(try await guest.exit(within: 60) == 0, "guest: \(guest.errors)")
        #expect(try await host.exit(within: 10) == 0, "host: \(host.errors)")
        let found = guest.errors.split(separator: "\n").first { $0.hasPrefix("found") } ?? ""
        #expect(found.contains("at [fe80:") && found.contains("%"), "\(found)")
        #expect(try gameLines(host.output).first?["hash"] == gameLines(guest.output).first?["hash"])
    }

    @Test func standardAvahiToolsSeeOurTablesAndWeSeeTheirs() async throws {
        let bed = try LANBed()
        let host = try bed.briscola(on: .a, ["bot", "host", "--name", "Alice"])
        // Our announcement, as avahi-browse on the other host reads it.
        var browsed = ""
        for _ in 0..<20 where !browsed.contains("=;") {
            let browse = try bed.command(on: .b, ["avahi-browse", "-rpt", "_briscola._tcp"])
            _ = try await browse.exit(within: 10)
            browsed = browse.output
        }
        let resolved = try #require(browsed.split(separator: "\n").first { $0.hasPrefix("=;") && $0.contains("IPv4") })
        #expect(resolved.contains("Alice\\039s\\032table;_briscola._tcp;local;"))
        // Found over IPv4, the service may still be resolved to host A's IPv6 link-local address (avahi-browse
        // resolves to either family, whichever record it holds first): either is host A's.
        let fields = resolved.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        #expect(fields.count > 8 && fields[6] == "briscola-a.local" && fields[8] == "4860", "\(resolved)")
        #expect(fields.count > 7 && (fields[7] == bed.addressA || fields[7].hasPrefix("fe80:")), "\(resolved)")
        for field in ["txtvers=1", "protocol=\(WireProtocol.version)", "variant=2", "free=1", "host=Alice"] {
            #expect(resolved.contains("\"\(field)\""), "\(field) missing from \(resolved)")
        }
        host.kill()
        // A table announced by avahi-publish-service, as our lobby reads it.
        let publisher = try bed.command(on: .a, ["avahi-publish-service", "Bob table", "_briscola._tcp", "7777",
                                                 "txtvers=1", "protocol=2", "variant=2", "free=1", "host=Bob"])
        defer { publisher.kill() }
        let table = try await waitForTables(bed, on: .b) { $0.contains { $0["name"] as? String == "Bob table" } }
            .first { $0["name"] as? String == "Bob table" }
        #expect(table?["port"] as? Int == 7777)
        #expect(table?["address"] as? String == bed.addressA)
        #expect(table?["open"] as? Bool == true)
        #expect(table?["freeSeats"] as? Int == 1)
    }

    @Test func twoTablesWithOneNameAreBothListedUnderDistinctNames() async throws {
        let bed = try LANBed()
        let onA = try bed.briscola(on: .a, ["bot", "host", "--table-name", "Same table"])
        _ = try await onA.wait(seconds: 20) { $0.errors.contains("announced on the local network") }
        let onB = try bed.briscola(on: .b, ["bot", "host", "--table-name", "Same table"])
        defer { onA.kill(); onB.kill() }
        let tables = try await waitForTables(bed, on: .b) { $0.count >= 2 }
        let names = tables.compactMap { $0["name"] as? String }
        #expect(names.count == 2)
        #expect(Set(names).count == 2, "\(names)")
        #expect(names.allSatisfy { $0.hasPrefix("Same table") })
        #expect(Set(tables.compactMap { $0["address"] as? String }).count == 2)
        #expect(onB.errors.contains("is taken") || onA.errors.contains("is taken"), "A: \(onA.errors) B: \(onB.errors)")
    }

    /// Started at the same moment, two tables of one name both pick "#2" at once, and again:
    /// each waits a random while before its next name, so they part within a few tries.
    @Test func twoTablesOfOneNameStartedAtOnceSettleOnDistinctNames() async throws {
        let bed = try LANBed()
        for round in 1...2 {
            let name = "Twin table \(round)"
            let onA = try bed.briscola(on: .a, ["bot", "host", "--table-name", name])
            let onB = try bed.briscola(on: .b, ["bot", "host", "--table-name", name])
            defer { onA.kill(); onB.kill() }
            let announced = { (peer: ChildProcess) in peer.errors.components(separatedBy: "announced on the local network").count > 1 }
            let both = try await onA.wait(seconds: 30) { _ in announced(onA) && announced(onB) }
            #expect(both, "round \(round): A: \(onA.errors) B: \(onB.errors)")
            let tables = try await waitForTables(bed, on: .b) { $0.filter { ($0["name"] as? String)?.hasPrefix(name) == true }.count >= 2 }
            let names = tables.compactMap { $0["name"] as? String }.filter { $0.hasPrefix(name) }
            #expect(Set(names).count == 2, "round \(round): \(names); A: \(onA.errors) B: \(onB.errors)")
            onA.kill()
            onB.kill()
            _ = try await onA.exit(within: 10)
            _ = try await onB.exit(within: 10)
        }
    }

    @Test func aKilledHostsTableLeavesTheLobby() async throws {
        let bed = try LANBed()
        let watch = try bed.briscola(on: .b, ["lobby", "--watch", "--json", "--timeout", "60"])
        defer { watch.kill() }
        let host = try bed.briscola(on: .a, ["bot", "host", "--name", "Alice"])
        #expect(try await watch.wait(seconds: 20) { $0.output.contains("\"appeared\"") }, "lobby saw: \(watch.output)")
        let killed = ContinuousClock.now
        host.kill(SIGKILL)
        let left = try await watch.wait(seconds: 20) { $0.output.contains("\"gone\"") }
        let took = ContinuousClock.now - killed
        #expect(left, "lobby saw: \(watch.output)")
        print("killed host's table left the other host's lobby after \(took)")
    }

    @Test func aRestartedDaemonGetsTheTableAnnouncedAgain() async throws {
        let bed = try LANBed()
        let host = try bed.briscola(on: .a, ["bot", "host", "--name", "Alice"])
        defer { host.kill() }
        _ = try await waitForTables(bed, on: .b) { !$0.isEmpty }
        // A lobby on the same host watches through the restart: everything goes, then comes back.
        let watch = try bed.briscola(on: .a, ["lobby", "--watch", "--json", "--timeout", "60"])
        defer { watch.kill() }
        #expect(try await watch.wait(seconds: 10) { $0.output.contains("\"appeared\"") })
        bed.stopAvahi(on: .a)
        #expect(try await watch.wait(seconds: 10) { $0.output.contains("\"gone\"") }, "the lobby saw the daemon go: \(watch.output)")
        bed.startAvahi(on: .a)
        #expect(try await host.wait(seconds: 20) { $0.errors.components(separatedBy: "announced on the local network as").count >= 3 },
                "host: \(host.errors)")
        let tables = try await waitForTables(bed, on: .b) { !$0.isEmpty }
        #expect(tables.first?["name"] as? String == "Alice's table")
        #expect(host.process.isRunning)
        #expect(try await watch.wait(seconds: 20) {
            $0.output.contains("\"gone\"") && $0.output.components(separatedBy: "\"appeared\"").count >= 3
        }, "watch: \(watch.output) \(watch.errors)")
    }

    /// A table opened while its machine's avahi-daemon is down is announced once the daemon
    /// starts (it was never announced), and said so meanwhile.
    @Test func aTableOpenedBeforeItsDaemonIsAnnouncedWhenItStarts() async throws {
        let bed = try LANBed()
        bed.stopAvahi(on: .a)
        let host = try bed.briscola(on: .a, ["bot", "host", "--name", "Alice"])
        defer { host.kill() }
        #expect(try await host.wait(seconds: 10) { $0.errors.contains("it is announced as soon as avahi-daemon runs") }, "host: \(host.errors)")
        bed.startAvahi(on: .a)
        let tables = try await waitForTables(bed, on: .b) { !$0.isEmpty }
        #expect(tables.first?["name"] as? String == "Alice's table", "\(tables)")
        #expect(host.errors.contains("announced on the local network as"), "host: \(host.errors)")
    }

    @Test func withNoTableTheLobbySaysSoAndBotJoinFirstGivesUpInTime() async throws {
        let bed = try LANBed()
        let lobby = try bed.briscola(on: .b, ["lobby", "--timeout", "3"])
        #expect(try await lobby.exit(within: 10) == 0, "\(lobby.errors)")
        #expect(lobby.output.contains("No tables found on the local network."))
        let started = ContinuousClock.now
        let guest = try bed.briscola(on: .b, ["bot", "join", "--first", "--timeout", "2"])
        #expect(try await guest.exit(within: 10) == 1)
        #expect(ContinuousClock.now - started < .seconds(6))
        #expect(guest.errors.contains("no open table found on the local network within 2.0 s"), "\(guest.errors)")
    }

    @Test func withoutItsDaemonTheLobbySaysSoAndExits() async throws {
        let bed = try LANBed()
        bed.stopAvahi(on: .b)
        let started = ContinuousClock.now
        let lobby = try bed.briscola(on: .b, ["lobby"])
        let status = try await lobby.exit(within: 10)
        #expect(status != nil && status != 0)
        #expect(ContinuousClock.now - started < .seconds(5))
        let lines = lobby.errors.split(separator: "\n")
        #expect(lines.count == 1, "\(lobby.errors)")
        #expect(lobby.errors.contains("avahi-daemon is not running"))
        #expect(lobby.errors.contains("briscola join HOST:PORT"))
    }

    /// `briscola lobby --json` on a host, repeated (bounded) until `until` holds of its tables.
    private func waitForTables(_ bed: LANBed, on host: LANBed.Host,
                               until: ([[String: Any]]) -> Bool) async throws -> [[String: Any]] {
        var tables: [[String: Any]] = []
        for _ in 0..<10 {
            let lobby = try bed.briscola(on: host, ["lobby", "--json", "--timeout", "4"])
            _ = try await lobby.exit(within: 15)
            tables = (try? JSONSerialization.jsonObject(with: Data(lobby.output.utf8)) as? [[String: Any]]) ?? []
            if until(tables) { return tables }
        }
        Issue.record("the lobby on host \(host.rawValue) never showed what was expected; last: \(tables)")
        return tables
    }
}

/// A table of four on a LAN of four hosts: one announces it, the three others find it by mDNS and
/// sit down, and all four agree on every game.
@Suite(.serialized, .ownQueue, .enabled(if: LANBed.enabled, Comment(rawValue: LANBed.unavailable ?? "")))
struct LANTableOfFourTests {
    @Test func threeHostsFindAFourSeatTableByMDNSAndEveryGameAgrees() async throws {
        let bed = try LANBed(hosts: 4)
        let host = try bed.briscola(on: .a, ["bot", "host", "--name", "Alice", "--players", "4", "--games", "2", "--json", "--seed", "1"])
        defer { host.kill() }
        var guests: [ChildProcess] = []
        defer { guests.forEach { $0.kill() } }
        for (index, place) in [LANBed.Host.b, .c, .d].enumerated() {
            guests.append(try bed.briscola(on: place, ["bot", "join", "--first", "--timeout", "20", "--games", "2", "--json",
                                                        "--seed", "\(index + 2)", "--name", "Guest\(index + 1)"]))
        }
        for guest in guests {
            #expect(try await guest.exit(within: 90) == 0, "guest: \(guest.errors)")
            #expect(guest.errors.contains("found \"Alice's table\" at \(bed.addressA):4860"), "guest: \(guest.errors)")
        }
        #expect(try await host.exit(within: 20) == 0, "host: \(host.errors)")
        let reports = try ([host] + guests).map { try gameLines($0.output) }
        #expect(reports.allSatisfy { $0.count == 2 }, "\(reports.map(\.count))")
        for report in reports.dropFirst() {
            for (mine, theirs) in zip(reports[0], report) {
                for key in ["game", "seed", "dealer", "scores", "result", "hash"] { #expect(mine[key] == theirs[key], "\(key)") }
            }
        }
        #expect(Set(reports.compactMap { $0.first?["seat"] }) == ["0", "1", "2", "3"], "four seats, one each")
    }
}
