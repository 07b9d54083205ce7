import BriscolaCore
import BriscolaWire

extension Session {
    /// A verified deal becomes a game.
    mutating func begin(_ table: TableGame) -> [SessionAction] {
        phase = .playing(table)
        let view = table.state.view(for: config.mySeat)
        return [.gameStarted(game: table.game, view: view)] + (view.isMyTurn ? [.yourTurn(view)] : [])
    }

    /// The local player's card: applied here first, then sent with the resulting state hash.
    mutating func localPlay(_ card: Card) -> [SessionAction] {
        guard case var .playing(table) = phase else { return [.rejectedLocal(.gameOver)] }
        let action = Action(seat: config.mySeat, card: card)
        if case let .failure(error) = table.log.append(action) { return [.rejectedLocal(error)] }
        let play = Play(game: table.game, seq: table.actions.count, seat: action.seat, card: card, hash: table.state.stateHash)
        return [.send(.play(play))] + advance(table, after: action)
    }

    /// The peer's play: in sequence, legal, and leading to the state hash it claims.
    mutating func receivedPlay(_ play: Play) -> [SessionAction] {
        guard case var .playing(table) = phase else { return unexpected("play") }
        let expected = table.actions.count + 1
        guard play.game == table.game, play.seq == expected else {
            return violation(.outOfOrder, "play \(play.seq) of game \(play.game); expected play \(expected) of game \(table.game)", seq: play.seq)
        }
        guard play.seat == config.peerSeat else {
            return violation(.notYourSeat, "play for seat \(play.seat) from the player in seat \(config.peerSeat)", seq: play.seq)
        }
        let action = Action(seat: play.seat, card: play.card)
        if case let .failure(error) = table.log.append(action) {
            return violation(ErrorCode(error), "play \(play.seq): \(error)", seq: play.seq)
        }
        let mine = table.state.stateHash
        guard mine == play.hash.lowercased() else {
            let failure = SessionFailure.desync(seq: play.seq, mine: mine, theirs: play.hash, actions: table.actions)
            phase = .playing(table)
            return closing([.send(.error(ErrorMessage(code: .desync, message: "state hash after play \(play.seq) differs: ours is \(mine)", seq: play.seq))),
                            .failed(failure)])
        }
        return advance(table, after: action)
    }

    /// After any play: report it, then either ask for the next local card or close the game.
    private mutating func advance(_ table: TableGame, after action: Action) -> [SessionAction] {
        let view = table.state.view(for: config.mySeat)
        var out: [SessionAction] = [.played(seat: action.seat, card: action.card, view: view)]
        guard table.state.isFinished else {
            phase = .playing(table)
            if view.isMyTurn { out.append(.yourTurn(view)) }
            return out
        }
        let state = table.state
        let over = GameOver(game: table.game, scores: state.scores, result: state.result.code, hash: state.stateHash)
        phase = .betweenGames(Interlude(lastGame: table.game))
        series.finish(state.result)
        lastFinal = over
        return out + [.send(.gameOver(over)), .gameEnded(game: table.game, record: table.log.record)]
    }

    /// The peer's account of the finished game must match ours: hash, scores and result. A seat
    /// that is leaving says goodbye only once this check is done (Protocol.md §10).
    mutating func receivedGameOver(_ over: GameOver) -> [SessionAction] {
        let last: Int
        switch phase {
        case let .betweenGames(interlude):
            guard !interlude.peerOver else { return violation(.outOfOrder, "a second game_over for game \(interlude.lastGame)") }
            last = interlude.lastGame
        case let .leaving(lastGame, _, _):
            last = lastGame
        default:
            return unexpected("game_over")
        }
        guard over.game == last else { return violation(.outOfOrder, "game_over for game \(over.game), expected \(last)") }
        guard let mine = lastFinal, over.hash.lowercased() == mine.hash, over.scores == mine.scores, over.result == mine.result else {
            let ours = lastFinal.map { "\($0.hash) \($0.scores) \($0.result)" } ?? "none"
            return violation(.desync, "the end of game \(last) differs: ours is \(ours), theirs \(over.hash) \(over.scores) \(over.result)")
        }
        switch phase {
        case let .leaving(_, reason, _):
            return closing([.send(.bye(Bye(reason: reason)))])
        case var .betweenGames(interlude):
            interlude.peerOver = true
            phase = .betweenGames(interlude)
            return []
        default:
            return []
        }
    }
}
