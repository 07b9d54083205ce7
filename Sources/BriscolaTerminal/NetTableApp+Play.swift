import BriscolaCore

/// The table's game as the session reports it: a deal, a card played (and the trick it
/// completes), a game finished and kept for the history.
extension NetTableApp {
    /// A game dealt to us (one taken up from a journal too): a table that seated us.
    mutating func started(game: Int, view: PlayerView, code: String) {
        seating.seated = true
        departures = Departures()
        board.waitingRoom = nil
        let players = view.variant.players
        if !taken.isEmpty {
            board.names = Self.names(taken, players: players, mySeat: mySeat)
            board.computers = seating.programSeats.filter { $0 != mySeat }
        }
        seating.playedBy = Self.names(taken, players: players, mySeat: nil)
        board.gameNumber = game
        board.view = view
        board.final = nil
        board.shownTrick = nil
        pace.statusAfterTrick = nil
        pace.resultPending = false
        rematch = Rematch()
        status = [.lead(game: game, trump: view.trump, leader: view.isMyTurn ? nil : named(view.turn))]
        // With a relaying host, the table code lets the people at the table see they all sit at one table (§12).
        board.tableCode = board.names.count > 2 ? code : nil
        phase = phaseFor(view)
    }

    /// A card on the table: the line says who played it; a trick it completes stays in view for
    /// twice the pause.
    mutating func played(seat: Int, card: Card, view: PlayerView) -> [AppEffect] {
        let completed = view.tricksPlayed > (board.view?.tricksPlayed ?? 0)
        let trickInView = phase == .trickShown ? status : nil
        board.view = view
        var news = CardNews(player: seat == view.seat ? nil : named(seat), card: card, trump: view.trump)
        if seat == view.seat { board.secondsLeft = nil }
        if pace.timedOutSeat == seat {
            pace.timedOutSeat = nil
            news.timedOut = true
        }
        status = [.card(news)]
        board.selection = min(board.selection, max(view.hand.count - 1, 0))
        guard completed, let trick = view.lastTrick else {
            // A card led while the last trick is still in view (its pause running) waits for the
            // pause to end: the tick then shows it on the table, with the turn it brings — and its
            // line, so the status does not run ahead of the table.
            if let trickInView {
                pace.statusAfterTrick = status
                status = trickInView
            } else {
                phase = phaseFor(view)
            }
            return []
        }
        board.shownTrick = trick
        phase = .trickShown
        status = [.trick(news, points: trick.points, taker: trick.winner == view.seat ? nil : named(trick.winner))]
        return [.wait(milliseconds: pace.pauseMilliseconds * 2)]
    }

    /// A program restarted between games (killed on the result screen) hears the last game's end
    /// again with no game on screen: its view is rebuilt from the record, so the result and its keys
    /// come back rather than "Dealing…" for ever.
    mutating func finish(_ record: GameRecord, game: Int) -> [AppEffect] {
        if board.view == nil, case let .success(log) = record.verify(), (0..<log.state.variant.players).contains(mySeat) {
            board.view = log.state.view(for: mySeat)
            board.gameNumber = game
            board.waitingRoom = nil
        }
        guard let view = board.view else { return [] }
        let result = GameResult(scores: record.scores)
        board.final = (record.scores, result, record.tricksPerSide)
        board.series.add(result.outcome(for: view.variant.side(of: view.seat)))
        status = []
        if phase == .trickShown {
            pace.resultPending = true
            return []
        }
        phase = .result
        return resultComesUp()
    }

    /// A game for the history, with who played it and which seats were computer players.
    /// The names are as the players gave them: the seat tags that tell two of one name apart on
    /// the screen ("Bruno (3)") would make one person two in the history's statistics.
    mutating func keep(_ record: GameRecord) {
        games.append(FinishedGame(record: record, names: seating.playedBy.count == board.names.count ? seating.playedBy : board.names,
                                  computers: taken.filter(\.isHostsComputer).map(\.seat), programs: taken.filter(\.isOtherProgram).map(\.seat)))
    }

    /// Whose turn the table waits for.
    func phaseFor(_ view: PlayerView) -> NetPhase {
        view.isMyTurn ? .yourTurn : .waiting(named(view.turn))
    }
}
