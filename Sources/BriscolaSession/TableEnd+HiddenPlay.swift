import BriscolaCore
import BriscolaHidden
import BriscolaWire

extension TableEnd {
    /// The hidden game in play, if any, to read or change in place.
    var hiddenTable: TableGame? {
        guard case let .playing(table) = phase, table.hidden != nil else { return nil }
        return table
    }

    /// Whether a seat's hand and the trump are open to this end, so its view can be shown.
    private func viewReady(_ hidden: HiddenGame, seat: Int) -> Bool {
        hidden.handKnown(seat) && hidden.known[3 * roster.players] != nil
    }

    /// Our keys for every round of openings we owe (the deal, then each draw), sent (§16.3).
    mutating func publishOpenings() -> [SessionAction] {
        guard var table = hiddenTable, var hidden = table.hidden else { return [] }
        var messages: [Message] = []
        for seat in mySeats {
            for opening in hidden.openings(by: seat) {
                messages.append(signed(.open(Openings(game: table.game, seat: seat, round: opening.round, positions: opening.positions,
                                                      keys: opening.keys.map { Hex.encode($0.bytes) })), by: seat))
            }
        }
        do throws(HiddenError) {
            try hidden.learn()
        } catch {
            // Only a seat's bad pass can make our own keys open a position wrongly; we cannot tell whose.
            table.hidden = hidden
            phase = .playing(table)
            let sent = messages.flatMap { emit($0) }
            return sent + ownKeysFailed(error)
        }
        table.hidden = hidden
        phase = .playing(table)
        return messages.flatMap { emit($0) }
    }

    /// Once our hand is open: the game shown (the first time), the plays held back reported, and
    /// a seat we play asked for its card.
    mutating func showHidden() -> [SessionAction] {
        guard var table = hiddenTable, let hidden = table.hidden else { return [] }
        var out: [SessionAction] = []
        if viewReady(hidden, seat: mySeat) {
            let view = table.state.view(for: mySeat)
            if !table.shown {
                table.shown = true
                out.append(.gameStarted(game: table.game, view: view, code: roster.tableCode(session: sessionID)))
            }
            out += table.held.map { .played(seat: $0.seat, card: $0.card, view: view) }
            table.held = []
        }
        let seat = table.state.turn
        if !table.state.isFinished, keys[seat] != nil, table.asked != table.actions.count, viewReady(hidden, seat: seat),
           seat != mySeat || table.shown {
            table.asked = table.actions.count
            let view = table.state.view(for: seat)
            out.append(seat == mySeat ? .yourTurn(view) : .botTurn(seat: seat, view: view))
        }
        phase = .playing(table)
        return out
    }

    /// A card of a seat we play, in a hidden game: its position and key go with it (§16.4).
    mutating func playHidden(_ card: Card, seat: Int, timedOut: Bool) -> [SessionAction] {
        guard var table = hiddenTable, var hidden = table.hidden else { return [] }
        if case let .failure(error) = table.state.applying(Action(seat: seat, card: card)) { return seat == mySeat ? [.rejectedLocal(error)] : [] }
        guard let own = hidden.ownPlay(of: card, seat: seat) else {
            return seat == mySeat ? [.rejectedLocal(.cardNotInHand(seat: seat, card: card))] : []
        }
        let seq = table.actions.count + 1
        do throws(HiddenPlayRefusal) {
            try hidden.play(seq: seq, seat: seat, position: own.position, card: card, key: own.key)
        } catch {
            if case let .rule(rule) = error, seat == mySeat { return [.rejectedLocal(rule)] }
            return []
        }
        table.hidden = hidden
        if timedOut { table.timedOut.append(seq) }
        let play = Play(game: table.game, seq: seq, seat: seat, card: card, hash: hidden.history.hex,
                        timedOut: timedOut ? true : nil, position: own.position, key: Hex.encode(own.key.bytes))
        return emit(signed(.play(play), by: seat)) + (timedOut ? [.timedOut(seat: seat)] : [])
            + advanceHidden(table, after: Action(seat: seat, card: card))
    }

