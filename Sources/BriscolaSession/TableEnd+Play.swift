import BriscolaCore
import BriscolaWire

extension TableEnd {
    /// A verified deal becomes a game.
    mutating func begin(_ table: TableGame) -> [SessionAction] {
        phase = .playing(table)
        let view = table.state.view(for: mySeat)
        return [.gameStarted(game: table.game, view: view, code: roster.tableCode(session: sessionID))] + turn(table.state)
    }

    /// Whose card is awaited, if it is one we play: ours, or (host) a computer player's.
    func turn(_ state: GameState) -> [SessionAction] {
        guard !state.isFinished else { return [] }
        if state.turn == mySeat { return [.yourTurn(state.view(for: mySeat))] }
        if keys[state.turn] != nil { return [.botTurn(seat: state.turn, view: state.view(for: state.turn))] }
        return []
    }

    /// A card of a seat we play: applied here first, then sent, signed, with the resulting state hash.
    mutating func play(_ card: Card, seat: Int, timedOut: Bool = false) -> [SessionAction] {
        guard case var .playing(table) = phase else { return seat == mySeat ? [.rejectedLocal(.gameOver)] : [] }
        if table.hidden != nil { return playHidden(card, seat: seat, timedOut: timedOut) }
        let action = Action(seat: seat, card: card)
        if case let .failure(error) = table.openLog.append(action) { return seat == mySeat ? [.rejectedLocal(error)] : [] }
        let play = Play(game: table.game, seq: table.actions.count, seat: seat, card: card, hash: table.state.stateHash,
                        timedOut: timedOut ? true : nil)
        return emit(signed(.play(play), by: seat)) + (timedOut ? [.timedOut(seat: seat)] : []) + advance(table, after: action)
    }

    /// Our time ran out: the rule's card (`TimeLimit`) is played for us, marked so for the others.
    mutating func timeUp() -> [SessionAction] {
        guard turnTime != nil, case let .playing(table) = phase, table.state.turn == mySeat,
              let card = TimeLimit.card(in: Array(table.state.view(for: mySeat).hand), trump: table.state.view(for: mySeat).trump) else { return [] }
        return play(card, seat: mySeat, timedOut: true)
    }

    /// Another seat's play: in sequence, legal, and leading to the state hash it claims.
    mutating func receivedPlay(_ play: Play, _ message: Message, from link: LinkID) -> [SessionAction] {
        guard case var .playing(table) = phase else { return unexpected("play", link: link) }
        let expected = table.actions.count + 1
        guard play.game == table.game, play.seq == expected else {
            return violation(.outOfOrder, "play \(play.seq) of game \(play.game); expected play \(expected) of game \(table.game)", seq: play.seq, link: link)
        }
        if table.hidden != nil { return receivedHiddenPlay(play, message, table, from: link) }
        let action = Action(seat: play.seat, card: play.card)
        let ruleCard = TimeLimit.card(in: Array(table.state.view(for: play.seat).hand), trump: table.state.view(for: play.seat).trump)
        if case let .failure(error) = table.openLog.append(action) {
            return violation(ErrorCode(error), "play \(play.seq): \(error)", seq: play.seq, link: link)
        }
        if play.timedOut == true {
            guard turnTime != nil, play.card == ruleCard else {
                return violation(.badMessage, "play \(play.seq) is marked timed_out but is not the card the turn timer plays", seq: play.seq, link: link)
            }
        }
        let mine = table.state.stateHash
        guard mine == play.hash.lowercased() else {
            // The report names the disputed play; the game's record (abandoned) keeps only what was agreed.
            let failure = SessionFailure.desync(seq: play.seq, mine: mine, theirs: play.hash, actions: table.actions)
            let said = "state hash after play \(play.seq) differs: ours is \(mine)"
            let error = SessionAction.send(.error(ErrorMessage(code: .desync, message: said, seq: play.seq)), to: link)
            return desynced(error, failure, said: said, link: link)
        }
        return relay(message, from: link) + (play.timedOut == true ? [.timedOut(seat: play.seat)] : []) + advance(table, after: action)
    }

    /// After any play: report it, then either ask for the next card or close the game.
    private mutating func advance(_ table: TableGame, after action: Action) -> [SessionAction] {
        let view = table.state.view(for: mySeat)
        let out: [SessionAction] = [.played(seat: action.seat, card: action.card, view: view)]
        guard table.state.isFinished else {
            phase = .playing(table)
            return out + turn(table.state)
        }
        return out + finish(table.game, log: table.log, hash: table.state.stateHash)
    }

    /// A game is over (and, hidden, audited): our account of it for each seat we play, then the
    /// interlude before the next. `hash` is the state hash the seats compare (§5, or §16.5).
    mutating func finish(_ game: Int, log: GameLog, hash: String) -> [SessionAction] {
        let state = log.state
        var interlude = Interlude(lastGame: game, players: roster.players, oversOwed: true)
        let final = GameOver(game: game, seat: mySeat, scores: state.scores, result: state.result, hash: hash)
        lastFinal = final
        series.finish(state.result)
        var overs: [SessionAction] = []
        for seat in mySeats {
            interlude.overs[seat] = true
            var over = final
            over.seat = seat
            overs += emit(signed(.gameOver(over), by: seat))
        }
        phase = .between(interlude)
        lastEnded = EndedGame(game: game, record: log.record)
        return overs + [.gameEnded(game: game, record: log.record)]
    }

    /// Another seat's account of the finished game must match ours: hash, scores and result. A
    /// seat that is leaving says goodbye only once every account is in (Protocol.md §10).
    mutating func receivedGameOver(_ over: GameOver, _ message: Message, from link: LinkID) -> [SessionAction] {
        if isBeforeOurFirstGame { return [] } // a game before our time
        let interlude: Interlude
        switch phase {
        case let .between(current): interlude = current
        case let .leaving(current, _): interlude = current
        default: return unexpected("game_over", link: link)
        }
        guard over.game == interlude.lastGame, !interlude.overs[over.seat] else {
            return violation(.outOfOrder, "game_over for game \(over.game) from \(SeatNumbering.spoken(over.seat)), expected one for game \(interlude.lastGame)", link: link)
        }
        guard let mine = lastFinal, mine.game == over.game, over.hash.lowercased() == mine.hash,
              over.scores == mine.scores, over.result == mine.result else {
            let ours = lastFinal.map { "\($0.hash) \($0.scores) \($0.result)" } ?? "none"
            return violation(.desync, "the end of game \(over.game) differs: ours is \(ours), \(SeatNumbering.spoken(over.seat))'s \(over.hash) \(over.scores) \(over.result)", link: link)
        }
        var updated = interlude
        updated.overs[over.seat] = true
        let relayed = relay(message, from: link)
        if case let .leaving(_, reason) = phase {
            phase = .leaving(updated, reason: reason)
            return relayed + leaveIfDone()
        }
        phase = .between(updated)
        return relayed
    }
}
