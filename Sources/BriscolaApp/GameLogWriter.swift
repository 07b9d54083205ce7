import BriscolaCore
import Foundation

/// Writes one JSON game record per line (records come from `GameLog`, so every line replays).
public struct GameLogWriter {
    private let handle: FileHandle
    public let path: String

    /// Creates (or empties) the file.
    public init(path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let handle = FileHandle(forWritingAtPath: path) else {
            throw AppError("cannot write the log file \(path)")
        }
        self.handle = handle
        self.path = path
    }

    /// Appends one record as a line.
    public func write(_ record: GameRecord) throws {
        try handle.write(contentsOf: Data((try JSONOutput.string(record) + "\n").utf8))
    }

    /// Closes the file.
    public func close() throws { try handle.close() }
}
