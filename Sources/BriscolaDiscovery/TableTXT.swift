/// The TXT fields a table announces, so a lobby can show and filter tables before connecting
/// (Protocol.md §14): the TXT format's version, the wire protocol, the variant and free seats.
public struct TableTXT: Sendable, Equatable {
    /// The version of this set of keys; readers ignore keys they do not know.
    public static let version = 1

    public var protocolVersion: Int
    /// Players at the table: 2, 3 or 4.
    public var players: Int
    /// Seats still free; 0 when the table is full.
    public var freeSeats: Int
    /// The host player's name, as they chose it (sanitise before showing it).
    public var host: String

    /// The TXT record a host announces.
    public init(protocolVersion: Int, players: Int, freeSeats: Int, host: String) {
        self.protocolVersion = protocolVersion
        self.players = players
        self.freeSeats = freeSeats
        self.host = host
    }

    /// The key=value pairs in the order they are announced.
    public var pairs: [(key: String, value: String)] {
        [("txtvers", "\(Self.version)"), ("protocol", "\(protocolVersion)"), ("variant", "\(players)"),
         ("free", "\(freeSeats)"), ("host", host)]
    }

    /// Reads announced pairs; nil when `txtvers` or `protocol` is missing or not a number (not a
    /// briscola table we understand). Unknown keys are ignored; a missing `free` counts as free.
    public init?(pairs: [(key: String, value: String)]) {
        func value(_ key: String) -> String? { pairs.last(where: { $0.key.lowercased() == key })?.value }
        guard let txtvers = value("txtvers").flatMap(Int.init), txtvers >= 1,
              let proto = value("protocol").flatMap(Int.init) else { return nil }
        protocolVersion = proto
        players = value("variant").flatMap(Int.init) ?? 2
        freeSeats = value("free").flatMap(Int.init) ?? 1
        host = value("host") ?? ""
    }
}
