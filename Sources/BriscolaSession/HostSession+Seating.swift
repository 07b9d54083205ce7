import BriscolaCore
import BriscolaWire

extension HostSession {
    /// A fresh table — the session id, our key in seat 0, computer players in the highest seats.
    mutating func openTable() {
        sessionID = entropy.bytes(16)
        keys[0] = SeatKey(&entropy)
        roster.sit(SeatInfo(seat: 0, name: config.name, key: keys[0]?.publicHex ?? "", bot: config.hostIsProgram == true))
        for seat in stride(from: roster.players - 1, to: roster.players - 1 - config.bots, by: -1) { sitBot(seat) }
        phase = .between(Interlude(lastGame: 0, players: roster.players, oversOwed: false))
    }

    /// Puts a computer player in seat `seat`, with a key of its own.
    mutating func sitBot(_ seat: Int) {
        let key = SeatKey(&entropy)
        keys[seat] = key
        roster.sit(SeatInfo(seat: seat, name: "Bot \(seat + 1)", key: key.publicHex, bot: true))
    }

    /// A guest connected; it must say hello first.
    mutating func guestConnected(_ link: LinkID) -> [SessionAction] {
        links.append(GuestLink(id: link, state: .greeting))
        highestLink = max(highestLink, link)
        return []
    }

    /// Seats the guest on `link` at `seat`: welcome it, tell the others, and start if the table is full.
    mutating func seat(_ link: LinkID, at seat: Int, _ hello: Hello) -> [SessionAction] {
        let info = SeatInfo(seat: seat, name: hello.name, key: hello.key.lowercased(), headless: hello.headless == true ? true : nil)
        roster.sit(info)
        let others = deliver(.seated(info), to: guestSeats)
        setLink(link, .seated(seat))
        streams[seat] = MessageStream()
        if case var .between(interlude) = phase {
            interlude.overs[seat] = true
            interlude.asked[seat] = true // joining is asking to play
            var newcomers = interlude.newcomers ?? Array(repeating: false, count: roster.players)
            newcomers[seat] = true
            interlude.newcomers = newcomers
            phase = .between(interlude)
        }
        let welcome = Welcome(protocol: config.protocolVersion, program: config.program, name: config.name, session: sessionHex,
                              variant: roster.players, seat: seat, seats: roster.taken, turnTime: turnTime)
        return [.send(.welcome(welcome), to: link)] + others + tableChanged() + maybeStart()
    }

    /// What the screen and the announcement hear after the seats changed.
    func tableChanged() -> [SessionAction] {
        [.seatsChanged(seats: roster.taken, players: roster.players), .freeSeats(roster.freeCount)]
    }

    /// The guest on `link` is gone (goodbye, error, close, silence, or expelled). Its seat is
    /// Freed and the others told; a game or deal under way ends as abandoned for everyone (§12).
    mutating func guestGone(_ link: LinkID, reason: LeaveReason) -> [SessionAction] {
        guard let state = linkState(link) else { return [] }
        links.removeAll { $0.id == link }
        guard case let .seated(seat) = state else { return [.drop(link)] }
        return freeSeat(seat, reason: reason)
    }

    /// Seat `seat`'s player is gone for good: the seat is freed and the others told.
    mutating func freeSeat(_ seat: Int, reason: LeaveReason) -> [SessionAction] {
        let name = roster[seat]?.name ?? SeatNumbering.spoken(seat)
        roster.free(seat)
        streams[seat] = nil
        away[seat] = nil
        var out = abandonGame()
        out += deliver(.left(Left(seat: seat, reason: reason)), to: guestSeats)
        out += [.seatLeft(seat: seat, name: name, reason: reason)] + tableChanged()
        if case let .leaving(interlude, goodbye) = phase {
            var owed = interlude
            owed.overs[seat] = true
            phase = .leaving(owed, reason: goodbye)
            return out + leaveIfDone()
        }
        if case var .between(interlude) = phase {
            interlude.asked[seat] = false
            interlude.overs[seat] = true
            phase = .between(interlude)
        }
        return out + seatWaitingGuest()
    }

    /// A seat is free: the first guest waiting for one gets it.
    private mutating func seatWaitingGuest() -> [SessionAction] {
        guard isSeatable, let free = roster.lowestFree,
              let waiting = links.first(where: { if case .waiting = $0.state { true } else { false } }),
              case let .waiting(hello) = waiting.state else { return [] }
        return seat(waiting.id, at: free, hello)
    }

    /// The grace wait of a guest who found the table full is over.
    mutating func graceOver(_ link: LinkID) -> [SessionAction] {
        guard case .waiting = linkState(link) else { return [] }
        return refuse(link, .tableFull, "this table already has its players")
    }

    /// Computer players in every free seat, announced to the guests; the table then starts.
    mutating func fillWithBots() -> [SessionAction] {
        guard isSeatable else { return [] }
        var out: [SessionAction] = []
        var seated = false
        for seat in 1..<roster.players where roster[seat] == nil {
            sitBot(seat)
            seated = true
            if let info = roster[seat] { out += deliver(.seated(info), to: guestSeats) }
            if case var .between(interlude) = phase {
                interlude.overs[seat] = true
                phase = .between(interlude)
            }
        }
        // With nobody else at the table yet there is no one to tell, but the game starts all the same.
        return seated ? out + tableChanged() + maybeStart() : []
    }

    /// Starts the next game when every seat is taken and every person has asked for it
    /// (before game 1, a full table is enough).
    mutating func maybeStart() -> [SessionAction] {
        guard case let .between(interlude) = phase, roster.isFull else { return [] }
        // The host's own seat asks too, whether a person or a program plays it.
        let people = (0..<roster.players).filter { $0 == 0 || roster[$0]?.bot == false }
        guard interlude.lastGame == 0 || people.allSatisfy({ interlude.asked[$0] }) else { return [] }
        let game = interlude.lastGame + 1
        return emit(.start(Start(game: game))) + startRound(game: game)
    }
}
