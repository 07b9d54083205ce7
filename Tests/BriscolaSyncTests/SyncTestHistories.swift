import BriscolaCore
import BriscolaHistory
import Foundation

/// Temporary history files for sync tests, removed afterwards.
final class Scratch {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("briscola-sync-\(UUID().uuidString)")

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    func store(_ name: String) throws -> HistoryStore { try HistoryStore(path: path(name)) }

    deinit { try? FileManager.default.removeItem(at: url) }
}

/// A played two-seat game, each seat leading or following with the lowest card it holds in hand order
/// after `seed`'s deal: different seeds, different games.
func playedGame(_ seed: UInt64, names: [String] = ["Ada", "Bea"]) throws -> (GameRecord, MatchInfo) {
    let setup = GameSetup(variant: .two, dealer: 0, seed: Seed(seed))
    var state = GameState(setup: setup)
    var actions: [Action] = []
    while !state.isFinished {
        let action = Action(seat: state.turn, card: state.hands[state.turn][state.hands[state.turn].count - 1])
        try state.apply(action)
        actions.append(action)
    }
    let record = try GameLog.replaying(setup, seed: Seed(seed), actions).get().record
    let info = MatchInfo(playedAt: Date(timeIntervalSince1970: 1_790_000_000 + Double(seed)), mode: .lan,
                         seats: [(names[0], .human), (names[1], .remote)], mySeat: 0)
    return (record, info)
}
