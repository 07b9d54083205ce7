/// Where a table listens, as people type it: `HOST:PORT` or `[IPv6]:PORT` (§7). One parser for
/// the command line and the start menu's address line.
public struct PeerAddress: Sendable, Equatable, CustomStringConvertible {
    public let host: String
    public let port: Int
    /// The protocol the table announced (§14), when it was found by discovery; nil when typed.
    public var announcedProtocol: Int?

    /// Parses `HOST:PORT` or `[IPv6]:PORT`; nil unless the host is non-empty and the port is 1–65535.
    public init?(_ text: String) {
        let hostPart: Substring, portPart: Substring
        if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
            hostPart = text[text.index(after: text.startIndex)..<close]
            let rest = text[text.index(after: close)...]
            guard rest.hasPrefix(":") else { return nil }
            portPart = rest.dropFirst()
        } else {
            guard let colon = text.lastIndex(of: ":") else { return nil }
            hostPart = text[..<colon]
            // An IPv6 host goes in brackets: "fe80::1" is no host "fe80:" with port 1.
            guard !hostPart.contains(":") else { return nil }
            portPart = text[text.index(after: colon)...]
        }
        guard let port = Int(portPart) else { return nil }
        self.init(host: String(hostPart), port: port)
    }

    /// An address found by discovery; nil for an empty host or a port outside 1–65535.
    public init?(host: String, port: Int) {
        guard !host.isEmpty, !host.contains(" "), (1...65535).contains(port) else { return nil }
        self.host = host
        self.port = port
    }

    /// IPv6 hosts in brackets, so the text parses back to the same address.
    public var description: String { Self.text(host: host, port: port) }

    /// `host:port`, with an IPv6 host in brackets: the one way addresses are written for people.
    public static func text(host: String, port: Int) -> String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }
}

/// What is wrong with text typed as a table's address: the menu and the command line say it alike.
public enum AddressProblem: Sendable, Equatable {
    /// Not `HOST:PORT` (no port, no host, a space…).
    case notAnAddress
    /// A port that is not a number from 1 to 65535 ("foo:bar", "foo:99999").
    case badPort
}

extension PeerAddress {
    /// Why `text` is no address, or nil when it is one.
    public static func problem(_ text: String) -> AddressProblem? {
        guard PeerAddress(text) == nil else { return nil }
        // After the last colon (past an IPv6 host's bracket): something typed, but not a port.
        guard let colon = text.lastIndex(of: ":"), !text[colon...].contains("]") else { return .notAnAddress }
        let port = text[text.index(after: colon)...], host = text[..<colon]
        let validPort = Int(port).map { (1...65535).contains($0) } ?? false
        // A host that is no host (empty, a space in it, or IPv6 without its brackets: "fe80::1")
        // makes the whole no address, whatever follows its last colon.
        let bracketed = host.hasPrefix("[") && host.hasSuffix("]") && host.count > 2
        let hostOK = !host.isEmpty && !host.contains(" ") && (bracketed || !host.contains(":"))
        return !port.isEmpty && !validPort && hostOK ? .badPort : .notAnAddress
    }
}
