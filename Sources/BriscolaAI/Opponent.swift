import BriscolaCore

/// Who may sit at a simulated or benchmarked table: every level a player can pick, plus the oracle,
/// which sees the whole deal, and the seer, which sees the other hand: both exist only to measure
/// the others against (never in `Level`).
public enum Opponent: String, CaseIterable, Sendable, Codable, CustomStringConvertible {
    case easy, normal, hard, expert, oracle, seer

    /// The name `sim` takes and prints.
    public var description: String { rawValue }

    /// The player-facing level, nil for the oracle and the seer.
    public var level: Level? { Level(rawValue: rawValue) }

    /// Builds a seat: a strategy over the seat's view, or the oracle or the seer over the whole state.
    public func seat(hardIterations: Int = HardStrategy.defaultIterations) -> SimSeat {
        if let level { return .strategy(level.strategy(hardIterations: hardIterations)) }
        if self == .seer { return .seer(Seer(expert: ExpertStrategy(scaledTo: hardIterations))) }
        return .oracle(Oracle())
    }
}

/// A seat in a simulation: a fair strategy, which sees its view, or the oracle or the seer, which
/// see more of the deal.
public enum SimSeat: Sendable {
    case strategy(AnyStrategy)
    case oracle(Oracle)
    case seer(Seer)
}
