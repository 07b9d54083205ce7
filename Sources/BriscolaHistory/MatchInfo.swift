import BriscolaCore
import BriscolaText
import Foundation

/// What the store keeps beside the game record: when, how, and who sat where.
public struct MatchInfo: Sendable, Equatable {
    /// Where the match was played: on this machine, or at a network table.
    public enum Mode: String, Sendable, Codable { case local, lan }

    public var playedAt: Date
    public var mode: Mode
    /// Player names by seat, and what each is.
    public var seats: [(name: String, kind: SeatKind)]
    /// The seat of the person whose history this is.
    public var mySeat: Int

    /// When, how and who: what the store keeps beside a record.
    public init(playedAt: Date, mode: Mode, seats: [(name: String, kind: SeatKind)], mySeat: Int) {
        self.playedAt = playedAt
        self.mode = mode
        self.seats = seats
        self.mySeat = mySeat
    }

    /// Equal when time, mode, seats (names and kinds) and the saver's seat are.
    public static func == (lhs: MatchInfo, rhs: MatchInfo) -> Bool {
        lhs.playedAt == rhs.playedAt && lhs.mode == rhs.mode && lhs.mySeat == rhs.mySeat
            && lhs.seats.map(\.name) == rhs.seats.map(\.name) && lhs.seats.map(\.kind) == rhs.seats.map(\.kind)
    }

    /// The first seat that is not mine: the opponent a list shows.
    public var opponent: String {
        seats.indices.first { $0 != mySeat }.map { seats[$0].name } ?? ""
    }
}

extension StoredMatch {
    /// The seats that played against the saver's: one with two players, both others with three,
    /// the other team with four (a partner is not an opponent).
    public var opposingSeats: [Int] {
        guard let variant = Variant(rawValue: record.variant) else { return info.seats.indices.filter { $0 != info.mySeat } }
        let mySide = variant.side(of: info.mySeat)
        return info.seats.indices.filter { variant.side(of: $0) != mySide }
    }

    /// The names of everyone who played against the saver, by seat: two players of one name are
    /// two ("vs Anna and Anna", as the scores beside it count them).
    public var opponentNames: [String] {
        let names = opposingSeats.map { info.seats[$0].name }
        return names.isEmpty ? [info.opponent] : names
    }
}

/// A stored match: its id, its record (which replays) and its info.
public struct StoredMatch: Sendable {
    public let id: Int64
    public let record: GameRecord
    public let info: MatchInfo

    /// A match as the store returns it; public so its texts can be checked without a database.
    public init(id: Int64, record: GameRecord, info: MatchInfo) {
        self.id = id
        self.record = record
        self.info = info
    }

    /// The match with the names this program gave its seats in `text`'s language: one saved in
    /// Italian ("Emulatore", "Tu") reads "Emulator", "You" in English, and the other way round.
    public func named(in text: Text) -> StoredMatch {
        var info = info
        info.seats = info.seats.map { seat in
            let computer = seat.kind.isComputer, given = seat.kind == .human || computer
            return (given ? text.givenName(seat.name, computer: computer) ?? seat.name : seat.name, seat.kind)
        }
        return StoredMatch(id: id, record: record, info: info)
    }
}
