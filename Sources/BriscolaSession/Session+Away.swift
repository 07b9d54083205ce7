import BriscolaCore
import BriscolaWire

extension Session {
    /// The number of the last game that ended (0 before any): a restarted program reports that
    /// game's end once more after `.restarted`.
    public var lastFinishedGame: Int { lastEnded?.game ?? 0 }

    /// The series so far from our side, for a screen taking a rebuilt session up: without the last
    /// game when `.restarted` will report its end once more (between games), so it counts once.
    public var scoreBeforeRestart: SeriesScore {
        var results = series.results
        if let between = gameBetween, between == lastFinishedGame, !results.isEmpty { results.removeLast() }
        var score = SeriesScore()
        for result in results { score.add(result.outcome(for: series.variant.side(of: mySeat))) }
        return score
    }

    /// True once the session has a table: a guest welcomed, or a host's table open.
    public var isSeated: Bool { !sessionID.isEmpty }

    /// Whether a dropped connection may come back: a seated player, a game or the time between
    /// games (not a table being left), and a grace period (§15).
    var isResumable: Bool { config.grace > 0 && hasGameToResume }

    /// Host: whether `seat` was taken since the last game (its player has none here to come back to).
    func isNewcomer(_ seat: Int) -> Bool {
        guard case let .between(interlude) = phase, let newcomers = interlude.newcomers, newcomers.indices.contains(seat) else { return false }
        return newcomers[seat]
    }

    /// True once this seat has a game at this table to come back to: one being dealt or played,
    /// or the time between two. In the waiting room before its first game there is none: a
    /// dropped link there leaves the table at once (no seat is held, no journal is offered).
    public var hasGameToResume: Bool {
        switch phase {
        case let .between(interlude): interlude.lastGame > 0
        case .dealing, .shuffling, .playing: true
        default: false
        }
    }

    /// Host: the connection `link` dropped (a close, a failure, silence). A seated player's seat is
    /// held for `grace` seconds and the others told; anyone else is simply gone.
    mutating func linkLost(_ link: LinkID, reason: LeaveReason) -> [SessionAction] {
        guard case let .seated(seat) = linkState(link), isResumable, !isNewcomer(seat) else { return guestGone(link, reason: reason) }
        links.removeAll { $0.id == link }
        return [.drop(link)] + hold(seat)
    }

    /// Host: seat `seat`'s player is away: a timer for their absence, and a word to the others.
    mutating func hold(_ seat: Int) -> [SessionAction] {
        absences += 1
        away[seat] = absences
        let name = roster[seat]?.name ?? SeatNumbering.spoken(seat)
        return deliver(.away(Away(seat: seat, grace: config.grace)), to: guestSeats.filter { $0 != seat })
            + [.holdSeat(seat: seat, token: absences, seconds: config.grace), .seatAway(seat: seat, name: name, seconds: config.grace)]
    }

    /// Host: an away player's time is up: the seat is freed as if they had left (§12).
    mutating func holdOver(seat: Int, token: Int) -> [SessionAction] {
        guard config.role == .host, away.indices.contains(seat), away[seat] == token else { return [] }
        return freeSeat(seat, reason: .notBack(seconds: config.grace))
    }

    /// Guest: the link to the host dropped. Between games or in one, we reconnect (§15); a table
    /// we were leaving, or one without a grace period, ends here.
    mutating func lostHost(_ reason: LeaveReason) -> [SessionAction] {
        if hostLink == .down { return [] } // already reconnecting: the old link's last words
        guard isResumable, !sessionID.isEmpty else {
            return lost(.link(reason))
        }
        hostLink = .down
        return [.connectionLost(reason: reason, seconds: config.grace), .reconnect]
    }

    /// Guest: a seat is away (another guest's).
    mutating func receivedAway(_ notice: Away) -> [SessionAction] {
        guard notice.seat != mySeat, notice.seat != 0, let info = roster[notice.seat], !info.bot, notice.grace > 0 else {
            return violation(.badMessage, "away for \(SeatNumbering.spoken(notice.seat)), which is not another player's", link: 0)
        }
        return [.seatAway(seat: notice.seat, name: info.name, seconds: notice.grace)]
    }

    /// Guest: an away seat's player is back.
    mutating func receivedBack(_ notice: Back) -> [SessionAction] {
        guard notice.seat != mySeat, notice.seat != 0, let info = roster[notice.seat], !info.bot else {
            return violation(.badMessage, "back for \(SeatNumbering.spoken(notice.seat)), which is not another player's", link: 0)
        }
        return [.seatBack(seat: notice.seat, name: info.name)]
    }

    /// After a restart from the journal every connection is gone: a host holds every guest's seat,
    /// a guest reconnects; both show the table as it stands.
    mutating func restarted() -> [SessionAction] {
        var out: [SessionAction] = []
        if config.role == .host {
            let lost = links
            links = []
            for link in lost {
                guard case let .seated(seat) = link.state else { continue }
                out += isResumable && !isNewcomer(seat) ? hold(seat) : freeSeat(seat, reason: .hostRestarted)
            }
            out = [.seatsChanged(seats: roster.taken, players: roster.players)] + out
        } else {
            guard case .awaitingWelcome = phase else {
                out = [.welcomed(seats: roster.taken, mySeat: mySeat, players: roster.players)]
                if let seconds = turnTime { out.append(.timeLimit(seconds: seconds)) }
                hostLink = .up
                let view = tableView()
                return out + view + lostHost(.restarted)
            }
            return lost(.link(.unanswered))
        }
        if let seconds = turnTime { out.append(.timeLimit(seconds: seconds)) }
        return out + tableView()
    }

    /// The game in play, as a screen needs it to draw the table again, and whose turn it is; between
    /// games, the last one's end again (whoever saves games keeps each once), and who has asked
    /// for the next (a restarted screen said only "Play again?").
    private mutating func tableView() -> [SessionAction] {
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
}
