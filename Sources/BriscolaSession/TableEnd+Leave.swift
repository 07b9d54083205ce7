import BriscolaCore
import BriscolaWire

extension TableEnd {
    /// Between games: our wish for the next one (sent to every seat, so screens can show it).
    mutating func localRematch() -> [SessionAction] {
        guard case var .between(interlude) = phase, !interlude.asked[mySeat] else { return [] }
        interlude.asked[mySeat] = true
        phase = .between(interlude)
        if interlude.lastGame == 0 { return maybeStart() } // before game 1 nobody needs to ask
        return emit(signed(.rematch(Rematch(game: interlude.lastGame + 1, seat: mySeat)), by: mySeat)) + maybeStart()
    }

    /// Another seat's wish for the next game; it may come only after that seat's `game_over` (§10).
    mutating func receivedRematch(_ rematch: Rematch, _ message: Message, from link: LinkID) -> [SessionAction] {
        if case .leaving = phase { return [] } // we are going; the goodbye answers it
        // A newcomer has no part in the games before its first start: it only shows who is keen.
        if isBeforeOurFirstGame { return [.wantsRematch(seat: rematch.seat)] }
        guard case var .between(interlude) = phase, interlude.lastGame > 0, interlude.overs[rematch.seat] else {
            return unexpected("rematch", link: link)
        }
        let next = interlude.lastGame + 1
        guard !interlude.asked[rematch.seat] else {
            return violation(.outOfOrder, "a second rematch of \(SeatNumbering.spoken(rematch.seat)) for game \(next)", link: link)
        }
        guard rematch.game == next else { return violation(.outOfOrder, "rematch for game \(rematch.game), expected \(next)", link: link) }
        interlude.asked[rematch.seat] = true
        phase = .between(interlude)
        return relay(message, from: link) + [.wantsRematch(seat: rematch.seat)] + maybeStart()
    }

    /// Leaves now, unless a game has just ended and another seat's `game_over` is not in yet: then
    /// the goodbye waits for it (§10), so the last game's end is compared too.
    mutating func quit(_ reason: LeaveReason) -> [SessionAction] {
        switch phase {
        case let .between(interlude) where !interlude.overs.allSatisfy({ $0 }):
            phase = .leaving(interlude, reason: reason)
            return [.startTimer(.leave, .heartbeats(2))]
        case .leaving:
            return []
        default:
            return goodbye(reason)
        }
    }

    /// `bye` to everyone we talk to, then the end.
    private mutating func goodbye(_ reason: LeaveReason) -> [SessionAction] {
        let bye = Message.bye(Bye(reason: reason))
        return closing(byeTargets.map { .send(bye, to: $0) })
    }

    /// Leaving after a game: goodbye once every other seat's `game_over` is in.
    mutating func leaveIfDone() -> [SessionAction] {
        guard case let .leaving(interlude, reason) = phase, interlude.overs.allSatisfy({ $0 }) else { return [] }
        return goodbye(reason)
    }

    /// The leave timer ran out: a leaving seat gives up waiting for the others' `game_over` (two
    /// heartbeat intervals, Protocol.md §10) and says goodbye anyway.
    mutating func leaveTimerFired() -> [SessionAction] {
        guard case let .leaving(_, reason) = phase else { return [] }
        return goodbye(reason)
    }
}
