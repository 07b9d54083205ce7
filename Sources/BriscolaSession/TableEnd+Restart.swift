import BriscolaCore
import BriscolaWire

extension TableEnd {
    /// The game in play, as a screen needs it to draw the table again, and whose turn it is; between
    /// games, the last one's end again (whoever saves games keeps each once), and who has asked
    /// for the next (a restarted screen said only "Play again?").
    mutating func tableView() -> [SessionAction] {
        if case let .between(interlude) = phase, let ended = lastEnded, ended.game == interlude.lastGame {
            let asked = interlude.asked.indices.filter { $0 != mySeat && interlude.asked[$0] }
            return [.gameEnded(game: ended.game, record: ended.record)] + asked.map { .wantsRematch(seat: $0) }
        }
        guard case var .playing(table) = phase else { return [] }
        if table.hidden != nil {
            // A hidden game is shown once our hand is open (it may be waiting for keys still).
            table.shown = false
            table.asked = nil
            table.held = []
            phase = .playing(table)
            return showHidden()
        }
        return [.gameStarted(game: table.game, view: table.state.view(for: mySeat), code: roster.tableCode(session: sessionID))]
            + turn(table.state)
    }

    /// A restarted end that was leaving waits for the others' `game_over` again, its timer begun
    /// afresh (the old one died with the program).
    func leaveTimerAgain() -> [SessionAction] {
        if case .leaving = phase { return [.startTimer(.leave, .heartbeats(2))] }
        return []
    }
}
