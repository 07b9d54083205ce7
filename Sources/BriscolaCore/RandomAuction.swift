/// A random auction for five players: the easy opponent's bidding and the engine benchmark's.
/// Each seat in turn passes or raises by one step, at even odds; the winner calls a random suit.
public enum RandomAuction {
    /// The step the seat to speak takes, drawn from the generator (nil once the auction is over).
    public static func step<G: RandomNumberGenerator>(_ state: GameState, using generator: inout G) -> AuctionAction? {
        let seat = state.turn
        switch state.auction.stage {
        case .play, .thrownIn:
            return nil
        case .calling:
            return AuctionAction(seat: seat, step: .call(Suit.allCases[generator.bounded(4)]))
        case .bidding:
            let raise = nextBid(above: state.auction.standing)
            guard let raise, generator.bounded(2) == 0 else { return AuctionAction(seat: seat, step: .pass) }
            return AuctionAction(seat: seat, step: .bid(raise))
        }
    }

    /// The lowest bid that may follow `standing`: the Asso to open, the next rank down, then one
    /// point more; nil above 120.
    public static func nextBid(above standing: Bid?) -> Bid? {
        guard let standing else { return .rank(.asso) }
        let height = standing.height + 1
        if height < Bid.rankOrder.count { return .rank(Bid.rankOrder[height]) }
        return Bid(code: height + 51)
    }

    /// Runs the auction and the call to their end with random steps.
    public static func finish<G: RandomNumberGenerator>(_ state: inout GameState, using generator: inout G) {
        while let action = step(state, using: &generator) {
            do throws(AuctionError) {
                try state.apply(action)
            } catch {
                preconditionFailure("a random step is chosen among the legal ones: \(error)")
            }
        }
    }
}
