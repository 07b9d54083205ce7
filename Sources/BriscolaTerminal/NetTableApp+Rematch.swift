/// Between games: who wants another, whom the next one waits for, and a game cut off.
extension NetTableApp {
    mutating func wantsRematch(_ seat: Int) {
        if !rematch.yes.contains(seat) { rematch.yes.append(seat) }
        // Once we said yes, who is still to answer is news at a table of three or four (at two
        // the game is dealt); before, who wants another game.
        guard phase == .result || pace.resultPending, !(rematch.agreed && board.names.count == 2) else { return }
        // While a seat that fell free waits, who left stays said after the wish (the keys are the
        // box's own line then: y, n, and b for the host).
        if !rematch.agreed, let news = departures.news, taken.count < board.names.count, let wish = rematchWish() {
            status = [departures.abandoned, wish, news].compactMap { $0 }
        } else {
            status = [rematch.agreed ? waitingAfterOurYes() : rematchAsked(by: seat)]
        }
    }

    /// Game `game` was cut off. At a table of three or four the others stay: back to the waiting
    /// room, still keen to play (at two, the other player's leaving ends the table for us).
    mutating func abandoned(game: Int) -> [AppEffect] {
        guard board.names.count > 2, !ended else { return [] }
        departures.abandonedGame = game
        // Who left, and that their seat waits, stays said after it.
        status = [.gameAbandoned(game)] + (status.contains(where: \.isSeatLeft) ? status : [])
        board.view = nil // the heading is the table's own again: who plays next is not known yet
        board.final = nil
        pace.resultPending = false
        rematch.agreed = true
        return [.session(.rematch)]
    }

    /// After our yes to another game: whom the next game waits for — the other player, a free
    /// seat's filling, or (three or four) the players still to answer, by name.
    func waitingAfterOurYes() -> NetNews {
        let players = board.names.count
        if players == 2 { return .waitingForOpponent(seating.opponent) }
        // A seat fell free after the game: the next one waits for a player (or b's computer players) first.
        if taken.count < players { return waiting(taken, players: players) }
        // The host's seat asks too, even one a program plays (its entry says bot).
        let pending = taken.filter { $0.seat != mySeat && !$0.isHostsComputer && !rematch.yes.contains($0.seat) }.sorted { $0.seat < $1.seat }
        let names = pending.compactMap { sitting($0.seat) }
        return names.isEmpty ? .dealing : .waitingForAnswers(names)
    }

    /// Before our answer: who wants another game ("Anna and Carla want another game: y / …").
    func rematchAsked(by seat: Int) -> NetNews {
        // Only who sits at the table now (not a name the result still shows for a seat that fell free).
        let yes = rematch.yes.filter { seat in taken.contains { $0.seat == seat } }.compactMap { sitting($0) }
        return .rematchAsked(yes.count > 1 ? yes : [sitting(seat) ?? seating.opponent])
    }

    /// A wish for another game said beside other news, without the keys ("Walt wants another
    /// game."), from everyone still seated who asked and answers for themselves — a person, or the
    /// host's seat even when a program plays it, never a computer player the host seated (`leaving`:
    /// a seat going now, not counted); nil when nobody did.
    func rematchWish(leaving: Int? = nil) -> NetNews? {
        let yes = rematch.yes.filter { seat in
            seat != leaving && seat != mySeat && taken.contains { $0.seat == seat && !$0.isHostsComputer }
        }.compactMap { sitting($0) }
        return yes.isEmpty ? nil : .rematchWish(yes)
    }

    /// On the result screen, what was said of the next game stays said before news of a seat going
    /// away or coming back (it was replaced by it): who asked, or after our yes whom it waits for.
    func standingWishes() -> NetNews? {
        guard phase == .result || pace.resultPending, !ended else { return nil }
        return rematch.agreed ? waitingAfterOurYes() : rematchWish()
    }

    /// News on the result screen ("Carla is back.", "Gus left…") keeps the question under it until
    /// it is answered — whether the news came with the result in view or while the last trick was.
    mutating func askAgainUnderNews() {
        guard phase == .result, !rematch.agreed, !ended, !board.offersBots, let last = status.last, !last.asksAgain else { return }
        status.append(.askAgain)
    }
}
