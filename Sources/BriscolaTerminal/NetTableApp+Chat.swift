extension NetTableApp {
    /// A line from another player: into the chat strip (and the status line while the cards-out
    /// panel covers the strip on a small screen).
    mutating func heard(seat: Int, _ line: String) {
        let who = sitting(seat) ?? seating.opponent
        board.chat.append(speaker: who.said(text), text: line)
        if board.showsCardsOut, let said = board.chat.lines.last { status = [.heard(who, said.text)] }
    }

    /// The person's line goes to the session, and shows in the strip as theirs.
    mutating func say(_ line: String) -> [AppEffect] {
        board.chat.append(speaker: nil, text: line)
        return [.session(.chat(line))]
    }

    /// The bell and the window title when the turn changes hands: ringing (if `ring`) and "Your
    /// turn" in the title when it becomes the person's, the plain title when it stops being.
    func attention(since before: NetPhase, ring: Bool) -> [AppEffect] {
        switch (before == .yourTurn, phase == .yourTurn) {
        case (false, true): ring ? [.bell, .title(.yourTurn)] : [.title(.yourTurn)]
        case (true, false): [.title(.plain)]
        default: []
        }
    }
}
