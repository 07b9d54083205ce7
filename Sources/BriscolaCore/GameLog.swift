/// One game as it is played: its setup, every accepted action, every completed trick and the
/// state they lead to. Only legal actions get in, so `record` is always a record that replays —
/// the one place where local play, network sessions, the simulator and history build records.
public struct GameLog: Hashable, Sendable {
    public let setup: GameSetup
    /// The deck seed, when the deck came from one (kept in the record).
    public let seed: Seed?
    public private(set) var state: GameState
    /// The five-player auction and call, in order, before any action (empty in the other games).
    public private(set) var auction: [AuctionAction] = []
    public private(set) var actions: [Action] = []
    public private(set) var tricks: [CompletedTrick] = []

    /// A game about to start.
    public init(setup: GameSetup, seed: Seed?) {
        self.setup = setup
        self.seed = seed
        state = GameState(setup: setup)
        actions.reserveCapacity(setup.deck.count)
        tricks.reserveCapacity(setup.variant.tricks)
    }

    /// Applies one action and keeps it, or refuses it and changes nothing.
    @discardableResult
    public mutating func append(_ action: Action) -> Result<GameState, RuleError> {
        do throws(RuleError) {
            try state.apply(action)
        } catch {
            return .failure(error)
        }
        actions.append(action)
        if state.table.isEmpty, let trick = state.lastTrick { tricks.append(trick) }
        return .success(state)
    }

    /// Applies one auction step (a bid, a pass or the call) and keeps it, or refuses it and
    /// changes nothing.
    @discardableResult
    public mutating func append(_ step: AuctionAction) -> Result<GameState, AuctionError> {
        do throws(AuctionError) {
            try state.apply(step)
        } catch {
            return .failure(error)
        }
        auction.append(step)
        return .success(state)
    }

    /// Replays a five-player deal: its auction and call, then its actions; the log, or the first
    /// step refused.
    public static func replaying(_ setup: GameSetup, seed: Seed? = nil, auction: [AuctionAction],
                                 _ actions: [Action]) -> Result<GameLog, RecordError> {
        var log = GameLog(setup: setup, seed: seed)
        for (index, step) in auction.enumerated() {
            if case let .failure(error) = log.append(step) {
                return .failure(.illegalAuction(index: index, step: step, error: error))
            }
        }
        for (index, action) in actions.enumerated() {
            if case let .failure(error) = log.append(action) {
                return .failure(.illegal(ReplayError(index: index, action: action, error: error)))
            }
        }
        return .success(log)
    }

    /// Replays a list of actions from a setup, the way a peer or the history store verifies a
    /// game: the log, or the first illegal action with its index.
    public static func replaying(_ setup: GameSetup, seed: Seed? = nil, _ actions: [Action]) -> Result<GameLog, ReplayError> {
        var log = GameLog(setup: setup, seed: seed)
        for (index, action) in actions.enumerated() {
            if case let .failure(error) = log.append(action) {
                return .failure(ReplayError(index: index, action: action, error: error))
            }
        }
        return .success(log)
    }

    /// The game as data: finished, or abandoned where it stands.
    public var record: GameRecord { GameRecord(log: self) }
}

/// The first action a replay refused, and why.
public struct ReplayError: Error, Hashable, Sendable, CustomStringConvertible {
    public let index: Int
    public let action: Action
    public let error: RuleError

    public var description: String { "action \(index) (\(action)) is illegal: \(error)" }
}
