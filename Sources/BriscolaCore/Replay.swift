/// Replays a list of actions from a setup, the way a peer or the history store verifies a game.
public enum Replay {
    /// The final state and every completed trick, or the first illegal action with its index.
    public static func run(_ setup: GameSetup, _ actions: [Action]) -> Result<ReplayOutcome, ReplayError> {
        var state = GameState(setup: setup)
        var tricks: [CompletedTrick] = []
        tricks.reserveCapacity(setup.variant.tricks)
        for (index, action) in actions.enumerated() {
            do throws(RuleError) {
                try state.apply(action)
            } catch {
                return .failure(ReplayError(index: index, action: action, error: error))
            }
            if state.table.isEmpty, let trick = state.lastTrick { tricks.append(trick) }
        }
        return .success(ReplayOutcome(state: state, tricks: tricks))
    }
}

/// What a successful replay produced.
public struct ReplayOutcome: Sendable {
    public let state: GameState
    public let tricks: [CompletedTrick]

    public init(state: GameState, tricks: [CompletedTrick]) {
        self.state = state
        self.tricks = tricks
    }
}

/// The first action a replay refused, and why.
public struct ReplayError: Error, Hashable, Sendable, CustomStringConvertible {
    public let index: Int
    public let action: Action
    public let error: RuleError

    public var description: String { "action \(index) (\(action)) is illegal: \(error)" }
}
