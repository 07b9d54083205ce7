extension GameState {
    /// Performs one play in place, or throws and leaves the state exactly as it was. When the play
    /// completes a trick, the trick is scored, the winner and then the others in seat order draw,
    /// and the winner leads the next trick.
    public mutating func apply(_ action: Action) throws(RuleError) {
        guard !isFinished else { throw .gameOver }
        guard (0..<variant.players).contains(action.seat) else { throw .unknownSeat(action.seat) }
        guard auction.stage == .play else { throw .auctionUnderWay }
        guard action.seat == turn else { throw .notYourTurn(expected: turn, got: action.seat) }
        guard let position = hands[turn].position(of: action.card) else {
            throw .cardNotInHand(seat: action.seat, card: action.card)
        }
        hands[turn].remove(at: position)
        table.append(action.card)
        played.insert(action.card)
        history.append(action.card)
        if table.count < variant.players {
            turn = variant.seat(after: turn)
        } else {
            completeTrick()
        }
    }

    /// A copy with the play applied, or the reason it is illegal (the value-returning form).
    public func applying(_ action: Action) -> Result<GameState, RuleError> {
        var next = self
        do throws(RuleError) {
            try next.apply(action)
            return .success(next)
        } catch {
            return .failure(error)
        }
    }

    @inline(__always) mutating func completeTrick() {
        let players = variant.players
        var winner = leader + TrickRule.winningPosition(table, trump: trump)
        if winner >= players { winner -= players }
        captured[winner] = captured[winner].union(table.set)
        lastTrick = CompletedTrick(leader: leader, cards: table, winner: winner, points: table.points)
        table = CardRow()
        tricksPlayed += 1
        if stockCount > 0 {
            var seat = winner
            for _ in 0..<players {
                hands[seat].append(draw())
                seat = variant.seat(after: seat)
            }
        }
        leader = winner
        turn = winner
    }

    @inline(__always) mutating func draw() -> Card {
        if stockNext < deck.count {
            stockNext += 1
            return deck[stockNext - 1]
        }
        trumpDrawn = true
        return trumpCard
    }
}
