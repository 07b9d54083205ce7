import BriscolaCore
import BriscolaWire

extension HostSession {
    /// Whether `seat` was taken since the last game (its player has none here to come back to).
    func isNewcomer(_ seat: Int) -> Bool {
        guard case let .between(interlude) = phase, let newcomers = interlude.newcomers, newcomers.indices.contains(seat) else { return false }
        return newcomers[seat]
    }

    /// The connection `link` dropped (a close, a failure, silence). A seated player's seat is held
    /// For `grace` seconds and the others told; anyone else is simply gone.
    mutating func linkLost(_ link: LinkID, reason: LeaveReason) -> [SessionAction] {
        guard case let .seated(seat) = linkState(link), isResumable, !isNewcomer(seat) else { return guestGone(link, reason: reason) }
        links.removeAll { $0.id == link }
        return [.drop(link)] + hold(seat)
    }

    /// Seat `seat`'s player is away: a timer for their absence, and a word to the others.
    mutating func hold(_ seat: Int) -> [SessionAction] {
        absences += 1
        away[seat] = absences
        let name = roster[seat]?.name ?? SeatNumbering.spoken(seat)
        return deliver(.away(Away(seat: seat, grace: config.grace)), to: guestSeats.filter { $0 != seat })
            + [.startTimer(.hold(seat: seat, token: absences), .seconds(config.grace)), .seatAway(seat: seat, name: name, seconds: config.grace)]
    }

    /// An away player's time is up: the seat is freed as if they had left (§12).
    mutating func holdOver(seat: Int, token: Int) -> [SessionAction] {
        guard away.indices.contains(seat), away[seat] == token else { return [] }
        return freeSeat(seat, reason: .notBack(seconds: config.grace))
    }

    /// After a restart from the journal every connection is gone: every guest's seat is held (or
    /// Freed, where it cannot be), and the table shown as it stands.
    mutating func restarted() -> [SessionAction] {
        var out: [SessionAction] = []
        let lost = links
        links = []
        for link in lost {
            guard case let .seated(seat) = link.state else { continue }
            out += isResumable && !isNewcomer(seat) ? hold(seat) : freeSeat(seat, reason: .hostRestarted)
        }
        out = [.seatsChanged(seats: roster.taken, players: roster.players)] + out
        if let seconds = turnTime { out.append(.timeLimit(seconds: seconds)) }
        return out + tableView() + leaveTimerAgain()
    }
}
