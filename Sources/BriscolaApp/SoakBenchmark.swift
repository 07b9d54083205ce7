import BriscolaAI
import BriscolaCore
import BriscolaNet
import BriscolaSession
import Foundation
import Synchronization

/// `bench soak`: a host bot and a guest bot in this process play many games over loopback TCP, the
/// guest leaving and joining again every few games, while the process's resident memory and open
/// file descriptors are sampled: a leak shows as growth between the early and the final sample
/// (issue 15: RSS at game 100 and 1,000 within 10%, no descriptor leaked).
public enum SoakBenchmark {
    /// Plays `games` games, `perConnection` on each guest connection, and samples at each multiple
    /// of `every` games and after the last; `sampled` hears each sample as it is taken. When a
    /// connection outlasts the interval (`perConnection > every`), every sample is taken as the
    /// guest hears a game end, its one connection open; otherwise after the connection that reaches
    /// the multiple has closed on both sides. Either way all samples see the same connections open.
    public static func run(games: Int, perConnection: Int, every: Int, rssLimitPercent: Double = 10,
                           sampled: @escaping @Sendable (ResourceSample) -> Void = { _ in }) async throws -> SoakResult {
        let clock = ContinuousClock()
        let ledger = HashLedger()
        let server = TableServer()
        let listener = try await server.bind(host: "127.0.0.1", port: 0)
        let port = listener.channel.localAddress?.port ?? 0
        let host = BotPlayer(strategy: Level.normal.strategy(), seed: 1, limit: nil) { ledger.note($0) }
        let config = SessionConfig(role: .host, name: "soak host", program: BriscolaVersion.wire)
        let serving = Task { try await server.serve(listener, session: Session(config: config), delegate: host) {
            Output.error("soak host: connection failed: \($0)")
        } }
        defer { serving.cancel() }
        try await Task.sleep(for: .milliseconds(200)) // the listener and the event loops are up
        let baseline = ResourceSample.now(games: 0)
        let samples = Mutex<[ResourceSample]>([])
        let midConnection = perConnection > every
        let ended = Mutex(0)
        let start = clock.now
        var played = 0, connections = 0, nextSample = every
        while played < games {
            let count = min(perConnection, games - played)
            let guest = BotPlayer(strategy: Level.normal.strategy(), seed: UInt64(2 + connections), limit: count) { report in
                ledger.note(report)
                guard midConnection, case .game = report else { return }
                let done = ended.withLock { $0 += 1; return $0 }
                guard done % every == 0 || done == games else { return }
                let sample = ResourceSample.now(games: done)
                samples.withLock { $0.append(sample) }
                sampled(sample)
            }
            let channel = try await TableClient().connect(host: "127.0.0.1", port: port)
            let guestConfig = SessionConfig(role: .guest, name: "soak guest", program: BriscolaVersion.wire)
            try await SessionRunner.run(channel, session: Session(config: guestConfig), delegate: guest)
            guard guest.isDone else {
                throw AppError.soakShort(connection: connections + 1, count: count, played: played)
            }
            played += count
            connections += 1
            if !midConnection, played >= nextSample || played == games {
                nextSample = (played / every + 1) * every
                let sample = await settled(games: played, baselineFDs: baseline.fds)
                samples.withLock { $0.append(sample) }
                sampled(sample)
            }
        }
        let seconds = (clock.now - start).seconds
        // The host hears of the last game in its own task: give its report a moment to arrive.
        for _ in 0..<40 where ledger.counts.unmatched > 0 { try await Task.sleep(for: .milliseconds(50)) }
        return SoakResult(games: played, connections: connections, seconds: seconds, baseline: baseline, samples: samples.withLock { $0 },
                          agreement: ledger.counts, rssLimitPercent: rssLimitPercent, peakMB: PeakMemory.megabytes())
    }

    /// A sample once the host has closed its end of the guest's last connection (at once when the
    /// goodbye arrives, or a second later when the host drops the link): when the descriptors are
    /// back to the count before any game, or have not changed for 1.5 s (at most 5 s).
    static func settled(games: Int, baselineFDs: Int) async -> ResourceSample {
        let clock = ContinuousClock()
        let start = clock.now
        var last = ProcessResources.openDescriptors(), lastChange = start
        while last > baselineFDs, clock.now - start < .seconds(5), clock.now - lastChange < .milliseconds(1500) {
            try? await Task.sleep(for: .milliseconds(50))
            let now = ProcessResources.openDescriptors()
            if now != last { (last, lastChange) = (now, clock.now) }
        }
        return ResourceSample.now(games: games)
    }
}

/// Both seats' reports of each game, matched by the game's seed: the final hashes must agree.
final class HashLedger: Sendable {
    private let state = Mutex(Counts())

    /// Games whose two reports agreed or not, reports still waiting for the other seat's, and
    /// games abandoned (reported by either seat).
    struct Counts: Sendable, Encodable, Equatable {
        var agreed = 0, disagreed = 0, abandoned = 0
        var waiting: [String: String] = [:]

        var unmatched: Int { waiting.count }

        enum CodingKeys: String, CodingKey { case agreed, disagreed, abandoned, unmatched }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(agreed, forKey: .agreed)
            try container.encode(disagreed, forKey: .disagreed)
            try container.encode(abandoned, forKey: .abandoned)
            try container.encode(unmatched, forKey: .unmatched)
        }
    }

    /// Takes one seat's report.
    func note(_ report: BotReport) {
        state.withLock { counts in
            switch report {
            case let .game(game, _, _, _):
                if let other = counts.waiting.removeValue(forKey: game.seed) {
                    if other == game.hash { counts.agreed += 1 } else { counts.disagreed += 1 }
                } else {
                    counts.waiting[game.seed] = game.hash
                }
            case .abandoned: counts.abandoned += 1
            default: break
            }
        }
    }

    var counts: Counts { state.withLock { $0 } }
}
