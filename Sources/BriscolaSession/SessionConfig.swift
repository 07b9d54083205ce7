import BriscolaCore

/// Who this end of a session is.
public struct SessionConfig: Sendable {
    /// The host keeps the table, chooses the session id and sends the deal; a guest joins it.
    public enum Role: Sendable, Equatable { case host, guest }

    public var role: Role
    public var name: String
    public var program: String

    /// Who we are at the table: host or guest, the name we show, the program we are.
    public init(role: Role, name: String, program: String) {
        self.role = role
        self.name = name
        self.program = program
    }

    /// The seat this end sits in (two players: the host 0, the guest 1).
    var mySeat: Int { role == .host ? 0 : 1 }
    var peerSeat: Int { role == .host ? 1 : 0 }
}
