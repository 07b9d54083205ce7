import BriscolaAI
import BriscolaCore
import BriscolaText
import Dispatch
import Foundation
import Synchronization

/// The figures `briscola sim --players 5` reports, as text or JSON: one player of level A against
/// four of level B, A's average deal score with its interval, and the callers' success rates.
public struct ChiamataSimSummary: Encodable, Sendable {
    public let players = 5
    public let a: String
    public let b: String
    public let seed: UInt64
    public let deals: Int
    public let thrownIn: Int
    public let meanA: Double
    public let ci95A: [Double]
    public let meanB: Double
    public let callsA: Int
    public let successA: Double
    public let aloneA: Int
    public let callsB: Int
    public let successB: Double
    public let seconds: Double
    /// A's card decisions timed one at a time (hard and expert only): their 95th percentile, in ms.
    public let decisionP95Ms: Double?
    public let decisionsTimed: Int

    enum CodingKeys: String, CodingKey {
        case players, a, b, seed, deals, seconds
        case thrownIn = "thrown_in", meanA = "mean_deal_score_a", ci95A = "ci95_a", meanB = "mean_deal_score_b"
        case decisionP95Ms = "decision_p95_ms_a", decisionsTimed = "decisions_timed"
        case callsA = "calls_a", successA = "caller_success_a", aloneA = "alone_a", callsB = "calls_b", successB = "caller_success_b"
    }

    /// Plays `deals` deals on `jobs` threads (each deal depends only on its index and the seed,
    /// so the figures do not depend on the number of jobs).
    public static func simulate(a: Level, b: Level, deals: Int, seed: UInt64, worlds: Int? = nil, jobs: Int = 1) async -> ChiamataSimSummary {
        let sim = ChiamataSim(a: a, b: b, deals: deals, seed: seed, worlds: worlds)
        let clock = ContinuousClock(), start = clock.now
        let tallies = Mutex(ChiamataTally()), group = DispatchGroup()
        let queue = DispatchQueue(label: "briscola.sim5", attributes: .concurrent)
        let workers = max(1, min(jobs, deals))
        for worker in 0..<workers {
            queue.async(group: group) {
                var mine = ChiamataTally()
                for index in stride(from: worker, to: deals, by: workers) {
                    let (log, seatA) = sim.play(index: index)
                    mine.add(log.state, seatA: seatA)
                }
                tallies.withLock { $0 = $0 + mine }
            }
        }
        await group.done(on: queue)
        let tally = tallies.withLock { $0 }
        let seconds = (clock.now - start).seconds
        let times = a == .hard || a == .expert ? decisionTimes(sim, deals: min(deals, 25), worlds: worlds) : []
        return ChiamataSimSummary(a: a.rawValue, b: b.rawValue, seed: seed, deals: tally.deals, thrownIn: tally.thrownIn,
                                  meanA: tally.meanA, ci95A: [tally.ci95A.low, tally.ci95A.high], meanB: tally.meanB,
                                  callsA: tally.callsA, successA: tally.successA, aloneA: tally.aloneA,
                                  callsB: tally.callsB, successB: tally.successB, seconds: seconds,
                                  decisionP95Ms: times.isEmpty ? nil : Percentile.of(times, 0.95), decisionsTimed: times.count)
    }

    /// A's card decisions in the first `deals` deals, replayed and timed one at a time on this
    /// thread (after the run, so no other deal shares the cores), in ms, sorted.
    static func decisionTimes(_ sim: ChiamataSim, deals: Int, worlds: Int?) -> [Double] {
        let clock = ContinuousClock(), player = ChiamataPlayer(sim.a, worlds: worlds)
        var times: [Double] = []
        for index in 0..<deals {
            let (log, seatA) = sim.play(index: index)
            var replay = GameLog(setup: log.setup, seed: log.seed)
            for step in log.auction { replay.append(step) }
            var generator = Xoshiro256(seed: Seed(UInt64(index)))
            for action in log.actions {
                if action.seat == seatA {
                    let view = replay.state.view(for: seatA), start = clock.now
                    _ = player.choose(view, using: &generator)
                    times.append((clock.now - start).seconds * 1000)
                }
                replay.append(action)
            }
        }
        return times.sorted()
    }

    /// The report in the language of `text`.
    public func text(_ text: Text) -> String {
        text(.simFiveLines, ["deals": "\(deals)", "seed": "\(seed)", "a": a, "b": b, "thrown": "\(thrownIn)",
                             "meanA": fixed(meanA, digits: 3), "lowA": fixed(ci95A[0], digits: 3), "highA": fixed(ci95A[1], digits: 3),
                             "callsA": "\(callsA)", "successA": fixed(successA * 100), "alone": "\(aloneA)",
                             "meanB": fixed(meanB, digits: 3), "callsB": "\(callsB)", "successB": fixed(successB * 100),
                             "rate": fixed(seconds > 0 ? Double(deals) / seconds : 0)])
            + (decisionP95Ms.map { "\n" + text(.simFiveDecisions, ["a": a, "p95": fixed($0), "count": "\(decisionsTimed)"]) } ?? "")
    }
}
