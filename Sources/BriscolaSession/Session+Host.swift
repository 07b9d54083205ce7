import BriscolaCore
import BriscolaWire

extension Session {
    /// Host: a fresh table — the session id, our key in seat 0, computer players in the highest seats.
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

    /// Host: a guest connected; it must say hello first.
    mutating func guestConnected(_ link: LinkID) -> [SessionAction] {
        links.append(GuestLink(id: link, state: .greeting))
        highestLink = max(highestLink, link)
        return []
    }

    func linkState(_ link: LinkID) -> GuestLink.State? { links.first { $0.id == link }?.state }

    /// Host: a message from guest connection `link`.
    mutating func hostReceived(_ message: Message, from link: LinkID) -> [SessionAction] {
        guard let state = linkState(link) else { return [] }
        switch message {
        case let .hello(hello):
            guard state == .greeting else { return unexpected("hello", link: link) }
            return receivedHello(hello, from: link)
        case let .resume(resume):
            guard state == .greeting else { return unexpected("resume", link: link) }
            return receivedResume(resume, from: link)
        case let .proof(proof):
            guard case let .proving(seat, nonce) = state else { return unexpected("proof", link: link) }
            return receivedProof(proof, seat: seat, nonce: nonce, from: link)
        default:
            break
        }
        guard case let .seated(seat) = state else {
            if case .heartbeat = message { return [] }
            if case .bye = message { return guestGone(link, reason: .left) }
            return unexpected(message.type, link: link)
        }
        streams[seat]?.receive(message)
        switch message {
        case .heartbeat: return []
        case let .bye(bye): return guestGone(link, reason: bye.reason)
        case let .error(error):
            // §9: an unknown_type is not fatal — the guest skipped a message it did not know (a §15 notice, say).
            if error.code == .unknownType { return [] }
            return guestGone(link, reason: .reported(code: error.spelling, detail: error.message))
        default:
            guard let author = message.signed?.seat else { return unexpected(message.type, link: link) }
            guard author == seat else {
                let seq: Int? = if case let .play(play) = message { play.seq } else { nil }
                return violation(.notYourSeat, "\(message.type) for \(SeatNumbering.spoken(author)) from the player in \(SeatNumbering.spoken(seat))", seq: seq, link: link)
            }
            return receivedSigned(message, author: author, from: link)
        }
    }

    /// Host: a guest's hello — its version, then a seat for it (§12).
    private mutating func receivedHello(_ hello: Hello, from link: LinkID) -> [SessionAction] {
        guard hello.protocol == config.protocolVersion else {
            return refuseVersion(link, theirs: hello.protocol, program: hello.program)
        }
        if let problem = hello.incomplete {
            return refuse(link, .badMessage, WireError.badMessage(type: "hello", detail: problem).description)
        }
        if let wish = hello.seat {
            guard (1..<roster.players).contains(wish) else { return refuse(link, .badMessage, "a table of \(roster.players) has no guest \(SeatNumbering.spoken(wish)) (seats counted from 1, the host's first)") }
            guard roster[wish] == nil else { return refuse(link, .seatTaken, "\(SeatNumbering.spoken(wish)) is taken") }
            return seat(link, at: wish, hello)
        }
        guard let free = roster.lowestFree, isSeatable else {
            setLink(link, .waiting(hello))
            return [.waitForSeat(link)]
        }
        return seat(link, at: free, hello)
    }

    /// Seats can change only while no game is on.
    private var isSeatable: Bool {
        if case .between = phase { return true }
        return false
    }

    /// Tells a connection why it cannot sit down, and closes it.
    mutating func refuse(_ link: LinkID, _ code: ErrorCode, _ message: String, protocol version: Int? = nil) -> [SessionAction] {
        links.removeAll { $0.id == link }
        return [.send(.error(ErrorMessage(code: code, message: message, protocol: version)), to: link), .drop(link)]
    }

    /// Host: a `hello` or `resume` in protocol `theirs`, not the table's: refused, naming both (§8).
    mutating func refuseVersion(_ link: LinkID, theirs: Int, program: String) -> [SessionAction] {
        refuse(link, .versionMismatch, "this table speaks protocol \(config.protocolVersion); you speak protocol \(theirs) (\(program))",
               protocol: config.protocolVersion)
    }

