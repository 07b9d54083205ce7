import BriscolaSession

extension NetTableApp {
    /// A line from the other player: into the chat strip (and the status line while the cards-out
    /// panel covers the strip on a small screen).
    mutating func heard(seat: Int, _ text: String) {
        let name = sitting(seat) ?? opponent
        model.chat.append(speaker: name, text: text)
        if model.showsCardsOut, let line = model.chat.lines.last { model.status = "\(name): \(line.text)" }
    }

    /// Sends the person's line and shows it in the strip as theirs.
    mutating func say(_ text: String) -> [AppEffect] {
        inbox.send(.localChat(text))
        model.chat.append(speaker: nil, text: text)
        return []
    }

    /// The bell and the window title when the turn changes hands: ringing (if `ring`) and "Your
    /// turn" in the title when it becomes the person's, the plain title when it stops being.
    func attention(since before: TableScreenModel.Phase, ring: Bool) -> [AppEffect] {
        switch (before == .yourTurn, model.phase == .yourTurn) {
        case (false, true): ring ? [.bell, .title(.yourTurn)] : [.title(.yourTurn)]
        case (true, false): [.title(.plain)]
        default: []
        }
    }
}
