import BriscolaWire

/// A line said at the table, as this end saw it: kept (the last few) with the session, so that a
/// program killed and started again shows what was said before, not an empty strip.
public struct ChatNote: Codable, Sendable, Equatable {
    /// The seat that said it.
    public var seat: Int
    /// That seat's name when it was said (a seat may change hands later).
    public var name: String
    /// What was said.
    public var text: String

    /// A note, its name and text cleaned as remote text is (a journal is a file anyone could edit).
    public init(seat: Int, name: String, text: String) {
        self.seat = seat
        self.name = RemoteText.sanitize(name, limit: WireProtocol.maxNameLength)
        self.text = RemoteText.sanitize(text, limit: WireProtocol.maxTextLength)
    }

    private enum CodingKeys: String, CodingKey { case seat, name, text }

    /// A note read back from a snapshot, cleaned as a new one is (a journal is a file anyone could edit).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(seat: try container.decode(Int.self, forKey: .seat), name: try container.decode(String.self, forKey: .name),
                  text: try container.decode(String.self, forKey: .text))
    }
}
