import BriscolaCore

/// A computer player at a table of five: how it bids, calls and plays at each level. Easy bids,
/// calls and plays at random; normal (the emulator) bids and calls from its hand's strength and
/// plays by rules of thumb; hard and expert bid as normal and search the play, inferring the
/// partner — expert from the tricks too.
public struct ChiamataPlayer: Sendable {
    public let level: Level
    private let search: ChiamataSearch?

    /// Worlds per decision at hard; expert samples twice as many. Chosen to keep a decision's
    /// 95th percentile under 100 ms on the 2-core reference machine (see the report of issue 40).
    public static let hardWorlds = 60

    /// The player of a level; `worlds` overrides the search's worlds per decision.
    public init(_ level: Level, worlds: Int? = nil) {
        self.level = level
        switch level {
        case .easy, .normal: search = nil
        case .hard: search = ChiamataSearch(worlds: worlds ?? Self.hardWorlds, readsPlay: false)
        case .expert: search = ChiamataSearch(worlds: worlds ?? 2 * Self.hardWorlds, readsPlay: true)
        }
    }

    /// The auction step for the seat to speak (a bid, a pass, or the winner's call).
    public func speak<G: RandomNumberGenerator>(_ view: PlayerView, using generator: inout G) -> AuctionStep {
        if level == .easy {
            if view.auction.stage == .calling { return .call(Suit.allCases[generator.bounded(4)]) }
            guard let raise = RandomAuction.nextBid(above: view.auction.standing), generator.bounded(2) == 0 else { return .pass }
            return .bid(raise)
        }
        return view.auction.stage == .calling ? .call(ChiamataBidding.call(view)) : ChiamataBidding.bid(view)
    }

    /// The card to play.
    public func choose<G: RandomNumberGenerator>(_ view: PlayerView, using generator: inout G) -> Card {
        switch level {
        case .easy: view.hand[generator.bounded(view.hand.count)]
        case .normal: ChiamataRules.choose(view)
        case .hard, .expert: search?.choose(view, using: &generator) ?? ChiamataRules.choose(view)
        }
    }
}

/// Plays five-player deals: the auction, the call and the cards, each seat by its player.
public enum ChiamataMatch {
    /// Plays a deal to its end (or its throwing in); the log holds the auction and every action.
    /// A player's illegal step is replaced by a pass (or calling Coppe), an illegal card by its
    /// first card: a faulty player costs its game's quality, never the program.
    public static func play<G: RandomNumberGenerator>(
        _ setup: GameSetup, seed: Seed? = nil, seats: [ChiamataPlayer], using generator: inout G
    ) -> GameLog {
        precondition(setup.variant.hasAuction && seats.count == setup.variant.players, "a player for each of five seats")
        var log = GameLog(setup: setup, seed: seed)
        while !log.state.isFinished {
            let state = log.state, seat = state.turn, view = state.view(for: seat)
            if state.auction.stage == .play {
                let card = seats[seat].choose(view, using: &generator)
                let action = Action(seat: seat, card: view.hand.contains(card) ? card : view.hand[0])
                if case .failure = log.append(action) { preconditionFailure("a card from the hand of the seat to move is legal") }
            } else {
                let step = seats[seat].speak(view, using: &generator)
                if case .failure = log.append(AuctionAction(seat: seat, step: step)) {
                    let fallback: AuctionStep = state.auction.stage == .calling ? .call(.coppe) : .pass
                    if case .failure = log.append(AuctionAction(seat: seat, step: fallback)) {
                        preconditionFailure("a pass, or the winner's call, is always legal")
                    }
                }
            }
        }
        return log
    }
}
