import BriscolaCore

/// The table's game as the session reports it: a card played (and the trick it completes), a game
/// finished, the table ended.
extension NetTableApp {
    /// A card on the table: the line says who played it; a trick it completes stays in view for
    /// twice the pause.
    mutating func played(seat: Int, card: Card, view: PlayerView) -> [AppEffect] {
        let completed = view.tricksPlayed > (model.view?.tricksPlayed ?? 0)
        let trickInView = model.phase == .trickShown ? model.status : nil
        model.view = view
        let named = text.cardInSentence(card, trump: view.trump)
        model.status = seat == view.seat ? text(.statusYouPlay, ["card": named]) : text(.statusOtherPlays, ["name": model.name(seat, text), "card": named])
        if seat == view.seat { model.secondsLeft = nil }
        if timedOutSeat == seat {
            timedOutSeat = nil
            model.status = seat == view.seat ? text(.netTimedOutYou, ["card": named]) : text(.netTimedOut, ["name": model.name(seat, text), "card": named])
        }
        model.selection = min(model.selection, max(view.hand.count - 1, 0))
        guard completed, let trick = view.lastTrick else {
            // A card led while the last trick is still in view (its pause running) waits for the
            // pause to end: the tick then shows it on the table, with the turn it brings — and its
            // line, so the status does not run ahead of the table.
            if let trickInView {
                statusAfterTrick = model.status
                model.status = trickInView
            } else {
                model.phase = phaseFor(view)
            }
            return []
        }
        model.shownTrick = trick
        model.phase = .trickShown
        let points = ["status": model.status, "points": "\(trick.points)", "name": model.name(trick.winner, text)]
        model.status = text(trick.winner == view.seat ? .statusTrickYou : .statusTrickOther, points)
        return [.wait(milliseconds: pauseMilliseconds * 2)]
    }

    /// A program restarted between games (killed on the result screen) hears the last game's end
    /// again with no game on screen: its view is rebuilt from the record, so the result and its keys
    /// come back rather than "Dealing…" for ever.
    mutating func finish(_ record: GameRecord, game: Int) {
        if model.view == nil, case let .success(log) = record.verify(), (0..<log.state.variant.players).contains(mySeat) {
            model.view = log.state.view(for: mySeat)
            model.gameNumber = game
            retitle()
            model.waitingRoom = nil
        }
        guard let view = model.view else { return }
        let result = GameResult(scores: record.scores)
        model.final = (record.scores, result, record.tricksPerSide)
        model.series.add(result.outcome(for: view.variant.side(of: view.seat)))
        if model.phase == .trickShown { resultPending = true } else { model.phase = .result }
        model.status = ""
    }

    /// The table is over for us: the news, and that Enter leaves (the notice says it, so its
    /// box does not say "q quits" too).
    mutating func end(_ how: SessionEnding, _ news: String) {
        if ending == nil { ending = how }
        model.noticeSaysHowToLeave = true
        model.overlay = nil
        // Told in the waiting room too (the host left, the link went): the notice replaces the room.
        model.waitingRoom = nil
        // A finished game's result stays in view; the news goes under it.
        if model.phase == .result || resultPending {
            model.status = news + " " + text(.netPressEnter)
        } else {
            model.phase = .notice(news + " " + text(.netPressEnter))
        }
    }

    /// Whose turn the table waits for.
    func phaseFor(_ view: PlayerView) -> TableScreenModel.Phase {
        view.isMyTurn ? .yourTurn : .waiting(model.name(view.turn, text))
    }
}
