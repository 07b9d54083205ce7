import BriscolaSession

/// The table over for us: the other side gone, or the session failed.
extension NetTableApp {
    /// The other side went (`shown`: the name the table shows for who left, when known).
    mutating func peerLeft(_ gone: PeerGone, shown: SeatName? = nil) {
        var shown = shown
        // Who left, named as the screen names them ("Anna (1)" beside our own Anna).
        if shown == nil, case let .left(name, _) = gone, let seat = seat(named: name) { shown = sitting(seat) }
        let left = Gone(why: gone, shown: shown)
        // Never seated, and no table said goodbye: whatever answered there was no table (a
        // program that accepted the connection and said nothing).
        let answered = if case .left = gone { true } else { false }
        let afterGame = board.final != nil && (phase == .result || pace.resultPending)
        let news: EndNews = !seated && !answered ? .noTable(left) : afterGame ? .peerLeftAfterGame(seating.opponent)
            : board.waitingRoom != nil ? .tableEnded(left) : .ended(left)
        end(.peerLeft(left.shownWhy(text)), news)
    }

    /// The first other seat taken under `name`, as the player gave it.
    func seat(named name: String) -> Int? {
        let others = taken.filter { info in info.name == name && info.seat != mySeat }
        return others.map(\.seat).min()
    }

    /// The table is over for us: the news, and that Enter leaves (the notice says it, so its
    /// box does not say "q quits" too).
    mutating func end(_ how: SessionEnding, _ news: EndNews) {
        if ending == nil { ending = how }
        board.noticeSaysHowToLeave = true
        board.overlay = nil
        // Told in the waiting room too (the host left, the link went): the notice replaces the room.
        board.waitingRoom = nil
        // A finished game's result stays in view; the news goes under it.
        if phase == .result || pace.resultPending {
            status = [.ended(news), .pressEnter]
        } else {
            phase = .notice([.ended(news), .pressEnter])
        }
    }
}
