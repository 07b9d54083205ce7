import BriscolaCore
@testable import BriscolaHistory
import Foundation
import GRDB
import Testing

/// Two histories brought together: the union of their matches, none twice, deletions carried over.
@Suite struct HistoryMergeTests {
    @Test func mergingGivesTheUnionAndCarriesDeletions() throws {
        let dir = TempDirectory()
        let a = try HistoryStore(path: dir.path("a.sqlite")), b = try HistoryStore(path: dir.path("b.sqlite"))
        let shared = try (0..<3).map { try sampleMatch(UInt64($0), at: Double($0)) }
        let onlyA = try sampleMatch(10), onlyB = try sampleMatch(20)
        for (record, info) in shared + [onlyA] { try a.save(record, info: info) }
        // B kept the shared games from the other seat (another "me"), and deleted one of them.
        for (record, info) in shared + [onlyB] {
            try b.save(record, info: MatchInfo(playedAt: info.playedAt, mode: .lan, seats: [("Ada", .remote), ("Computer", .human)], mySeat: 1))
        }
        let deletedOnB = try #require(try b.list(limit: 10).first { $0.identity == identity(shared[2]) })
        try b.delete(deletedOnB.id)

        let intoA = try a.merge(try b.contents())
        #expect(intoA == report(added: 1, known: 2, deleted: 1))
        let intoB = try b.merge(try a.contents())
        #expect(intoB == report(added: 1, known: 3))
        let union = [shared[0], shared[1], onlyA, onlyB].map(identity).sorted()
        #expect(try a.identities() == union)
        #expect(try b.identities() == union)
        #expect(try a.tombstones() == b.tombstones())
        // Again: nothing changes.
        #expect(try a.merge(try b.contents()) == report(known: 4))
        #expect(try a.list(limit: 10).count == 4)
    }

    /// A tombstone here keeps a match the other side still has from coming back.
    @Test func aMatchDeletedHereIsNotBroughtBack() throws {
        let dir = TempDirectory()
        let a = try HistoryStore(path: dir.path("a.sqlite"))
        let match = try sampleMatch(4)
        let id = try #require(try a.save(match.0, info: match.1))
        try a.delete(id)
        let incoming = HistoryContents(matches: [StoredMatch(id: 1, record: match.0, info: match.1)], tombstones: [])
        #expect(try a.merge(incoming) == report(refused: 1))
        #expect(try a.list().isEmpty)
    }

    /// A record that does not replay is counted, not stored; the rest are.
    @Test func aMatchThatDoesNotReplayIsLeftOut() throws {
        let dir = TempDirectory()
        let a = try HistoryStore(path: dir.path("a.sqlite"))
        let good = try sampleMatch(1)
        var (bad, info) = try sampleMatch(2)
        bad.stateHash = String(repeating: "0", count: 64)
        let incoming = HistoryContents(matches: [StoredMatch(id: 1, record: bad, info: info), StoredMatch(id: 2, record: good.0, info: good.1)],
                                       tombstones: [])
        #expect(try a.merge(incoming) == report(added: 1, unreadable: 1))
    }

    @Test func aBackupIsAWholeHistoryAndNeverOverwrites() throws {
        let dir = TempDirectory()
        let a = try HistoryStore(path: dir.path("a.sqlite"))
        for k in 0..<4 { let (record, info) = try sampleMatch(UInt64(k)); try a.save(record, info: info) }
        let first = try #require(try a.list().first)
        try a.delete(first.id)
        let copy = dir.path("copies/backup.sqlite")
        #expect(try a.backup(to: copy) == 3)
        #expect(!FileManager.default.fileExists(atPath: copy + "-wal"), "one file")
        let restored = try HistoryFile.read(copy)
        #expect(restored.matches.map(\.identity).sorted() == (try a.identities()))
        #expect(restored.tombstones == (try a.tombstones()))
        let before = try Data(contentsOf: URL(fileURLWithPath: copy))
        #expect(throws: HistoryError.exists(path: copy)) { try a.backup(to: copy) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path("copies")) == ["backup.sqlite"])
    }

