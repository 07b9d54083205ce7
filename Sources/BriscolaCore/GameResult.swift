/// How a game ended: one side won, or several sides share the best score (60–60 is a draw).
public enum GameResult: Hashable, Sendable, CustomStringConvertible {
    case won(side: Int)
    case tied(sides: [Int])

    /// The result for final side scores: the highest total wins; equal highest totals tie.
    public init(scores: [Int]) {
        let best = scores.max() ?? 0
        let leaders = scores.indices.filter { scores[$0] == best }
        self = leaders.count == 1 ? .won(side: leaders[0]) : .tied(sides: leaders)
    }

    /// Stable text form used in game records: `win:1`, `draw` (all sides tie), or `tie:0,2`.
    public var code: String {
        switch self {
        case let .won(side): "win:\(side)"
        case let .tied(sides): "tie:" + sides.map(String.init).joined(separator: ",")
        }
    }

    public var description: String { code }
}
