import BriscolaDiscovery
import Testing

/// The lobby's folding rules, without a daemon: one entry per table, IPv4 first, and events that
/// say exactly what changed.
@Suite struct LobbyTests {
    let txt = ["txtvers=1", "protocol=2", "variant=2", "free=1", "host=Alice"]

    func key(_ interface: Int32, v6: Bool = false, name: String = "Alice's table") -> Lobby.RecordKey {
        Lobby.RecordKey(interface: interface, isIPv6: v6, name: name, domain: "local")
    }

    func seen(_ address: String, txt: [String]? = nil, interface: String = "eth0") -> Lobby.Resolution {
        Lobby.Resolution(hostName: "alice.local", address: address, interfaceName: interface, port: 4860, txt: txt ?? self.txt)
    }

    @Test func aTableAppearsOnceWhenResolvedAndNotBefore() throws {
        var lobby = Lobby()
        #expect(lobby.found(key(2), isOurs: false, isLocal: false) == nil)
        let answer = lobby.resolved(key(2), seen("10.0.0.5"))
        let event = try #require(answer)
        guard case let .appeared(table) = event else { Issue.record("expected appeared, got \(event)"); return }
        #expect(table.address == "10.0.0.5" && table.port == 4860 && table.hostName == "alice.local")
        #expect(table.txt == TableTXT(protocolVersion: 2, players: 2, freeSeats: 1, host: "Alice"))
        #expect(table.isOpen)
        // The same table on another interface and over IPv6: still one entry, still IPv4.
        _ = lobby.found(key(3, v6: true), isOurs: false, isLocal: false)
        #expect(lobby.resolved(key(3, v6: true), seen("fe80::1", interface: "wlan0")) == nil)
        #expect(lobby.tables.count == 1)
        #expect(lobby.tables.first?.address == "10.0.0.5")
    }

    @Test func ipv6LinkLocalGetsItsInterfaceAsScope() throws {
        var lobby = Lobby()
        let event = lobby.resolved(key(3, v6: true), seen("fe80::1", interface: "wlan0"))
        #expect(event.map { if case let .appeared(t) = $0 { t.address } else { "" } } == "fe80::1%wlan0")
        // A global IPv6 address needs no scope; IPv4 replaces IPv6 as soon as it is known.
        var other = Lobby()
        _ = other.resolved(key(3, v6: true), seen("2001:db8::7"))
        #expect(other.tables.first?.address == "2001:db8::7")
        let change = other.resolved(key(2), seen("192.168.1.9"))
        #expect(change.map { if case let .changed(t) = $0 { t.address } else { "" } } == "192.168.1.9")
    }

    @Test func aNewTXTIsAChangeAndTheSameAnswerIsNot() throws {
        var lobby = Lobby()
        _ = lobby.resolved(key(2), seen("10.0.0.5"))
        #expect(lobby.resolved(key(2), seen("10.0.0.5")) == nil)
        let full = txt.map { $0 == "free=1" ? "free=0" : $0 }
        let answer = lobby.resolved(key(2), seen("10.0.0.5", txt: full))
        let event = try #require(answer)
        guard case let .changed(table) = event else { Issue.record("expected changed, got \(event)"); return }
        #expect(table.txt?.freeSeats == 0)
        #expect(!table.isOpen)
    }

    @Test func aTableIsGoneOnlyWhenItsLastSightingGoes() throws {
        var lobby = Lobby()
        _ = lobby.resolved(key(2), seen("10.0.0.5"))
        _ = lobby.resolved(key(3), seen("10.0.1.5", interface: "eth1"))
        let first = lobby.removed(key(2))
        #expect(first.map { if case let .changed(t) = $0 { t.address } else { "" } } == "10.0.1.5")
        let answer = lobby.removed(key(3))
        let last = try #require(answer)
        guard case let .gone(table) = last else { Issue.record("expected gone, got \(last)"); return }
        #expect(table.name == "Alice's table")
        #expect(lobby.tables.isEmpty)
        #expect(lobby.removed(key(3)) == nil)
    }

    @Test func ourOwnAndLocalFlagsAreKeptAcrossSightings() {
        var lobby = Lobby()
        _ = lobby.found(key(1), isOurs: true, isLocal: true)
        _ = lobby.found(key(2), isOurs: false, isLocal: false)
        _ = lobby.resolved(key(2), seen("10.0.0.5"))
        #expect(lobby.tables.first?.isOurs == true)
        #expect(lobby.tables.first?.isLocal == true)
    }

    @Test func aDaemonRestartMakesEveryTableGone() {
        var lobby = Lobby()
        _ = lobby.resolved(key(2), seen("10.0.0.5"))
        _ = lobby.resolved(key(2, name: "Bob's table"), seen("10.0.0.6"))
        let events = lobby.reset()
        #expect(events.count == 2)
        #expect(events.allSatisfy { if case .gone = $0 { true } else { false } })
        #expect(lobby.tables.isEmpty)
    }

    @Test func tablesAreListedByNameWhateverTheOrderTheyCameIn() {
        var lobby = Lobby()
        for name in ["Carla", "alice", "Bob", "Alice"] { _ = lobby.resolved(key(2, name: name), seen("10.0.0.5")) }
        #expect(lobby.tables.map(\.name) == ["Alice", "Bob", "Carla", "alice"])
    }

    @Test func foreignAndMalformedTXTAreShownButNotOpen() {
        var lobby = Lobby()
        _ = lobby.resolved(key(2), seen("10.0.0.5", txt: ["v=1"]))
        #expect(lobby.tables.first?.txt == nil)
        #expect(lobby.tables.first?.isOpen == false)
        _ = lobby.resolved(key(2, name: "Future"), seen("10.0.0.6", txt: ["txtvers=1", "protocol=99", "free=1"]))
        #expect(lobby.tables.first { $0.name == "Future" }?.isOpen == false)
        _ = lobby.resolved(key(2, name: "Junk"), seen("10.0.0.7", txt: ["txtvers=x", "protocol=1"]))
        #expect(lobby.tables.first { $0.name == "Junk" }?.txt == nil)
    }

    @Test func escapeSequencesInARemoteTableNameNeverReachTheScreen() {
        var lobby = Lobby()
        _ = lobby.resolved(key(2, name: "Evil\u{1B}[2J\u{1B}]0;pwned\u{07} table"), seen("10.0.0.5"))
        let shown = lobby.tables.first?.displayName ?? ""
        #expect(!shown.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        #expect(shown.hasPrefix("Evil") && shown.hasSuffix("table"))
    }

    @Test func txtRoundTripsAndIgnoresUnknownKeys() {
        let txt = TableTXT(protocolVersion: 1, players: 2, freeSeats: 0, host: "Zoë = Z")
        #expect(TableTXT(pairs: txt.pairs) == txt)
        #expect(TableTXT(pairs: txt.pairs + [("colour", "red")]) == txt)
        #expect(TableTXT(pairs: [("protocol", "1")]) == nil)
    }
}
