import BriscolaCore
import Foundation

/// Writes one JSON game record per line (records come from `GameLog`, so every line replays).
struct GameLogWriter {
    private let handle: FileHandle
    let path: String

    init(path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let handle = FileHandle(forWritingAtPath: path) else {
            throw CLIError("cannot write the log file \(path)")
        }
        self.handle = handle
        self.path = path
    }

    func write(_ record: GameRecord) throws {
        try handle.write(contentsOf: Data((try JSONOutput.string(record) + "\n").utf8))
    }

    func close() throws { try handle.close() }
}
