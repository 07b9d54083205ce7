import BriscolaCore

/// Who may sit at a simulated or benchmarked table: every level a player can pick, plus the oracle,
/// which sees the whole deal and so exists only to measure the others against (never in `Level`).
public enum Opponent: String, CaseIterable, Sendable, Codable, CustomStringConvertible {
    case easy, normal, hard, expert, oracle

    /// The name `sim` takes and prints.
    public var description: String { rawValue }

    /// The player-facing level, nil for the oracle.
    public var level: Level? { Level(rawValue: rawValue) }

    /// Builds a seat: a strategy over the seat's view, or the oracle over the whole state.
    public func seat(hardIterations: Int = HardStrategy.defaultIterations) -> SimSeat {
        level.map { .strategy($0.strategy(hardIterations: hardIterations)) } ?? .oracle(Oracle())
    }
}

/// A seat in a simulation: either a fair strategy, which sees its view, or the oracle.
public enum SimSeat: Sendable {
    case strategy(AnyStrategy)
    case oracle(Oracle)
}
