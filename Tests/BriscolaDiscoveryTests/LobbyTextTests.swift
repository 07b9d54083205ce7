import BriscolaDiscovery
import BriscolaText
import BriscolaWire
import Testing

/// `briscola lobby` prints its tables and events in the command line's language; the English is
/// what it always printed.
@Suite struct LobbyTextTests {
    static func table(players: Int, free: Int) -> LobbyTable {
        LobbyTable(name: "Anna's table", domain: "local", hostName: "anna.local", address: "10.0.0.2", port: 4860,
                   txt: TableTXT(protocolVersion: WireProtocol.version, players: players, freeSeats: free, host: "Anna"),
                   rawTXT: [], isOurs: false, isLocal: false)
    }

    @Test func theListAndItsEventsInEnglishAndItalian() {
        let tables = [Self.table(players: 4, free: 2), Self.table(players: 2, free: 0)]
        #expect(LobbyListText.table(tables) == """
            TABLE         HOST        ADDRESS        SEATS
            Anna's table  anna.local  10.0.0.2:4860  2 of 4 free
            Anna's table  anna.local  10.0.0.2:4860  full
            """)
        #expect(LobbyListText.table(tables, Text(.italian)) == """
            TAVOLO        HOST        INDIRIZZO      POSTI
            Anna's table  anna.local  10.0.0.2:4860  2 liberi su 4
            Anna's table  anna.local  10.0.0.2:4860  pieno
            """)
        let appeared = LobbyEvent.appeared(Self.table(players: 2, free: 1))
        #expect(LobbyListText.event(appeared) == "appeared: Anna's table at 10.0.0.2:4860 (1 of 2 free)")
        #expect(LobbyListText.event(appeared, Text(.italian)) == "comparso: Anna's table a 10.0.0.2:4860 (1 libero su 2)")
        #expect(LobbyListText.event(.settled, Text(.italian)) == nil)
    }

    /// The machine's name comes from the network too: no escape sequence in it reaches the
    /// terminal, and wide names keep the columns in line.
    @Test func machineNamesAreSanitisedAndWideNamesLineUp() {
        let odd = LobbyTable(name: "王的桌子", domain: "local", hostName: "evil\u{1B}[2J.local", address: "10.0.0.3", port: 4860,
                             txt: TableTXT(protocolVersion: WireProtocol.version, players: 2, freeSeats: 1, host: "王"),
                             rawTXT: [], isOurs: false, isLocal: false)
        let lines = LobbyListText.table([odd, Self.table(players: 2, free: 1)]).split(separator: "\n").map(String.init)
        #expect(!lines.joined().contains("\u{1B}"), "\(lines)")
        let columns = lines.map { line in
            (line.range(of: "ADDRESS") ?? line.range(of: "10.0.0.")).map { TerminalColumns.of(String(line[..<$0.lowerBound])) }
        }
        #expect(Set(columns).count == 1 && lines.count == 3, "the address column starts alike on every row: \(lines)")
    }
}

/// The lobby lists renamed tables in counting order: "#2" before "#10".
@Suite struct LobbyOrderTests {
    static func table(_ name: String) -> LobbyTable {
        LobbyTable(name: name, domain: "local", hostName: "k.local", address: "10.0.0.2", port: 4860,
                   txt: nil, rawTXT: [], isOurs: false, isLocal: false)
    }

    @Test func numbersInNamesCountByValue() {
        let names = ["Kim's table #10", "Kim's table", "Kim's table #2", "Anna's table", "Kim's table #02b", "Kim's table #9"]
        let sorted = names.map(Self.table).sorted(by: LobbyTable.listedBefore).map(\.name)
        #expect(sorted == ["Anna's table", "Kim's table", "Kim's table #2", "Kim's table #02b", "Kim's table #9", "Kim's table #10"], "\(sorted)")
    }
}
