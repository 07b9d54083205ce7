import BriscolaText
import BriscolaWire

extension LobbyTable {
    /// Where to connect, as people write it (`[IPv6]:port` with brackets).
    public var endpoint: String { PeerAddress.text(host: address, port: port) }

    /// The seats in words: "1 of 2 free", "full", or why it is not a table this program can join.
    public var seatsText: String { seatsText(Text(.english)) }

    /// The seats in the words of `text`'s language: "1 of 2 free", "2 of 4 free" ("2 liberi su 4"),
    /// "full", or why it is not a table this program can join.
    public func seatsText(_ text: Text) -> String {
        guard let txt else { return text(.lobbyNotBriscola) }
        if !WireProtocol.versions.contains(txt.protocolVersion) { return text(.lobbyOtherProtocol, ["version": "\(txt.protocolVersion)"]) }
        // Every table says its size: "1 of 2 free", "2 of 4 free".
        guard txt.freeSeats > 0 else { return text(.lobbyFull) }
        return text(txt.freeSeats == 1 ? .lobbyFree : .lobbyFreeOf, ["free": "\(txt.freeSeats)", "players": "\(txt.players)"])
    }

    /// The lobby's join rule: nil when a player may join this table, else why not (one's own
    /// table, a full one, another protocol, not a briscola table).
    public var joinRefusal: String? {
        if isOurs { return "your own table" }
        return isOpen ? nil : seatsText
    }

    /// The host's name as the table announces it (sanitised), or the machine's name.
    public var hostLabel: String {
        let host = RemoteText.sanitize(txt?.host ?? "", limit: WireProtocol.maxNameLength)
        return host.isEmpty ? machineName : host
    }

    /// The machine's mDNS name (sanitised: it too comes from the network).
    public var machineName: String { RemoteText.sanitize(hostName, limit: 255) }

    /// The address to connect to, when the table's address and port make one.
    public var peerAddress: PeerAddress? {
        var found = PeerAddress(host: address, port: port)
        found?.announcedProtocol = txt?.protocolVersion
        return found
    }
}

/// The lobby as text for a terminal: names sanitised, one table per line (`briscola lobby`), in
/// the words of `text`'s language (English unless told).
public enum LobbyListText {
    /// A table with a header row and aligned columns.
    public static func table(_ tables: [LobbyTable], _ text: Text = Text(.english)) -> String {
        let rows = tables.map { [$0.displayName, $0.machineName, $0.endpoint, $0.seatsText(text)] }
        let header = text(.lobbyColumns).split(separator: "|").map(String.init)
        // Lined up by the columns a terminal gives each cell (a name in Chinese takes two a letter).
        let widths = (0..<header.count).map { column in ([header] + rows).map { TerminalColumns.of($0[column]) }.max() ?? 0 }
        return ([header] + rows).map { row in
            row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell + String(repeating: " ", count: max(0, widths[index] - TerminalColumns.of(cell)))
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }

    /// One line for `--watch`, or nil for events a person need not see.
    public static func event(_ event: LobbyEvent, _ text: Text = Text(.english)) -> String? {
        guard let (_, table) = event.named else { return nil }
        let name = switch event {
        case .appeared: text(.lobbyAppeared)
        case .changed: text(.lobbyChanged)
        case .gone, .settled: text(.lobbyGone)
        }
        return text(.lobbyEventLine, ["event": name, "name": table.displayName, "address": table.endpoint, "seats": table.seatsText(text)])
    }
}

extension LobbyEvent {
    /// The event's name as `--watch` prints it and the table it concerns; nil for `settled`.
    public var named: (String, LobbyTable)? {
        switch self {
        case let .appeared(t): ("appeared", t)
        case let .changed(t): ("changed", t)
        case let .gone(t): ("gone", t)
        case .settled: nil
        }
    }
}
