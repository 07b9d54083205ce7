/// What `bench soak` measured, its verdict, for people (`text`) and as JSON.
public struct SoakResult: Encodable, Sendable {
    /// Games played, and guest connections they were played on.
    public let games: Int, connections: Int
    /// Wall-clock seconds from the first connection to the last game's end.
    public let seconds: Double
    /// The process before any game, and at each multiple of the sampling interval and the end.
    public let baseline: ResourceSample
    public let samples: [ResourceSample]
    /// Both seats' final hashes, game by game.
    let agreement: HashLedger.Counts
    /// How much the resident memory may grow from the first sample to the last, in percent.
    public let rssLimitPercent: Double
    /// The process's peak resident memory (`VmHWM`), in megabytes.
    public let peakMB: Double

    enum CodingKeys: String, CodingKey {
        case games, connections, seconds, baseline, samples, agreement, verdict
        case rssLimitPercent = "rss_limit_percent", peakMB = "peak_mb", rssGrowthPercent = "rss_growth_percent"
        case fdGrowth = "fd_growth", rssWithinLimit = "rss_within_limit", passed
    }

    /// Encodes the figures and the verdict drawn from them.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(games, forKey: .games)
        try container.encode(connections, forKey: .connections)
        try container.encode(seconds, forKey: .seconds)
        try container.encode(baseline, forKey: .baseline)
        try container.encode(samples, forKey: .samples)
        try container.encode(agreement, forKey: .agreement)
        try container.encode(rssLimitPercent, forKey: .rssLimitPercent)
        try container.encode(peakMB, forKey: .peakMB)
        try container.encode(rssGrowthPercent, forKey: .rssGrowthPercent)
        try container.encode(fdGrowth, forKey: .fdGrowth)
        try container.encode(rssWithinLimit, forKey: .rssWithinLimit)
        try container.encode(passed, forKey: .passed)
        try container.encode(verdict, forKey: .verdict)
    }

    /// The first sample (at the first multiple of the sampling interval) and the last.
    var reference: ResourceSample { samples.first ?? baseline }
    var final: ResourceSample { samples.last ?? baseline }

    /// Resident memory's growth from the first sample to the last, in percent.
    public var rssGrowthPercent: Double {
        reference.rssMB > 0 ? (final.rssMB - reference.rssMB) / reference.rssMB * 100 : 0
    }

    /// Descriptors open at the last sample beyond those at the first (0 or less: none leaked).
    public var fdGrowth: Int { final.fds - reference.fds }

    /// Whether resident memory grew no more than the limit allows (the issue's "within 10%").
    public var rssWithinLimit: Bool { rssGrowthPercent <= rssLimitPercent }

    /// Every game played, agreed and none abandoned; memory within the limit; no descriptor leaked.
    public var passed: Bool {
        rssWithinLimit && fdGrowth <= 0 && agreement.disagreed == 0 && agreement.unmatched == 0 && agreement.abandoned == 0
            && agreement.agreed == games
    }

    /// One line: pass or fail, and why.
    public var verdict: String {
        var failures: [String] = []
        if !rssWithinLimit { failures.append("resident memory grew more than \(fixed(rssLimitPercent, digits: 0))%") }
        if fdGrowth > 0 { failures.append("\(fdGrowth) file descriptor\(fdGrowth == 1 ? "" : "s") leaked") }
        if agreement.disagreed > 0 { failures.append("\(agreement.disagreed) games' hashes disagree") }
        if agreement.abandoned > 0 { failures.append("\(agreement.abandoned) games abandoned") }
        if agreement.agreed != games { failures.append("\(agreement.agreed) of \(games) games agreed") }
        return failures.isEmpty ? "pass" : "FAIL: " + failures.joined(separator: "; ")
    }

    /// The figures for people.
    public var text: String {
        let growth = (rssGrowthPercent >= 0 ? "+" : "") + fixed(rssGrowthPercent, digits: 1)
        return """
        \(games) games over loopback TCP, \(connections) guest connections, in \(fixed(seconds, digits: 1)) s \
        (\(fixed(Double(games) / max(seconds, 1e-9), digits: 1)) games/s)
        before any game: RSS \(fixed(baseline.rssMB, digits: 1)) MB, \(baseline.fds) open descriptors
        RSS at game \(reference.games): \(fixed(reference.rssMB, digits: 1)) MB; at game \(final.games): \(fixed(final.rssMB, digits: 1)) MB \
        (\(growth)%, limit \(fixed(rssLimitPercent, digits: 0))%); peak \(fixed(peakMB, digits: 1)) MB
        open descriptors at game \(reference.games): \(reference.fds); at game \(final.games): \(final.fds)
        final hashes: \(agreement.agreed) games agreed, \(agreement.disagreed) disagreed, \(agreement.unmatched) unmatched, \
        \(agreement.abandoned) abandoned
        verdict: \(verdict)
        """
    }
}
