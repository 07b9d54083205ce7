import BriscolaAI
import BriscolaCore
@testable import BriscolaHistory
import Foundation
import GRDB
import Testing

/// A history file edited by hand or damaged: every read reports the match and column, none traps.
@Suite struct DamagedFileTests {
    @Test(arguments: [
        ("UPDATE match SET record = 42", "record"),
        ("UPDATE match SET record = '{\"variant\": 2}'", "record"),
        ("UPDATE match SET mySeat = 'two'", "mySeat"),
        ("UPDATE match SET mode = 'moon'", "mode"),
        ("UPDATE player SET kind = 'emulator:brutal'", "kind"),
        ("UPDATE match SET playedAt = 'yesterday'", "playedAt"),
    ])
    func aDamagedCellIsAClearError(_ damage: String, _ column: String) throws {
        let dir = TempDirectory()
        let path = dir.path("history.sqlite")
        let store = try HistoryStore(path: path)
        let (record, info) = try sampleMatch(3)
        try store.save(record, info: info)
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: damage)
        }
        try queue.close()
        #expect {
            _ = try HistoryStore(path: path).list()
        } throws: { error in
            guard let error = error as? HistoryError, case let .corrupt(_, named, _) = error else { return false }
            return named == column && error.description.contains(column)
        }
    }

    /// One damaged match does not hide the others: a listing that is told of it leaves it out.
    @Test func aListingLeavesADamagedMatchOutAndSaysWhich() throws {
        let dir = TempDirectory()
        let path = dir.path("history.sqlite")
        let store = try HistoryStore(path: path)
        let ids = try (0..<3).map { k in let (record, info) = try sampleMatch(UInt64(k), at: Double(k)); return try #require(try store.save(record, info: info)) }
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: "UPDATE match SET record = '{bad' WHERE id = ?", arguments: [ids[1]]) }
        try queue.close()
        var told: [HistoryError] = []
        let listed = try HistoryStore(path: path).list(damaged: { told.append($0) })
        #expect(listed.map(\.id) == [ids[2], ids[0]])
        #expect(told.count == 1 && told.first?.description.contains("match \(ids[1])'s record") == true, "\(told)")
    }

    @Test func aNullCellIsAClearErrorToo() {
        let row = Row(["id": 7 as Int64?, "record": nil])
        #expect(throws: HistoryError.corrupt(match: 7, column: "record", reason: "empty (NULL)")) {
            let _: String = try StoredRow.cell(row, "record", match: 7)
        }
        #expect(throws: HistoryError.self) { let _: Int64 = try StoredRow.cell(row, "missing", match: 7) }
    }

    @Test func seatKindsKeepTheirFileSpelling() {
        for kind in [SeatKind.human, .remote, .computer] + Level.allCases.map(SeatKind.emulator) {
            #expect(SeatKind(rawValue: kind.rawValue) == kind)
        }
        #expect(SeatKind(rawValue: "emulator:") == nil && SeatKind(rawValue: "robot") == nil && SeatKind(rawValue: "computer:hard") == nil)
    }
}
