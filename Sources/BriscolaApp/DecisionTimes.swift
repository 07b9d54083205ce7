import BriscolaAI
import BriscolaCore
import BriscolaText
import Foundation

/// Decision-time percentiles of the search players, timed over whole seeded two-player games
/// against the emulator, so every phase (early sampling, late exact solving) is in the sample.
public struct DecisionTimes: Encodable, Sendable {
    public let decisions: Int
    public let p50Ms: Double
    public let p95Ms: Double
    public let maxMs: Double
    /// The same percentiles in CPU time of the deciding thread: the time on one core, which a
    /// loaded machine does not inflate as it does the wall-clock figures above.
    public let cpuP50Ms: Double
    public let cpuP95Ms: Double
    public let cpuMaxMs: Double

    enum CodingKeys: String, CodingKey {
        case decisions, p50Ms = "p50_ms", p95Ms = "p95_ms", maxMs = "max_ms"
        case cpuP50Ms = "cpu_p50_ms", cpuP95Ms = "cpu_p95_ms", cpuMaxMs = "cpu_max_ms"
    }

    /// Percentiles of lists of wall-clock and CPU durations in milliseconds (nearest rank).
    init(_ samples: [Double], cpu: [Double]) {
        let sorted = samples.sorted(), cpuSorted = cpu.sorted()
        decisions = sorted.count
        p50Ms = Percentile.of(sorted, 0.5)
        p95Ms = Percentile.of(sorted, 0.95)
        maxMs = sorted.last ?? 0
        cpuP50Ms = Percentile.of(cpuSorted, 0.5)
        cpuP95Ms = Percentile.of(cpuSorted, 0.95)
        cpuMaxMs = cpuSorted.last ?? 0
    }

    /// The figures for people, in the words of `text`'s language (English unless told).
    public func text(_ text: Text = Text(.english)) -> String {
        text(.benchDecisions, ["p50": fixed(p50Ms, digits: 2), "p95": fixed(p95Ms, digits: 2), "max": fixed(maxMs, digits: 2),
                               "count": "\(decisions)", "cpuP50": fixed(cpuP50Ms, digits: 2), "cpuP95": fixed(cpuP95Ms, digits: 2),
                               "cpuMax": fixed(cpuMaxMs, digits: 2)])
    }

    /// The calling thread's CPU time in milliseconds.
    static func threadCPUMs() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) * 1e3 + Double(spec.tv_nsec) / 1e6
    }

    /// Times every decision of `seat` (the expert, the oracle or the seer) in `games` games against `versus`
    /// (the emulator unless told: the expert searches differently against other players).
    public static func measure(_ seat: SimSeat, games: Int, seed: UInt64, versus: Level = .normal) -> DecisionTimes {
        let clock = ContinuousClock()
        let opponent = versus.strategy()
        var memory = Oracle.Memory()
        var stream = SplitMix64(seed: seed)
        var samples: [Double] = [], cpu: [Double] = []
        for game in 0..<games {
            var generator = Xoshiro256(seed: Seed(stream.next()))
            var state = GameState(setup: GameSetup(variant: .two, dealer: game % 2, seed: Seed(stream.next())))
            while !state.isFinished {
                let turn = state.turn
                var card: Card
                if turn != 0 {
                    card = opponent.choose(state.view(for: turn), using: &generator)
                } else {
                    let start = clock.now, cpuStart = threadCPUMs()
                    switch seat {
                    case let .strategy(strategy): card = strategy.choose(state.view(for: turn), using: &generator)
                    case let .oracle(oracle): card = oracle.choose(state, memory: &memory)
                    case let .seer(seer): card = seer.choose(state, using: &generator)
                    }
                    samples.append((clock.now - start).seconds * 1e3)
                    cpu.append(threadCPUMs() - cpuStart)
                }
                try? state.apply(Action(seat: turn, card: card))
            }
        }
        return DecisionTimes(samples, cpu: cpu)
    }
}
