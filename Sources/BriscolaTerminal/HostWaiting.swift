import BriscolaText
import BriscolaWire

/// What a host's screen says while the table waits for a player: where they can reach it.
public enum HostWaiting {
    /// "Waiting for a player. They join with 192.168.1.20:4860 …", naming at most two addresses
    /// (the best first), the table's name in lobbies when announced, or why it is not.
    /// With `players` seats above two it waits for players, not "a player".
    public static func text(addresses: [String], port: Int, announced: String?, note: String?, language: Language = .english,
                            players: Int = 2) -> String {
        let text = Text(language)
        let endpoints = addresses.prefix(2).compactMap { PeerAddress(host: $0, port: port)?.description }
        let reach = endpoints.isEmpty
            ? text(.hostReachPort, ["port": "\(port)"])
            : text(.hostReach, ["endpoints": endpoints.joined(separator: " \(text(.wordOr)) "), "entry": text(.menuAddress).unbroken])
        let lobby = announced.map { " " + text(.hostLobby, ["name": $0]) } ?? (note.map { " " + $0.prefix(1).uppercased() + $0.dropFirst() } ?? "")
        return text(players > 2 ? .hostWaitingMany : .hostWaiting) + " " + reach + lobby
    }
}
