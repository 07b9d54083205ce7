import BriscolaWire

/// What a host's screen says while the table waits for a player: where they can reach it.
public enum HostWaiting {
    /// "Waiting for a player. They join with 192.168.1.20:4860 …", naming at most two addresses
    /// (the best first), the table's name in lobbies when announced, or why it is not.
    public static func text(addresses: [String], port: Int, announced: String?, note: String?) -> String {
        let endpoints = addresses.prefix(2).compactMap { PeerAddress(host: $0, port: port)?.description }
        let reach = endpoints.isEmpty
            ? "They join this machine's address on port \(port)."
            : "They join \(endpoints.joined(separator: " or ")) (Join a table by address)."
        let lobby = announced.map { " Or they pick \"\($0)\" in their lobby." } ?? (note.map { " " + $0.prefix(1).uppercased() + $0.dropFirst() } ?? "")
        return "Waiting for a player. " + reach + lobby
    }
}
