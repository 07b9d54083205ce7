import BriscolaAI
import BriscolaCore
@testable import BriscolaHistory
import BriscolaText
import Foundation
import GRDB
import Testing

/// A history file edited by hand or damaged: every read reports the match and column, none traps.
@Suite struct DamagedFileTests {
    @Test(arguments: [
        ("UPDATE match SET record = 42", "record"),
        ("UPDATE match SET record = '{\"variant\": 2}'", "record"),
        ("UPDATE match SET mySeat = 'two'", "mySeat"),
        ("UPDATE match SET mySeat = 7", "mySeat"),
        ("UPDATE match SET mySeat = -1", "mySeat"),
        ("UPDATE match SET mode = 'moon'", "mode"),
        ("UPDATE player SET kind = 'emulator:brutal'", "kind"),
        ("UPDATE match SET playedAt = 'yesterday'", "playedAt"),
        // The columns kept beside the record, edited so they no longer say what it says.
        ("UPDATE match SET result = 'garbage'", "result"),
        ("UPDATE match SET stateHash = 'abc'", "stateHash"),
        ("UPDATE seat SET points = 99 WHERE seat = 1", "points"),
        ("UPDATE seat SET tricks = 0", "tricks"),
        ("DELETE FROM seat WHERE seat = 1", "seat"),
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

    /// The reason is in the reader's language, down to what the replay found.
    @Test func theReasonIsSaidInItalianToo() {
        let edited = HistoryError.corrupt(match: 5, column: "result", reason: .disagrees(stored: "garbage", replayed: "lose:0"))
        #expect(edited.description(Text(.italian)) == "storico: partita 5, campo result: contiene \"garbage\" dove le mosse della partita danno \"lose:0\" "
                + "(il file è stato danneggiato o modificato a mano)")
        #expect(edited.description == "history: game 5, column result: it holds \"garbage\" where the game's moves give \"lose:0\" "
                + "(the file was damaged or edited by hand)")
        let scores = HistoryError.corrupt(match: 2, column: "record", reason: .doesNotReplay(.resultMismatch(stored: "win:1 85–35", replayed: "win:1 35–85")))
        #expect(scores.description == "history: game 2, column record: the game does not replay: it ends win:1 35–85, not win:1 85–35 as stored "
                + "(the file was damaged or edited by hand)")
        #expect(scores.description(Text(.italian)).contains("la partita non si rigioca: finisce win:1 35–85, non win:1 85–35 come registrato"))
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
        #expect(told.count == 1 && told.first?.description.contains("game \(ids[1]), column record") == true, "\(told)")
    }

    /// A history cut short (a disk that filled, a copy stopped half-way) is said to be damaged,
    /// not "not a briscola history" (which sent people looking for another file), and kept.
    @Test func aHistoryCutShortIsDamagedNotAnotherFile() throws {
        let dir = TempDirectory()
        let path = dir.path("history.sqlite")
        let store = try HistoryStore(path: path)
        for k in 0..<6 { let (record, info) = try sampleMatch(UInt64(k), at: Double(k)); try store.save(record, info: info) }
        try store.pool.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        let whole = try Data(contentsOf: URL(fileURLWithPath: path))
        let cut = whole.prefix(whole.count / 2)
        let copy = dir.path("copy.sqlite")
        try cut.write(to: URL(fileURLWithPath: copy))
        #expect(throws: HistoryError.damaged(path: copy)) { _ = try HistoryStore(path: copy).list() }
        #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == cut, "left untouched")
        #expect(HistoryError.damaged(path: copy).description.contains("\(copy) is damaged"))
    }

    @Test func aNullCellIsAClearErrorToo() {
        let row = Row(["id": 7 as Int64?, "record": nil])
        #expect(throws: HistoryError.corrupt(match: 7, column: "record", reason: .empty)) {
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
