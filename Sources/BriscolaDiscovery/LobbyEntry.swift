/// One table as `briscola lobby --json` prints it.
public struct LobbyEntry: Encodable {
    public let name: String
    public let host: String
    public let address: String
    public let port: Int
    public let players: Int?
    public let freeSeats: Int?
    public let protocolVersion: Int?
    public let open: Bool
    public let ours: Bool
    public let local: Bool
    public let txt: [String]

    /// The JSON form of a table.
    public init(_ table: LobbyTable) {
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
public struct LobbyEventEntry: Encodable {
    public let event: String
    public let table: LobbyEntry

    /// An event's JSON form.
    public init(event: String, table: LobbyEntry) {
        self.event = event
        self.table = table
    }
}

