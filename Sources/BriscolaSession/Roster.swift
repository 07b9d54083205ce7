import BriscolaCore
import BriscolaWire
import Crypto

/// Who sits where at a table of *P* seats: a taken seat has its player's name and public key; a
/// free seat has nothing (Protocol.md §12).
public struct Roster: Hashable, Sendable {
    public let players: Int
    public private(set) var seats: [SeatInfo?]

    /// An empty table of `players` seats.
    public init(players: Int) {
        precondition(WireProtocol.tableSizes.contains(players), "a table has 2, 3 or 4 seats")
        self.players = players
        seats = Array(repeating: nil, count: players)
    }

    /// Every taken seat, in seat order (what `welcome.seats` lists).
    public var taken: [SeatInfo] { seats.compactMap { $0 } }
    /// True when nobody more can sit down.
    public var isFull: Bool { seats.allSatisfy { $0 != nil } }
    /// Seats still free, for the table's announcement.
    public var freeCount: Int { seats.count { $0 == nil } }
    /// The lowest free seat above the host's.
    public var lowestFree: Int? { (1..<players).first { seats[$0] == nil } }

    /// The entry of seat `seat`, if it is at this table and taken.
    public subscript(seat: Int) -> SeatInfo? { seats.indices.contains(seat) ? seats[seat] : nil }

    /// Seats `info.seat` (which must be at the table: the session checks a peer's numbers first).
    public mutating func sit(_ info: SeatInfo) {
        precondition(seats.indices.contains(info.seat), "seat \(info.seat) is not at this table")
        seats[info.seat] = info
    }

    /// Frees seat `seat`.
    public mutating func free(_ seat: Int) { seats[seat] = nil }

    /// The table code of §12: the first 4 bytes of SHA-256(session ‖ every seat's key), in hex —
    /// the same on every screen unless someone's view of the seats was forged.
    public func tableCode(session: [UInt8]) -> String {
        var hasher = SHA256()
        hasher.update(data: session)
        for seat in seats { hasher.update(data: seat.flatMap { Hex.decode($0.key) } ?? []) }
        return Hex.encode(Array(hasher.finalize().prefix(4)))
    }
}

/// A roster as a session snapshot keeps it. A journal is a file anyone can edit: a table size
/// off the list, or a seat entry in another seat's place, is a decoding error, never a trap later.
extension Roster: Codable {
    private enum CodingKeys: String, CodingKey { case players, seats }

    /// Reads a roster back, checked as `init(players:)` and `sit(_:)` check one.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let players = try container.decode(Int.self, forKey: .players)
        let seats = try container.decode([SeatInfo?].self, forKey: .seats)
        guard WireProtocol.tableSizes.contains(players), seats.count == players,
              seats.enumerated().allSatisfy({ index, seat in seat.map { $0.seat == index } ?? true }) else {
            throw DecodingError.dataCorruptedError(forKey: .seats, in: container, debugDescription: "not the seats of a table of \(players)")
        }
        self.players = players
        self.seats = seats
    }
}
