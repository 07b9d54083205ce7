extension GameState {
    /// Performs one auction step in place (§4.1), or throws and leaves the state exactly as it was.
    /// Seats speak in play order, skipping those who passed; when one seat is left with a bid it
    /// must call, and when every seat has passed without a bid the deal is thrown in.
    public mutating func apply(_ action: AuctionAction) throws(AuctionError) {
        guard variant.hasAuction else { throw .noAuction }
        guard (0..<variant.players).contains(action.seat) else { throw .unknownSeat(action.seat) }
        switch auction.stage {
        case .play, .thrownIn: throw .auctionOver
        case .bidding: try bid(action)
        case .calling: try call(action)
        }
        auction.steps += 1
    }

    /// A copy with the step applied, or the reason it is illegal (the value-returning form).
    public func applying(_ action: AuctionAction) -> Result<GameState, AuctionError> {
        var next = self
        do throws(AuctionError) {
            try next.apply(action)
            return .success(next)
        } catch {
            return .failure(error)
        }
    }

    private mutating func bid(_ action: AuctionAction) throws(AuctionError) {
        guard action.seat == turn else { throw .notYourTurn(expected: turn, got: action.seat) }
        switch action.step {
        case .call: throw .notWonYet
        case .pass: auction.said[action.seat] = .passed
        case let .bid(bid):
            guard bid.canFollow(auction.standing) else { throw .bidTooLow(bid, standing: auction.standing) }
            auction.standing = bid
            auction.bidder = action.seat
            auction.said[action.seat] = .bid(bid)
        }
        var inAuction = 0
        for seat in 0..<variant.players where auction.said[seat] != .passed { inAuction += 1 }
        if inAuction == 0 {
            auction.stage = .thrownIn
        } else if inAuction == 1, let bidder = auction.bidder {
            auction.stage = .calling
            turn = bidder
        } else {
            repeat { turn = variant.seat(after: turn) } while auction.said[turn] == .passed
        }
    }

    private mutating func call(_ action: AuctionAction) throws(AuctionError) {
        guard action.seat == turn else { throw .notYourTurn(expected: turn, got: action.seat) }
        guard case let .call(suit) = action.step, let standing = auction.standing else { throw .callExpected }
        let card = Card(standing.rank, suit)
        auction.called = card
        auction.partner = (0..<variant.players).first { hands[$0].position(of: card) != nil }
        auction.stage = .play
        trumpCard = card
        turn = leader
    }
}
