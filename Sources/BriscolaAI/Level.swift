import BriscolaCore

extension Level {
    /// A strategy for this level; `hardIterations` bounds the search player's work per move.
    public func strategy(hardIterations: Int = HardStrategy.defaultIterations) -> AnyStrategy {
        switch self {
        case .easy: AnyStrategy(RandomStrategy())
        case .normal: AnyStrategy(EmulatorStrategy())
        case .hard: AnyStrategy(HardStrategy(iterations: hardIterations))
        case .expert: AnyStrategy(ExpertStrategy(scaledTo: hardIterations))
        }
    }
}

/// A strategy chosen at run time (per seat in a tournament or a match).
public struct AnyStrategy: Strategy {
    private enum Kind: Sendable {
        case random(RandomStrategy)
        case emulator(EmulatorStrategy)
        case hard(HardStrategy)
        case expert(ExpertStrategy)
    }

    private let kind: Kind

    /// The easy level.
    public init(_ strategy: RandomStrategy) { kind = .random(strategy) }
    /// The normal level.
    public init(_ strategy: EmulatorStrategy) { kind = .emulator(strategy) }
    /// The hard level.
    public init(_ strategy: HardStrategy) { kind = .hard(strategy) }
    /// The expert level.
    public init(_ strategy: ExpertStrategy) { kind = .expert(strategy) }

    /// The wrapped strategy's choice.
    public func choose<G: RandomNumberGenerator>(_ view: PlayerView, using generator: inout G) -> Card {
        switch kind {
        case let .random(s): s.choose(view, using: &generator)
        case let .emulator(s): s.choose(view, using: &generator)
        case let .hard(s): s.choose(view, using: &generator)
        case let .expert(s): s.choose(view, using: &generator)
        }
    }
}
