/// How a game ended: one side won, or several sides share the best score (60–60 is a draw).
public enum GameResult: Hashable, Sendable, CustomStringConvertible {
    case won(side: Int)
    /// Several sides won together: with five players, the caller and partner, or the defenders.
    case wonTogether(sides: [Int])
    case tied(sides: [Int])

    /// The result where `winners` (sides, ascending) won: `.won` for one, `.wonTogether` for more.
    public init(winners: [Int]) {
        self = winners.count == 1 ? .won(side: winners[0]) : .wonTogether(sides: winners.sorted())
    }

    /// The result for final side scores: the highest total wins; equal highest totals tie.
    public init(scores: [Int]) {
        let best = scores.max() ?? 0
        let leaders = scores.indices.filter { scores[$0] == best }
        self = leaders.count == 1 ? .won(side: leaders[0]) : .tied(sides: leaders)
    }

    /// Stable text form used in game records: `win:1`, `win:0,3` (won together), or `tie:0,2`.
    public var code: String {
        switch self {
        case let .won(side): "win:\(side)"
        case let .wonTogether(sides): "win:" + sides.map(String.init).joined(separator: ",")
        case let .tied(sides): "tie:" + sides.map(String.init).joined(separator: ",")
        }
    }

    public var description: String { code }

    /// The result for one side: it won, shared the top score (a draw), or lost — with three
    /// players a tie between the other two, above this side, is a loss for it.
    public func outcome(for side: Int) -> Outcome {
        switch self {
        case let .won(winner): winner == side ? .won : .lost
        case let .wonTogether(sides): sides.contains(side) ? .won : .lost
        case let .tied(sides): sides.contains(side) ? .draw : .lost
        }
    }
}

/// A game's result from one side's point of view.
public enum Outcome: String, Sendable, Hashable, Codable {
    case won, draw, lost
}
