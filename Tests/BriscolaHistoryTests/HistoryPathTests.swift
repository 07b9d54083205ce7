import BriscolaHistory
import Foundation
import Testing

/// `--history FILE` with a bare file name means a file in the current directory.
@Suite struct HistoryPathTests {
    @Test func aBareFileNameOpensInTheCurrentDirectory() throws {
        let name = "briscola-history-test-\(UUID().uuidString).sqlite"
        defer {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: name + suffix) }
        }
        let store = try HistoryStore(path: name)
        let (record, info) = try sampleMatch(3)
        _ = try store.save(record, info: info)
        #expect(try store.list().count == 1)
        #expect(FileManager.default.fileExists(atPath: FileManager.default.currentDirectoryPath + "/" + name))
    }
}