    mutating func setLink(_ link: LinkID, _ state: GuestLink.State) {
        guard let index = links.firstIndex(where: { $0.id == link }) else { return }
        links[index].state = state
    }

    /// Seats the guest on `link` at `seat`: welcome it, tell the others, and start if the table is full.
    private mutating func seat(_ link: LinkID, at seat: Int, _ hello: Hello) -> [SessionAction] {
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

    /// Host: the guest on `link` is gone (goodbye, error, close, silence, or expelled). Its seat is
    /// freed and the others told; a game or deal under way ends as abandoned for everyone (§12).
    mutating func guestGone(_ link: LinkID, reason: LeaveReason) -> [SessionAction] {
        guard let state = linkState(link) else { return [] }
        links.removeAll { $0.id == link }
        guard case let .seated(seat) = state else { return [.drop(link)] }
        return freeSeat(seat, reason: reason)
    }

    /// Host: seat `seat`'s player is gone for good: the seat is freed and the others told.
    mutating func freeSeat(_ seat: Int, reason: LeaveReason) -> [SessionAction] {
        let name = roster[seat]?.name ?? SeatNumbering.spoken(seat)
        roster.free(seat)
        streams[seat] = nil
        away[seat] = nil
        var out = abandonGame()
        out += deliver(.left(Left(seat: seat, reason: reason)), to: guestSeats)
        out += [.seatLeft(seat: seat, name: name, reason: reason)] + tableChanged()
        if case let .leaving(interlude, goodbye, ticks) = phase {
            var owed = interlude
            owed.overs[seat] = true
            phase = .leaving(owed, reason: goodbye, ticks: ticks)
            return out + leaveIfDone()
        }
        if case var .between(interlude) = phase {
            interlude.asked[seat] = false
            interlude.overs[seat] = true
            phase = .between(interlude)
        }
        return out + seatWaitingGuest()
    }

    /// A game or deal under way ends as abandoned; the table waits between games.
    mutating func abandonGame() -> [SessionAction] {
        guard let (game, told) = abandoned else { return [] }
        phase = .between(Interlude(cutOff: game, players: roster.players))
        return [told]
    }

    /// The game or deal under way, and what cutting it off now tells (nil when none is on): a game
    /// shown to us is kept with what was played; a deal (a hidden game whose hand is not open to
    /// us yet too) is told all the same, since every seat must ask for the next game (§12).
    var abandoned: (game: Int, told: SessionAction)? {
        switch phase {
        case let .playing(table) where table.isShown: (table.game, .gameAbandoned(game: table.game, record: table.cutOffRecord))
        case let .playing(table): (table.game, .dealAbandoned(game: table.game))
        case let .dealing(round): (round.game, .dealAbandoned(game: round.game))
        case let .shuffling(deal): (deal.game, .dealAbandoned(game: deal.game))
        default: nil
        }
    }

    /// A seat is free: the first guest waiting for one gets it.
    private mutating func seatWaitingGuest() -> [SessionAction] {
        guard isSeatable, let free = roster.lowestFree,
              let waiting = links.first(where: { if case .waiting = $0.state { true } else { false } }),
              case let .waiting(hello) = waiting.state else { return [] }
        return seat(waiting.id, at: free, hello)
    }

    /// Host: the grace wait of a guest who found the table full is over.
    mutating func graceOver(_ link: LinkID) -> [SessionAction] {
        guard case .waiting = linkState(link) else { return [] }
        return refuse(link, .tableFull, "this table already has its players")
    }

    /// Host: computer players in every free seat, announced to the guests; the table then starts.
    mutating func fillWithBots() -> [SessionAction] {
        guard config.role == .host, isSeatable else { return [] }
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

    /// Host: starts the next game when every seat is taken and every person has asked for it
    /// (before game 1, a full table is enough).
    mutating func maybeStart() -> [SessionAction] {
        guard config.role == .host, case let .between(interlude) = phase, roster.isFull else { return [] }
        // The host's own seat asks too, whether a person or a program plays it.
        let people = (0..<roster.players).filter { $0 == 0 || roster[$0]?.bot == false }
        guard interlude.lastGame == 0 || people.allSatisfy({ interlude.asked[$0] }) else { return [] }
        let game = interlude.lastGame + 1
        return emit(.start(Start(game: game))) + startRound(game: game)
    }
}