    /// Another seat's play in a hidden game: the rules, then the checks of §16.4, then the hash.
    mutating func receivedHiddenPlay(_ play: Play, _ message: Message, _ table: TableGame, from link: LinkID) -> [SessionAction] {
        guard var hidden = table.hidden else { return [] }
        guard let position = play.position, let keyHex = play.key, (0..<hidden.known.count).contains(position) else {
            return violation(.badMessage, "a hidden-hands play carries a deck position and its key", seq: play.seq, seat: play.seat, link: link)
        }
        guard let key = Scalar(hex: keyHex) else {
            return violation(.badKey, "play \(play.seq): the key is not a reduced non-zero scalar", seq: play.seq, seat: play.seat, link: link)
        }
        if play.timedOut == true, turnTime == nil {
            return violation(.badMessage, "play \(play.seq) is marked timed_out at a table without a turn timer", seq: play.seq, seat: play.seat, link: link)
        }
        // The key against its commitment (§17.8.2) before it opens anything: after the rules that need no hand, for a position in the hand.
        if case let .failure(rule) = table.state.applying(Action(seat: play.seat, card: play.card)), rule != .cardNotInHand(seat: play.seat, card: play.card) {
            return violation(ErrorCode(rule), "play \(play.seq): \(rule)", seq: play.seq, link: link)
        }
        if hidden.positionsInHand(play.seat).contains(position), let refused = Self.uncommitted(key, position: position, seat: play.seat, in: table) {
            return violation(.keyNotCommitted, "play \(play.seq): \(refused)", seq: play.seq, seat: play.seat, link: link)
        }
        do throws(HiddenPlayRefusal) {
            try hidden.play(seq: play.seq, seat: play.seat, position: position, card: play.card, key: key)
        } catch {
            switch error {
            case let .rule(rule): return violation(ErrorCode(rule), "play \(play.seq): \(rule)", seq: play.seq, link: link)
            case let .hidden(cheat):
                return violation(Self.code(of: cheat), "play \(play.seq): \(cheat)", seq: play.seq, seat: Self.fault(of: cheat, author: play.seat), link: link)
            }
        }
        guard hidden.history.hex == play.hash.lowercased() else {
            let failure = SessionFailure.desync(seq: play.seq, mine: hidden.history.hex, theirs: play.hash, actions: hidden.log.actions)
            let said = "state hash after play \(play.seq) differs: ours is \(hidden.history.hex)"
            let error = SessionAction.send(.error(ErrorMessage(code: .desync, message: said, seq: play.seq, seat: play.seat)), to: link)
            return desynced(error, failure, said: said, link: link)
        }
        var updated = table
        updated.hidden = hidden
        if play.timedOut == true { updated.timedOut.append(play.seq) }
        return relay(message, from: link) + (play.timedOut == true ? [.timedOut(seat: play.seat)] : [])
            + advanceHidden(updated, after: Action(seat: play.seat, card: play.card))
    }

    /// After a hidden play: our keys for any cards just drawn, the play reported once our hand is
    /// open, and at the end of the game our secrets for the audit.
    private mutating func advanceHidden(_ table: TableGame, after action: Action) -> [SessionAction] {
        var table = table
        table.held.append(action)
        phase = .playing(table)
        let out = publishOpenings() + showHidden()
        guard table.state.isFinished, var hidden = table.hidden else { return out }
        var audits: [SessionAction] = []
        for seat in mySeats {
            guard let secrets = hidden.auditSecrets(of: seat) else { continue }
            try? hidden.receiveAudit(seat: seat, shuffleKey: secrets.shuffleKey, keys: secrets.keys)
            audits += emit(signed(.audit(Audit(game: table.game, seat: seat, shuffleKey: Hex.encode(secrets.shuffleKey.bytes),
                                                keys: secrets.keys.map { Hex.encode($0.bytes) })), by: seat))
        }
        guard case var .playing(current) = phase else { return out + audits }
        current.hidden = hidden
        phase = .playing(current)
        return out + audits + finishIfAudited(from: nil)
    }

    /// Every seat's secrets are in: the audit, then the game ends on its true deck.
    mutating func finishIfAudited(from link: LinkID?) -> [SessionAction] {
        guard let table = hiddenTable, let hidden = table.hidden, hidden.auditsComplete else { return [] }
        do throws(HiddenError) {
            let log = try hidden.audited()
            if let seq = table.timedOut.first(where: { !Self.isRuleCard(play: $0, in: log) }), let author = log.actions.dropFirst(seq - 1).first?.seat {
                throw HiddenError.badAudit(seat: author, detail: "play \(seq) was marked timed_out but is not the card the turn timer plays")
            }
            return finish(table.game, log: log, hash: hidden.history.hex)
        } catch {
            guard let blamed = auditBlame(error, from: link) else { return closing([.failed(.violation(code: .badAudit, message: error.description))]) }
            let seat: Int? = if case let .badAudit(author, _) = error { author } else { nil }
            return violation(.badAudit, error.description, seq: nil, seat: seat, link: blamed)
        }
    }

    /// Whether play `seq` of a game is the card the turn timer would have played for its seat (§10).
    static func isRuleCard(play seq: Int, in log: GameLog) -> Bool {
        guard seq >= 1, seq <= log.actions.count,
              case let .success(before) = GameLog.replaying(log.setup, Array(log.actions.prefix(seq - 1))) else { return false }
        let action = log.actions[seq - 1]
        let view = before.state.view(for: action.seat)
        return TimeLimit.card(in: Array(view.hand), trump: view.trump) == action.card
    }
}
