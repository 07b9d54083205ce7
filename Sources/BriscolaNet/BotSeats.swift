import BriscolaAI
import BriscolaCore
import BriscolaSession

/// How a host plays the computer players it seats: their strategy, their own seeded choices, and
/// a pause before each card so the people at the table can follow.
public struct BotSeats: Sendable {
    public let strategy: AnyStrategy
    public let seed: UInt64
    public let think: Duration

    /// Computer players choosing by `strategy` from generator seed `seed`, pausing `think` per card.
    public init(strategy: AnyStrategy = Level.normal.strategy(), seed: UInt64 = 1, think: Duration = .zero) {
        self.strategy = strategy
        self.seed = seed
        self.think = think
    }
}
