import BriscolaAI
import BriscolaCore
import BriscolaText

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

    /// The figures for people, in the words of `text`'s language: `expertGames` and `oracleGames`
    /// are the whole games the expert's and the oracle's moves were timed over.
    public func text(_ text: Text, expertGames: Int, oracleGames: Int) -> String {
        text(.benchAILines, ["emulator": fixed(emulatorNsPerDecision, digits: 0), "worlds": "\(hardIterations)", "hard": fixed(hardMsPerMove, digits: 2),
                             "expert": expert.text(text), "expertGames": "\(expertGames)", "versus": "\(expertVersus)",
                             "oracle": oracle.text(text), "oracleGames": "\(oracleGames)"])
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

    /// Times every opponent: the emulator over `positions` sampled views (each decided many times),
    /// hard over the first `hardMoves` of them, the expert and the oracle over whole games from
    /// seed 18 (the expert against `expertVersus`, the emulator unless said).
    public static func measure(positions: Int, hardMoves: Int, hardIterations: Int, expertGames: Int, expertVersus: Level,
                               oracleGames: Int, oracle: Oracle) -> AIBenchResult {
        let views = samplePositions(positions)
        let clock = ContinuousClock()
        let emulator = EmulatorStrategy()
        let repeats = max(1, 2_000_000 / views.count)
        var checksum = 0
        let start = clock.now
        for _ in 0..<repeats {
            for view in views { checksum &+= Int(emulator.decide(view).card.index) }
        }
        let emulatorNs = (clock.now - start).seconds * 1e9 / Double(repeats * views.count)
        let hard = HardStrategy(iterations: hardIterations)
        var generator = Xoshiro256(seed: Seed(7))
        let hardViews = views.prefix(hardMoves)
        let hardStart = clock.now
        for view in hardViews { checksum &+= Int(hard.choose(view, using: &generator).index) }
        let hardMs = (clock.now - hardStart).seconds * 1e3 / Double(hardViews.count)
        let expert = DecisionTimes.measure(Opponent.expert.seat(), games: expertGames, seed: 18, versus: expertVersus)
        let oracleTimes = DecisionTimes.measure(.oracle(oracle), games: oracleGames, seed: 18)
        return AIBenchResult(emulatorNsPerDecision: emulatorNs, hardMsPerMove: hardMs, hardIterations: hardIterations, expert: expert,
                             expertVersus: expertVersus, oracle: oracleTimes, checksum: checksum)
    }
}
