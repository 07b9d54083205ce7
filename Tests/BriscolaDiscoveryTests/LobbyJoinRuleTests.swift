import BriscolaDiscovery
import BriscolaWire
import Testing

@Suite struct LobbyJoinRuleTests {
    static func table(free: Int, version: Int = WireProtocol.version, ours: Bool = false, txt: Bool = true, address: String = "10.0.0.2") -> LobbyTable {
        LobbyTable(name: "Anna's table", domain: "local", hostName: "anna.local", address: address, port: 4860,
                   txt: txt ? TableTXT(protocolVersion: version, players: 2, freeSeats: free, host: "Anna\u{1B}[31m") : nil,
                   rawTXT: [], isOurs: ours, isLocal: false)
    }

    @Test func onlyAnOpenTableOfOurProtocolThatIsNotOursCanBeJoined() {
        #expect(Self.table(free: 1).joinRefusal == nil)
        #expect(Self.table(free: 0).joinRefusal == "full")
        #expect(Self.table(free: 1, ours: true).joinRefusal == "your own table")
        #expect(Self.table(free: 1, version: WireProtocol.version + 1).joinRefusal == "protocol \(WireProtocol.version + 1), not ours")
        #expect(Self.table(free: 1, txt: false).joinRefusal == "not a briscola table")
    }

    @Test func addressesAreWrittenOneWayAndHostNamesAreCleaned() {
        #expect(Self.table(free: 1).endpoint == "10.0.0.2:4860")
        #expect(Self.table(free: 1, address: "fe80::1").endpoint == "[fe80::1]:4860")
        #expect(Self.table(free: 1).hostLabel == "Anna")
        #expect(Self.table(free: 1, txt: false).hostLabel == "anna.local")
    }
}
