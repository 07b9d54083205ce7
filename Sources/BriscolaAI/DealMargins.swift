import BriscolaCore

/// A's margin in a duplicate series: per deal, the mean over its games of A's points minus the
/// other sides' average. Every deal is played with A on each side, so the luck of the cards
/// cancels and the deals' margins are independent samples of how much better A plays than B.
public struct DealMargins: Sendable {
    /// Games per deal.
    public let rotations: Int
    private var current = 0.0
    private var played = 0
    private var sum = 0.0
    private var sumOfSquares = 0.0
    /// Deals whose games have all been counted.
    public private(set) var deals = 0

    /// Margins over deals of `rotations` games each.
    public init(rotations: Int) {
        precondition(rotations > 0, "a deal is played at least once")
        self.rotations = rotations
    }

    /// Counts one game of the current deal in which A held `sideA`; the deal closes after `rotations` games.
    public mutating func add(_ state: GameState, sideA: Int) {
        let scores = state.scores
        let others = scores.indices.filter { $0 != sideA }.map { Double(scores[$0]) }
        current += Double(scores[sideA]) - others.reduce(0, +) / Double(max(1, others.count))
        played += 1
        guard played == rotations else { return }
        let margin = current / Double(rotations)
        sum += margin
        sumOfSquares += margin * margin
        deals += 1
        current = 0
        played = 0
    }

    /// A's mean margin in points a game.
    public var mean: Double { deals == 0 ? 0 : sum / Double(deals) }

    /// The normal-approximation 95% interval of the mean margin (the sample standard deviation
    /// over deals; as wide as it can be with fewer than two deals).
    public var ci95: (low: Double, high: Double) {
        guard deals > 1 else { return (-120, 120) }
        let n = Double(deals)
        let variance = max(0, (sumOfSquares - sum * sum / n) / (n - 1))
        let half = 1.959964 * (variance / n).squareRoot()
        return (mean - half, mean + half)
    }
}
