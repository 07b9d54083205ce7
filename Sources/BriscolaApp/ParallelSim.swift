import BriscolaAI
import Dispatch
import Synchronization

/// Plays a simulated series on several cores: each worker keeps its own copy of the series (and
/// so its own oracle tables) and plays every `jobs`-th game of a batch; the games come back in
/// order, so the figures and the log are the same whatever the number of jobs.
final class ParallelSim: Sendable {
    private let workers: Mutex<[SimSeries?]>
    private let jobs: Int
    /// The workers' queue: one of its own, not `concurrentPerform`, which runs on the global queue
    /// (on Linux the Swift tasks' thread pool) and held it for the whole batch.
    private let queue = DispatchQueue(label: "briscola.sim", attributes: .concurrent)
    /// Games in the whole series.
    let total: Int

    /// `jobs` workers (at least one) over copies of `series`.
    init(_ series: SimSeries, jobs: Int) {
        self.jobs = max(1, jobs)
        workers = Mutex(Array(repeating: series, count: self.jobs))
        total = series.totalGames
    }

    /// Plays the games `range` of the series and returns them in index order; the caller awaits
    /// the workers without holding a thread.
    func play(_ range: Range<Int>) async -> [TournamentGame] {
        let played = Played(), group = DispatchGroup()
        for worker in 0..<min(jobs, range.count) {
            queue.async(group: group) { self.playShare(worker, of: range, into: played) }
        }
        await group.done(on: queue)
        return played.games.withLock { $0 }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// One worker's games of `range`: every `jobs`-th from its own index.
    private func playShare(_ worker: Int, of range: Range<Int>, into played: Played) {
        // Taken out, not copied, so its oracle tables are not shared and copied on first write.
        guard var series = workers.withLock({ $0[worker].take() }) else { return }
        var mine: [(Int, TournamentGame)] = []
        for index in stride(from: range.lowerBound + worker, to: range.upperBound, by: jobs) {
            mine.append((index, series.play(index: index)))
        }
        workers.withLock { $0[worker] = series }
        played.games.withLock { $0.append(contentsOf: mine) }
    }
}

/// The games of one batch, by index, as the workers finish them.
private final class Played: Sendable {
    let games = Mutex<[(Int, TournamentGame)]>([])
}

extension DispatchGroup {
    /// Returns once every work item of the group has finished: `notify`, awaited, where `wait`
    /// would block the calling thread.
    func done(on queue: DispatchQueue) async {
        await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
            notify(queue: queue) { finished.resume() }
        }
    }
}
