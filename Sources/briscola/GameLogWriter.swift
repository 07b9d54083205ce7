import BriscolaAI
import BriscolaCore
import Foundation

/// Writes one JSON game record per line. Each game is replayed through the engine before it is
/// written, so a log line is also a checked record.
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

    mutating func write(_ game: TournamentGame) throws {
        switch Replay.run(game.setup, game.actions) {
        case let .failure(error):
            throw CLIError("game \(game.index) does not replay: \(error)")
        case let .success(outcome):
            let record = GameRecord(setup: game.setup, seed: game.deckSeed, actions: game.actions, outcome: outcome)
            try handle.write(contentsOf: Data((try JSONOutput.string(record) + "\n").utf8))
        }
    }

    func close() throws { try handle.close() }
}
