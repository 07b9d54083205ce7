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
            throw .corrupt(match: id, column: "record", reason: "not a game record")
        }
        // Only what replays is shown: a record edited to, say, 0 players or a trick led by a seat
        // that does not exist made `history show` trap (found by fuzzing). The record kept is the
        // replay's own, so its tricks too are the rules' and not the file's.
        let record: GameRecord
        switch decoded.verify() {
        // (kept abandoned when it was stored so: a game can be cut off after its last card.)
        case let .success(replayed): record = decoded.isAbandoned ? replayed.record.cutOff : replayed.record
        case let .failure(error): throw .corrupt(match: id, column: "record", reason: "does not replay: \(error)")
        }
        let players = try seats.map { seat throws(HistoryError) -> (name: String, kind: SeatKind) in
            let name: String = try cell(seat, "name", match: id)
            let spelling: String = try cell(seat, "kind", match: id)
            guard let kind = SeatKind(rawValue: spelling) else {
                throw .corrupt(match: id, column: "kind", reason: "\"\(spelling.prefix(40))\" is not a seat kind")
            }
            return (name, kind)
        }
        let modeText: String = try cell(row, "mode", match: id)
        guard let mode = MatchInfo.Mode(rawValue: modeText) else {
            throw .corrupt(match: id, column: "mode", reason: "\"\(modeText.prefix(40))\" is not local or lan")
        }
        let info = MatchInfo(playedAt: try cell(row, "playedAt", match: id), mode: mode, seats: players,
                             mySeat: try cell(row, "mySeat", match: id))
        return StoredMatch(id: id, record: record, info: info)
    }

    /// One cell as a value of the expected type, or the error that names it.
    static func cell<Value: DatabaseValueConvertible>(_ row: Row, _ column: String, match: Int64?) throws(HistoryError) -> Value {
        let raw: DatabaseValue = row[column] ?? .null
        guard let value = Value.fromDatabaseValue(raw) else {
            throw .corrupt(match: match, column: column, reason: raw.isNull ? "empty (NULL)" : "holds \(raw) of the wrong type")
        }
        return value
    }
}
