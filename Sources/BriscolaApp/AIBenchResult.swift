import BriscolaAI
import BriscolaCore

/// What `bench ai` measures: decision times of every opponent.
public struct AIBenchResult: Encodable, Sendable {
    public let emulatorNsPerDecision: Double
    public let hardMsPerMove: Double
    public let hardIterations: Int
    public let expert: DecisionTimes
    /// The level the expert played while timed.
    public let expertVersus: Level
    public let oracle: DecisionTimes
    public let checksum: Int

    enum CodingKeys: String, CodingKey {
        case checksum, expert, oracle
        case emulatorNsPerDecision = "emulator_ns_per_decision", hardMsPerMove = "hard_ms_per_move"
        case hardIterations = "hard_iterations", expertVersus = "expert_versus"
    }

    /// The figures as measured.
    public init(emulatorNsPerDecision: Double, hardMsPerMove: Double, hardIterations: Int, expert: DecisionTimes,
                expertVersus: Level = .normal, oracle: DecisionTimes, checksum: Int) {
        (self.emulatorNsPerDecision, self.hardMsPerMove, self.hardIterations) = (emulatorNsPerDecision, hardMsPerMove, hardIterations)
        (self.expert, self.expertVersus, self.oracle, self.checksum) = (expert, expertVersus, oracle, checksum)
    }

    /// Views at every turn of seeded random games, until `count` are collected.
    public static func samplePositions(_ count: Int) -> [PlayerView] {
        var generator = Xoshiro256(seed: Seed(2026))
        var views: [PlayerView] = []
        while views.count < count {
            var state = GameState(setup: GameSetup(variant: .two, dealer: 0, seed: Seed(generator.next())))
            while !state.isFinished, views.count < count {
                let view = state.view(for: state.turn)
                views.append(view)
                try? state.apply(Action(seat: state.turn, card: view.hand[generator.bounded(view.hand.count)]))
            }
        }
        return views
    }
}
