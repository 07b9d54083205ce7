import BriscolaCore

/// The ceiling for measurement only (never offered to players, nor on the network): a two-player
/// seat that sees the whole deal — both hands and the stock order — and plays by perfect-information
/// alpha-beta. Once `exactTricks` or fewer tricks remain it searches to the end of the game
/// (exact); before that it looks `lookaheadTricks` tricks ahead counting the points taken in them.
public struct Oracle: Sendable {
    /// Tricks left at which the search becomes exact to the end (measured: see `bench ai`).
    public static let defaultExactTricks = 12
    /// How far the search looks before that, in tricks.
    public static let defaultLookaheadTricks = 5

    /// Tricks left at which this oracle's search becomes exact.
    public let exactTricks: Int
    /// Its look-ahead in tricks before that.
    public let lookaheadTricks: Int

    /// An oracle with its search depths (the defaults are what the figures of docs/opponents.md were measured with).
    public init(exactTricks: Int = Oracle.defaultExactTricks, lookaheadTricks: Int = Oracle.defaultLookaheadTricks) {
        self.exactTricks = max(1, exactTricks)
        self.lookaheadTricks = max(1, lookaheadTricks)
    }

    /// A search table sized for one game's decisions; a caller keeps one per oracle seat.
    public struct Memory: Sendable {
        var solver = PerfectSolver(log2Size: 20)
        /// Positions searched by the last decision.
        public var lastNodes: Int { solver.nodes }
        /// An empty table (about 24 MB), to be reused for every decision of a seat.
        public init() {}
    }

    /// The card the seat to move should play in a two-player game (any card of its hand otherwise).
    public func choose(_ state: GameState, memory: inout Memory) -> Card {
        let hand = state.hands[state.turn]
        guard state.variant == .two, hand.count > 1 else { return hand[0] }
        let game = BitGame(state)
        let horizon = game.tricksRemaining <= exactTricks ? 0 : game.tricksRemaining - lookaheadTricks
        memory.solver.newSearch(horizon: horizon)
        let values = memory.solver.values(game)
        let me = state.turn
        var best = values[0]
        for candidate in values.dropFirst() {
            let better = me == 0 ? candidate.value > best.value : candidate.value < best.value
            if better { best = candidate }
        }
        return Card(index: Int(best.card)) ?? hand[0]
    }
}