    /// Another program saves games while the backup copies: the copy is one moment of the history
    /// (it opens, checks, and holds between the matches before and after).
    @Test func aBackupWhileGamesAreSavedIsConsistent() async throws {
        let dir = TempDirectory()
        let path = dir.path("busy.sqlite")
        let store = try HistoryStore(path: path)
        for k in 0..<20 { let (record, info) = try sampleMatch(UInt64(k)); try store.save(record, info: info) }
        let copyPaths = (0..<5).map { dir.path("copy\($0).sqlite") }
        let copies = try await withThrowingTaskGroup(of: [Int].self) { group in
            group.addTask {
                let writer = try HistoryStore(path: path)
                for k in 20..<80 { let (record, info) = try sampleMatch(UInt64(k)); try writer.save(record, info: info) }
                return []
            }
            group.addTask {
                try copyPaths.map { copy in
                    let count = try store.backup(to: copy)
                    let contents = try HistoryFile.read(copy)
                    #expect(contents.unreadable == 0 && contents.matches.count == count)
                    return count
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(copies.allSatisfy { (20...80).contains($0) })
        #expect(copies == copies.sorted())
    }

    @Test func aDamagedFileIsRefusedInOneLineAndLeftUntouched() throws {
        let dir = TempDirectory()
        let a = try HistoryStore(path: dir.path("a.sqlite"))
        for k in 0..<30 { let (record, info) = try sampleMatch(UInt64(k)); try a.save(record, info: info) }
        let copy = dir.path("damaged.sqlite")
        try a.backup(to: copy)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: copy))
        for k in stride(from: 4096, to: bytes.count, by: 4096) { bytes[k] = 0x7F; bytes[k + 3] ^= 0x5A }  // every page but the first: no page type
        try bytes.write(to: URL(fileURLWithPath: copy))
        #expect(throws: HistoryError.damaged(path: copy)) { try HistoryFile.read(copy) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == bytes)
        let cut = dir.path("cut.sqlite")
        try Data(bytes.prefix(5000)).write(to: URL(fileURLWithPath: cut))
        #expect(throws: HistoryError.damaged(path: cut)) { try HistoryFile.read(cut) }
        let text = dir.path("notes.txt")
        try Data("my notes\n".utf8).write(to: URL(fileURLWithPath: text))
        #expect(throws: HistoryError.damagedExport(path: text)) { try HistoryFile.read(text) }
        #expect(!HistoryError.damaged(path: copy).description.contains("\n"))
    }

    @Test func aJSONExportRoundTrips() throws {
        let dir = TempDirectory()
        let a = try HistoryStore(path: dir.path("a.sqlite"))
        for k in 0..<5 { let (record, info) = try sampleMatch(UInt64(k), at: Double(k) + 0.25); try a.save(record, info: info) }
        try a.delete(try #require(try a.list().last).id)
        let file = dir.path("export.json")
        let encoder = JSONEncoder()
        try encoder.encode(HistoryDocument(try a.contents())).write(to: URL(fileURLWithPath: file))
        let b = try HistoryStore(path: dir.path("b.sqlite"))
        #expect(try b.merge(try HistoryFile.read(file)) == report(added: 4))
        #expect(try b.identities() == a.identities())
        #expect(try b.tombstones() == a.tombstones())
        let listed = (try a.list(), try b.list())
        #expect(listed.0.map(\.info) == listed.1.map(\.info), "times, seats and modes come back as they were")
        // A later version's export is refused; one that is not an export at all is refused.
        let later = dir.path("later.json")
        try Data(#"{"format": "briscola-history", "version": 2, "matches": [], "tombstones": []}"#.utf8).write(to: URL(fileURLWithPath: later))
        #expect(throws: HistoryError.laterVersion(path: later)) { try HistoryFile.read(later) }
        let broken = dir.path("broken.json")
        try Data(#"{"format": "briscola-history", "version": 1, "matches": [{"nope": 1}]}"#.utf8).write(to: URL(fileURLWithPath: broken))
        #expect(throws: HistoryError.damagedExport(path: broken)) { try HistoryFile.read(broken) }
    }

    private func report(added: Int = 0, known: Int = 0, deleted: Int = 0, refused: Int = 0, unreadable: Int = 0) -> MergeReport {
        var report = MergeReport()
        (report.added, report.known, report.deleted, report.refused, report.unreadable) = (added, known, deleted, refused, unreadable)
        return report
    }
}
