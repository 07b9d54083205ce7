import BriscolaAI
import BriscolaCore

extension SimSummary {
    /// `briscola sim`'s output, as JSON or text in the command line's words: five players' deals
    /// (`ChiamataSimSummary`, the levels' deal scores) or a series of the 2–4 player games.
    public static func report(players: Variant, a: Opponent, b: Opponent, games: Int, seed: UInt64, hardIterations: Int,
                              log: String?, duplicate: Bool, jobs: Int, json: Bool) async throws -> String {
        if players == .five, let levelA = a.level, let levelB = b.level {
            let summary = await ChiamataSimSummary.simulate(a: levelA, b: levelB, deals: games, seed: seed, jobs: jobs)
            return json ? try JSONOutput.string(summary) : summary.text(CommandLanguage.text)
        }
        let summary = try await simulate(players: players, a: a, b: b, games: games, seed: seed, hardIterations: hardIterations,
                                   log: log, duplicate: duplicate, jobs: jobs)
        return json ? try JSONOutput.string(summary) : summary.text(CommandLanguage.text)
    }
}
