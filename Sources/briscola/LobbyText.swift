import BriscolaDiscovery
import BriscolaWire
import Foundation

/// One table as `briscola lobby --json` prints it.
struct LobbyEntry: Encodable {
    let name: String
    let host: String
    let address: String
    let port: Int
    let players: Int?
    let freeSeats: Int?
    let protocolVersion: Int?
    let open: Bool
    let ours: Bool
    let local: Bool
    let txt: [String]

    init(_ table: LobbyTable) {
        name = table.name
        host = table.hostName
        address = table.address
        port = table.port
        players = table.txt?.players
        freeSeats = table.txt?.freeSeats
        protocolVersion = table.txt?.protocolVersion
        open = table.isOpen
        ours = table.isOurs
        local = table.isLocal
        txt = table.rawTXT
    }
}

/// A lobby event as `briscola lobby --watch --json` prints it.
struct LobbyEventEntry: Encodable {
    let event: String
    let table: LobbyEntry
}

/// The lobby as text for a terminal: names sanitised, one table per line.
enum LobbyText {
    static func table(_ tables: [LobbyTable]) -> String {
        let rows = tables.map { table in
            [table.displayName, table.hostName, endpoint(table), seats(table)]
        }
        let header = ["TABLE", "HOST", "ADDRESS", "SEATS"]
        let widths = (0..<header.count).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        return ([header] + rows).map { row in
            row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }

    /// One line for `--watch`, or nil for events a person need not see.
    static func event(_ event: LobbyEvent, json: Bool) throws -> String? {
        let (name, table): (String, LobbyTable)
        switch event {
        case let .appeared(t): (name, table) = ("appeared", t)
        case let .changed(t): (name, table) = ("changed", t)
        case let .gone(t): (name, table) = ("gone", t)
        case .settled: return nil
        }
        if json { return try JSONOutput.string(LobbyEventEntry(event: name, table: LobbyEntry(table))) }
        return "\(name): \(table.displayName) at \(endpoint(table)) (\(seats(table)))"
    }

    static func endpoint(_ table: LobbyTable) -> String {
        table.address.contains(":") ? "[\(table.address)]:\(table.port)" : "\(table.address):\(table.port)"
    }

    static func seats(_ table: LobbyTable) -> String {
        guard let txt = table.txt else { return "not a briscola table" }
        if txt.protocolVersion != WireProtocol.version { return "protocol \(txt.protocolVersion), not ours" }
        return txt.freeSeats > 0 ? "\(txt.freeSeats) free" : "full"
    }
}
