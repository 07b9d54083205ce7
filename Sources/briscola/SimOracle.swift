import ArgumentParser
import BriscolaAI
import BriscolaCore

extension Opponent: ExpressibleByArgument {}

extension SimCommand {
    /// `sim` with the oracle at a side: the same seeds, log and summary as between levels.
    func runWithOracle(seed: UInt64) throws {
        // The stats read only the variant and who sits where from the config; the levels are placeholders.
        let config = TournamentConfig(variant: players, a: a.level ?? .normal, b: b.level ?? .normal, games: games,
                                      seed: seed, hardIterations: hardIterations)
        var series = SimSeries(variant: players, a: a.seat(hardIterations: hardIterations),
                               b: b.seat(hardIterations: hardIterations), games: games, seed: seed)
        var writer = try log.map(GameLogWriter.init(path:))
        var stats = TournamentStats(config: config)
        var progress = Progress(total: games, label: "sim")
        let clock = ContinuousClock()
        let start = clock.now
        while let game = series.playNext(recordActions: writer != nil) {
            stats.add(game.state)
            try writer?.write(game)
            progress.update(done: game.index + 1)
        }
        progress.finish()
        try writer?.close()
        let summary = SimSummary(config: config, stats: stats, seconds: (clock.now - start).seconds,
                                 names: (a.rawValue, b.rawValue))
        print(json ? try JSONOutput.string(summary) : summary.text)
    }
}
