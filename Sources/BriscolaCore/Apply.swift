extension GameState {
    /// Performs one play in place, or throws and leaves the state exactly as it was. When the play
    /// completes a trick, the trick is scored, the winner and then the others in seat order draw,
    /// and the winner leads the next trick.
    public mutating func apply(_ action: Action) throws(RuleError) {
        guard !isFinished else { throw .gameOver }
        guard (0..<variant.players).contains(action.seat) else { throw .unknownSeat(action.seat) }
        guard action.seat == turn else { throw .notYourTurn(expected: turn, got: action.seat) }
        guard let position = hands[turn].position(of: action.card) else {
            throw .cardNotInHand(seat: action.seat, card: action.card)
        }
        hands[turn].remove(at: position)
        table.append(action.card)
        played.insert(action.card)
        if table.count < variant.players {
            turn = turn + 1 == variant.players ? 0 : turn + 1
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

    mutating func completeTrick() {
        let players = variant.players
        let winner = (leader + TrickRule.winningPosition(table, trump: trump)) % players
        let cards = table.set
        captured[winner] = captured[winner].union(cards)
        lastTrick = CompletedTrick(leader: leader, cards: table, winner: winner, points: cards.points)
        table = CardRow()
        tricksPlayed += 1
        if stockCount > 0 {
            for k in 0..<players { hands[(winner + k) % players].append(draw()) }
        }
        leader = winner
        turn = winner
    }

    mutating func draw() -> Card {
        if stockNext < deck.count {
            stockNext += 1
            return deck[stockNext - 1]
        }
        trumpDrawn = true
        return trumpCard
    }
}
