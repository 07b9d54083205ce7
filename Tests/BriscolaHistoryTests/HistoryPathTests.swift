import BriscolaHistory
import BriscolaText
import Foundation
import Testing

/// What a history path names before any match is read: a bare file name, an empty file, a directory.
@Suite struct HistoryPathTests {
    /// `--history FILE` with a bare file name means a file in the current directory.
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

    /// A command that only reads finds no matches in an empty file and leaves it empty (it used to
    /// write the tables into it); a save still makes it a history.
    @Test func anEmptyFileIsReadAsNoMatchesAndLeftEmpty() throws {
        let dir = TempDirectory()
        try FileManager.default.createDirectory(at: dir.url, withIntermediateDirectories: true)
        let path = dir.path("empty.sqlite")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        #expect(try HistoryStore.existing(path: path, required: true) == nil)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int == 0)
        let (record, info) = try sampleMatch(1)
        try HistoryStore(path: path).save(record, info: info)
        #expect(try HistoryStore.existing(path: path, required: true)?.list(limit: 10).count == 1)
    }

    /// A directory is said to be one, in the reader's language, for reading and for saving.
    @Test func aDirectoryIsSaidToBeOne() throws {
        let dir = TempDirectory()
        try FileManager.default.createDirectory(at: dir.url, withIntermediateDirectories: true)
        #expect(throws: HistoryError.isADirectory(path: dir.url.path)) { try HistoryStore.existing(path: dir.url.path, required: true) }
        #expect(throws: HistoryError.isADirectory(path: dir.url.path)) { try HistoryStore(path: dir.url.path) }
        #expect(HistoryError.isADirectory(path: "/x").description(Text(.italian)).hasPrefix("/x è una cartella"))
    }
}
