import BriscolaCore
import Foundation
import GRDB

/// Reads stored rows without trusting them: a hand-edited or damaged file may hold NULL or
/// wrong-typed cells, and each becomes a clear `HistoryError` naming the match and column,
/// never a trap.
enum StoredRow {
    /// A `match` row and its seats' rows as a stored match.
    static func match(_ row: Row, seats: [Row]) throws(HistoryError) -> StoredMatch {
        let id: Int64 = try cell(row, "id", match: nil)
        let text: String = try cell(row, "record", match: id)
        guard let decoded = try? JSONDecoder().decode(GameRecord.self, from: Data(text.utf8)) else {
            throw .corrupt(match: id, column: "record", reason: .notARecord)
        }
        // Only what replays is shown: a record edited to, say, 0 players or a trick led by a seat
        // that does not exist made `history show` trap (found by fuzzing). The record kept is the
        // replay's own, so its tricks too are the rules' and not the file's.
        let record: GameRecord, replayed: GameLog
        switch decoded.verify() {
        // (kept abandoned when it was stored so: a game can be cut off after its last card.)
        case let .success(log): (record, replayed) = (decoded.isAbandoned ? log.record.cutOff : log.record, log)
        case let .failure(error): throw .corrupt(match: id, column: "record", reason: .doesNotReplay(error))
        }
        try agrees(row, seats: seats, with: decoded, replayed, match: id)
        let players = try seats.map { seat throws(HistoryError) -> (name: String, kind: SeatKind) in
            let name: String = try cell(seat, "name", match: id)
            let spelling: String = try cell(seat, "kind", match: id)
            guard let kind = SeatKind(rawValue: spelling) else {
                throw .corrupt(match: id, column: "kind", reason: .notASeatKind(spelling))
            }
            return (name, kind)
        }
        let modeText: String = try cell(row, "mode", match: id)
        guard let mode = MatchInfo.Mode(rawValue: modeText) else {
            throw .corrupt(match: id, column: "mode", reason: .notAMode(modeText))
        }
        let mySeat: Int = try cell(row, "mySeat", match: id)
        guard (0..<record.variant).contains(mySeat) else { throw .corrupt(match: id, column: "mySeat", reason: .notASeat(mySeat)) }
        let info = MatchInfo(playedAt: try cell(row, "playedAt", match: id), mode: mode, seats: players, mySeat: mySeat)
        return StoredMatch(id: id, record: record, info: info)
    }

    /// The columns kept beside the record (for queries by hand) say what its replay says: one
    /// edited by hand is named, as a damaged record is.
    static func agrees(_ row: Row, seats: [Row], with stored: GameRecord, _ replayed: GameLog, match id: Int64) throws(HistoryError) {
        func check<Value: DatabaseValueConvertible & Equatable>(_ row: Row, _ column: String, _ expected: Value) throws(HistoryError) {
            let value: Value = try cell(row, column, match: id)
            guard value == expected else { throw .corrupt(match: id, column: column, reason: .disagrees(stored: "\(value)", replayed: "\(expected)")) }
        }
        let derived = Derived(stored, replayed)
        try check(row, "variant", derived.variant)
        try check(row, "result", derived.result)
        try check(row, "stateHash", derived.stateHash)
        guard seats.count == derived.seats.count else {
            throw .corrupt(match: id, column: "seat", reason: .disagrees(stored: "\(seats.count)", replayed: "\(derived.seats.count)"))
        }
        for (seatRow, seat) in zip(seats, derived.seats) {
            try check(seatRow, "points", seat.points)
            try check(seatRow, "tricks", seat.tricks)
            try check(seatRow, "captured", seat.captured)
        }
    }

    /// The columns the store keeps beside a record, as its replay gives them: written on saving,
    /// checked on reading.
    struct Derived {
        let variant: Int, result: String, stateHash: String
        let seats: [(points: Int, tricks: Int, captured: String)]

        init(_ record: GameRecord, _ replayed: GameLog) {
            (variant, result, stateHash) = (record.variant, record.result.code, record.stateHash)
            seats = (0..<record.variant).map { seat in
                let captured = replayed.state.captured[seat]
                return (captured.points, record.tricksWon(by: seat), captured.map(\.code).joined(separator: " "))
            }
        }
    }

    /// One cell as a value of the expected type, or the error that names it.
    static func cell<Value: DatabaseValueConvertible>(_ row: Row, _ column: String, match: Int64?) throws(HistoryError) -> Value {
        let raw: DatabaseValue = row[column] ?? .null
        guard let value = Value.fromDatabaseValue(raw) else {
            throw .corrupt(match: match, column: column, reason: raw.isNull ? .empty : .wrongType("\(raw)".prefix(40) + ""))
        }
        return value
    }
}
