import ArgumentParser

/// A peer's address from the command line: `HOST:PORT`, `[IPv6]:PORT`.
struct AddressArgument: ExpressibleByArgument, Sendable, CustomStringConvertible {
    let host: String
    let port: Int

    init?(argument: String) {
        let hostPart: Substring, portPart: Substring
        if argument.hasPrefix("["), let close = argument.firstIndex(of: "]") {
            hostPart = argument[argument.index(after: argument.startIndex)..<close]
            let rest = argument[argument.index(after: close)...]
            guard rest.hasPrefix(":") else { return nil }
            portPart = rest.dropFirst()
        } else {
            guard let colon = argument.lastIndex(of: ":") else { return nil }
            hostPart = argument[..<colon]
            portPart = argument[argument.index(after: colon)...]
        }
        guard !hostPart.isEmpty, let port = Int(portPart), (1...65535).contains(port) else { return nil }
        host = String(hostPart)
        self.port = port
    }

    /// An address found by discovery.
    init?(host: String, port: Int) {
        guard !host.isEmpty, (1...65535).contains(port) else { return nil }
        self.host = host
        self.port = port
    }

    var description: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }

    static var defaultValueDescription: String { "HOST:PORT" }
}
