import BriscolaWire

/// One table as a lobby shows it: one entry however many interfaces and protocols Avahi saw it on.
public struct LobbyTable: Sendable, Equatable, Identifiable {
    /// The DNS-SD instance name, unique on the link (Avahi renames on collision).
    public let name: String
    public let domain: String
    /// The announcing host's mDNS name, e.g. `alice-laptop.local`.
    public let hostName: String
    /// An address to connect to: IPv4 when there is one; IPv6 link-local carries `%interface`.
    public let address: String
    public let port: Int
    /// The TXT fields, or nil when they are not a briscola table's.
    public let txt: TableTXT?
    /// All TXT pairs as announced, for tools that want to see them.
    public let rawTXT: [String]
    /// Announced by this very process.
    public let isOurs: Bool
    /// Announced by this machine.
    public let isLocal: Bool

    public var id: String { "\(name).\(domain)" }

    /// The instance name made safe for a screen: remote text may carry escape sequences.
    public var displayName: String { RemoteText.sanitize(name, limit: 63) }

    /// Whether a player can sit down now: our protocol, and a seat free.
    public var isOpen: Bool { txt.map { WireProtocol.versions.contains($0.protocolVersion) && $0.freeSeats > 0 } ?? false }

    /// A table as the lobby shows it (tests build them too).
    public init(name: String, domain: String, hostName: String, address: String, port: Int, txt: TableTXT?,
                rawTXT: [String], isOurs: Bool, isLocal: Bool) {
        self.name = name
        self.domain = domain
        self.hostName = hostName
        self.address = address
        self.port = port
        self.txt = txt
        self.rawTXT = rawTXT
        self.isOurs = isOurs
        self.isLocal = isLocal
    }
}

/// A change in what the lobby shows.
public enum LobbyEvent: Sendable, Equatable {
    case appeared(LobbyTable)
    case changed(LobbyTable)
    case gone(LobbyTable)
    /// The first answers are in (Avahi's "all for now"): a one-shot listing may stop waiting.
    case settled
}

extension LobbyEvent {
    /// Applies the event to a listing kept by table id (what a one-shot query or a screen keeps).
    public func apply(to tables: inout [String: LobbyTable]) {
        switch self {
        case let .appeared(table), let .changed(table): tables[table.id] = table
        case let .gone(table): tables[table.id] = nil
        case .settled: break
        }
    }
}
