@testable import BriscolaHistory
import BriscolaCore
import Foundation
import FuzzSupport
import GRDB

/// Fuzz target `history`: a stored match as the history reads it back from SQLite (the `match` row
/// and its seats' rows, through `StoredRow`, which decodes the JSON game record), then everything
/// the `history` and `replay` commands do with it: list line, `show`, `export` (text, markdown,
/// JSON), `stats`, the replay check. A history file may be edited by hand or damaged, so any cell
/// may hold anything. Input: a small header choosing each cell (its type, or the usual value) and
/// the seats, then the record's JSON text. Invariant: nothing traps; a damaged row is a
/// `HistoryError`.
@main enum HistoryFuzzer {
    /// libFuzzer's command line (`-help=1` lists it) on this target.
    static func main() { runFuzzer(fuzzHistory) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHistory(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var reader = ByteReader(fuzzInput(data, size))
    var cells = CellMaker(reader: reader)
    let id = cells.cell(usual: Int64(1))
    let mode = cells.cell(usual: "lan")
    let playedAt = cells.cell(usual: Date(timeIntervalSince1970: 1_700_000_000))
    let mySeat = cells.cell(usual: Int64(0))
    let seatCount = Int(cells.reader.byte() % 6)
    var seats: [[String: DatabaseValue]] = []
    for seat in 0..<seatCount {
        let name = cells.cell(usual: "Player \(seat)")
        let kind = cells.cell(usual: ["human", "remote", "emulator:easy", "emulator:expert"][seat % 4])
        seats.append(["name": name, "kind": kind])
    }
    reader = cells.reader
    let record = String(decoding: reader.rest(), as: UTF8.self)
    var columns: [String: DatabaseValue] = ["id": id, "record": record.databaseValue, "mode": mode, "playedAt": playedAt, "mySeat": mySeat]
    // The columns kept beside a record that replays say what it says (as the store writes them),
    // so the fuzzer reaches past the check that they agree.
    if let decoded = try? JSONDecoder().decode(GameRecord.self, from: Data(record.utf8)), case let .success(log) = decoded.verify() {
        let derived = StoredRow.Derived(decoded, log)
        columns["variant"] = derived.variant.databaseValue
        columns["result"] = derived.result.databaseValue
        columns["stateHash"] = derived.stateHash.databaseValue
        for (index, kept) in zip(seats.indices, derived.seats) {
            seats[index]["points"] = kept.points.databaseValue
            seats[index]["tricks"] = kept.tricks.databaseValue
            seats[index]["captured"] = kept.captured.databaseValue
        }
    }
    let row = Row(columns)
    let match: StoredMatch
    do throws(HistoryError) {
        match = try StoredRow.match(row, seats: seats.map(Row.init))
    } catch {
        _ = error.description
        return 0
    }
    use(match)
    return 0
}

/// What the history commands do with a stored match.
func use(_ match: StoredMatch) {
    _ = MatchText.line(match)
    _ = MatchText.full(match)
    _ = MatchText.share(match)
    _ = MatchText.markdown(match)
    _ = try? JSONEncoder().encode(MatchJSON(match))
    _ = HistoryStats([match, match])
    let record = match.record
    if case .success = record.verify() {
        // A record that replays is one the program could have saved: it must read back as saved.
        require(record.tricks.count <= 20 && record.scores.count <= 4, "a replayed record with \(record.tricks.count) tricks")
    }
}

/// Makes the cells of a row from the input: mostly the usual value, sometimes NULL or a value of
/// another type, as a damaged or hand-edited file may hold.
struct CellMaker {
    var reader: ByteReader

    mutating func cell(usual: some DatabaseValueConvertible) -> DatabaseValue {
        let choice = reader.byte()
        switch choice % 8 {
        case 0: return .null
        case 1: return Int64(Int16(bitPattern: UInt16(reader.uint16()))).databaseValue
        case 2: return Int64(bitPattern: UInt64(reader.uint16()) << 48 | UInt64(reader.uint16())).databaseValue
        case 3: return Double(Int16(bitPattern: UInt16(reader.uint16()))).databaseValue
        case 4: return String(decoding: reader.take(Int(reader.byte() % 48)), as: UTF8.self).databaseValue
        case 5: return Data(reader.take(Int(reader.byte() % 16))).databaseValue
        default: return usual.databaseValue
        }
    }
}
