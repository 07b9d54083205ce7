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

/// The lobby's `--watch --json` line for an event, or nil for events a person need not see.
enum LobbyEventJSON {
    static func line(_ event: LobbyEvent) throws -> String? {
        guard let (name, table) = event.named else { return nil }
        return try JSONOutput.string(LobbyEventEntry(event: name, table: LobbyEntry(table)))
    }
}
