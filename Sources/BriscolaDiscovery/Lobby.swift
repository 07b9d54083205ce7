/// Folds what Avahi reports — per interface and per IP protocol — into one entry per table, and
/// says what changed. Pure, so its rules are tested without a daemon.
public struct Lobby: Sendable {
    /// Where Avahi saw a service: its interface, IP protocol and name.
    public struct RecordKey: Hashable, Sendable {
        public let interface: Int32
        public let isIPv6: Bool
        public let name: String
        public let domain: String

        /// A sighting's key, as Avahi reports it.
        public init(interface: Int32, isIPv6: Bool, name: String, domain: String) {
            self.interface = interface
            self.isIPv6 = isIPv6
            self.name = name
            self.domain = domain
        }
    }

    /// One resolved sighting of a service.
    public struct Resolution: Sendable, Equatable {
        public let hostName: String
        /// The address as Avahi prints it; an IPv6 link-local one without its scope.
        public let address: String
        /// The interface's name, used as the scope of a link-local IPv6 address.
        public let interfaceName: String
        public let port: Int
        public let txt: [String]

        /// What a resolver answered.
        public init(hostName: String, address: String, interfaceName: String, port: Int, txt: [String]) {
            self.hostName = hostName
            self.address = address
            self.interfaceName = interfaceName
            self.port = port
            self.txt = txt
        }
    }

    private struct Sighting {
        var isOurs = false
        var isLocal = false
        var resolution: Resolution?
    }

    private var sightings: [RecordKey: Sighting] = [:]
    private var shown: [String: LobbyTable] = [:]

    /// A lobby with nothing seen yet.
    public init() {}

    /// The tables now visible, by name (a stable order for screens and scripts).
    public var tables: [LobbyTable] { shown.values.sorted(by: LobbyTable.listedBefore) }

    /// The browser saw a service on one interface and protocol (not yet resolved).
    public mutating func found(_ key: RecordKey, isOurs: Bool, isLocal: Bool) -> LobbyEvent? {
        sightings[key, default: Sighting()].isOurs = sightings[key]?.isOurs == true || isOurs
        sightings[key, default: Sighting()].isLocal = sightings[key]?.isLocal == true || isLocal
        return refresh(key.name, key.domain)
    }

    /// A resolver answered (the first time, or again when the TXT changed).
    public mutating func resolved(_ key: RecordKey, _ resolution: Resolution) -> LobbyEvent? {
        sightings[key, default: Sighting()].resolution = resolution
        return refresh(key.name, key.domain)
    }

    /// The browser says the service left this interface and protocol.
    public mutating func removed(_ key: RecordKey) -> LobbyEvent? {
        sightings[key] = nil
        return refresh(key.name, key.domain)
    }

    /// The daemon went away: nothing seen so far can be trusted; every table is gone.
    public mutating func reset() -> [LobbyEvent] {
        let gone = tables.map(LobbyEvent.gone)
        sightings = [:]
        shown = [:]
        return gone
    }

    private mutating func refresh(_ name: String, _ domain: String) -> LobbyEvent? {
        let id = "\(name).\(domain)"
        let before = shown[id]
        let after = merge(name, domain)
        shown[id] = after
        switch (before, after) {
        case (nil, let table?): return .appeared(table)
        case (let old?, nil): return .gone(old)
        case (let old?, let table?) where old != table: return .changed(table)
        default: return nil
        }
    }

    /// The entry for a table from all its resolved sightings: IPv4 first, then the lowest
    /// interface index, so the choice does not depend on the order of reports.
    private func merge(_ name: String, _ domain: String) -> LobbyTable? {
        let mine = sightings.filter { $0.key.name == name && $0.key.domain == domain }
        let resolved = mine.compactMap { key, sighting in sighting.resolution.map { (key, $0) } }
        func rank(_ entry: (key: RecordKey, resolution: Resolution)) -> (Int, Int32, String) {
            (entry.resolution.address.contains(":") ? 1 : 0, entry.key.interface, entry.resolution.address)
        }
        guard let best = resolved.min(by: { rank($0) < rank($1) })?.1 else { return nil }
        let pairs = best.txt.map(Self.pair)
        return LobbyTable(name: name, domain: domain, hostName: best.hostName,
                          address: Self.connectable(best.address, interface: best.interfaceName),
                          port: best.port, txt: TableTXT(pairs: pairs), rawTXT: best.txt,
                          isOurs: mine.values.contains { $0.isOurs }, isLocal: mine.values.contains { $0.isLocal })
    }

    /// A TXT string split at its first `=`; a key alone has an empty value.
    static func pair(_ text: String) -> (key: String, value: String) {
        guard let equals = text.firstIndex(of: "=") else { return (text, "") }
        return (String(text[..<equals]), String(text[text.index(after: equals)...]))
    }

    /// An IPv6 link-local address is only usable with its interface as scope (`fe80::1%eth0`).
    static func connectable(_ address: String, interface: String) -> String {
        guard address.lowercased().hasPrefix("fe80:"), !address.contains("%"), !interface.isEmpty else { return address }
        return "\(address)%\(interface)"
    }
}
