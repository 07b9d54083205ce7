import BriscolaCore
import BriscolaWire

extension GuestSession {
    /// The connection is up, so introduce ourselves, with a fresh key.
    mutating func connected() -> [SessionAction] {
        guard case .awaitingConnection = phase else { return reconnected() }
        let key = SeatKey(&entropy)
        keys = [key]
        phase = .awaitingWelcome
        return [.send(.hello(Hello(protocol: config.protocolVersion, program: config.program, name: config.name, key: key.publicHex, seat: config.seat,
                                   headless: config.guestIsProgram)), to: 0)]
    }

    /// The host seated us. Check its version, the table's shape and our own entry (§10).
    mutating func receivedWelcome(_ welcome: Welcome) -> [SessionAction] {
        guard case .awaitingWelcome = phase, let key = keys.first ?? nil else { return unexpected("welcome", link: 0) }
        guard welcome.protocol == config.protocolVersion else {
            let said = "we asked for protocol \(config.protocolVersion); the table speaks protocol \(welcome.protocol) (\(welcome.program))"
            return closing([.send(.error(ErrorMessage(code: .versionMismatch, message: said, protocol: config.protocolVersion)), to: 0),
                            .failed(.versions(table: welcome.protocol, ours: config.protocolVersion))])
        }
        if let problem = welcome.incomplete {
            return violation(.badMessage, WireError.badMessage(type: "welcome", detail: problem).description, link: 0)
        }
        let players = welcome.variant
        guard WireProtocol.tableSizes.contains(players), let variant = Variant(rawValue: players) else {
            return violation(.unsupportedVariant, "this program plays tables of 2, 3 or 4 seats, not \(players)", link: 0)
        }
        let numbers = welcome.seats.map(\.seat)
        guard (1..<players).contains(welcome.seat), config.seat.map({ $0 == welcome.seat }) ?? true, Set(numbers).count == numbers.count,
              numbers.allSatisfy({ (0..<players).contains($0) }), numbers.contains(0),
              welcome.seats.first(where: { $0.seat == welcome.seat })?.key.lowercased() == key.publicHex else {
            return violation(.badMessage, "the welcome must give us a guest's seat (the one we asked for) and list each seat once, ours with our key", link: 0)
        }
        guard let id = Hex.decode(welcome.session), id.count == 16 else {
            return violation(.badMessage, "session id must be 32 hex digits", link: 0)
        }
        sessionID = id
        roster = Roster(players: players)
        for info in welcome.seats { roster.sit(info) }
        mySeat = welcome.seat
        keys = Array(repeating: nil, count: players)
        keys[mySeat] = key
        series = Series(variant: variant, firstDealer: 0)
        guard (welcome.turnTime ?? 1) > 0 else { return violation(.badMessage, "a turn_time must be at least one second", link: 0) }
        turnTime = welcome.turnTime
        phase = .between(Interlude(lastGame: 0, players: players, oversOwed: false))
        return [.welcomed(seats: roster.taken, mySeat: mySeat, players: players)] + (turnTime.map { [.timeLimit(seconds: $0)] } ?? [])
    }

    /// A seat was taken; only while no game is on, and only a free seat.
    /// While we wait to leave after a game it is handled as usual (§10).
    mutating func receivedSeated(_ info: SeatInfo) -> [SessionAction] {
        var interlude: Interlude
        switch phase {
        case let .between(current), let .leaving(current, _): interlude = current
        default: return unexpected("seated", link: 0)
        }
        guard (1..<roster.players).contains(info.seat), info.seat != mySeat, roster[info.seat] == nil else {
            return violation(.badMessage, "seated for \(SeatNumbering.spoken(info.seat)), which is not free", link: 0)
        }
        roster.sit(info)
        interlude.overs[info.seat] = true
        if case let .leaving(_, reason) = phase {
            phase = .leaving(interlude, reason: reason)
            return [.seatsChanged(seats: roster.taken, players: roster.players)] + leaveIfDone()
        }
        phase = .between(interlude)
        return [.seatsChanged(seats: roster.taken, players: roster.players)]
    }

    /// A seat was freed; a game or deal under way ends as abandoned (§12).
    mutating func receivedLeft(_ left: Left) -> [SessionAction] {
        if case .awaitingWelcome = phase { return unexpected("left", link: 0) }
        guard left.seat != mySeat, left.seat != 0, let info = roster[left.seat] else {
            return violation(.badMessage, "left for \(SeatNumbering.spoken(left.seat)), which is not another guest's", link: 0)
        }
        roster.free(left.seat)
        var out = abandonGame() + [.seatLeft(seat: left.seat, name: info.name, reason: left.reason),
                                   .seatsChanged(seats: roster.taken, players: roster.players)]
        switch phase {
        case var .between(interlude):
            interlude.overs[left.seat] = true
            interlude.asked[left.seat] = false
            phase = .between(interlude)
        case let .leaving(interlude, reason):
            var owed = interlude
            owed.overs[left.seat] = true
            phase = .leaving(owed, reason: reason)
            out += leaveIfDone()
        default:
            break
        }
        return out
    }

    /// The host starts the next game; the table must be full and no game on.
    mutating func receivedStart(_ start: Start) -> [SessionAction] {
        // A number no game can have is bad_message whenever it comes; a start while we wait to
        // leave (a host starts only once every seat has asked, §10) is unexpected like any other.
        guard (1..<(1 << 31)).contains(start.game) else {
            return violation(.badMessage, "game numbers are 1 to 2^31 - 1, not \(start.game)", link: 0)
        }
        guard case let .between(interlude) = phase, roster.isFull else { return unexpected("start", link: 0) }
        let expected = interlude.lastGame + 1
        guard start.game == expected || (awaitingFirstStart && start.game >= 1) else {
            return violation(.outOfOrder, "start of game \(start.game), expected \(expected)", link: 0)
        }
        awaitingFirstStart = false
        return startRound(game: start.game)
    }
}

extension GuestSession {
    /// The host said goodbye: the table is over, for the reason it gave.
    mutating func hostLeft(_ bye: Bye) -> [SessionAction] {
        lost(.left(name: roster[0]?.name ?? "the host", reason: bye.reason))
    }

    /// The host reported an error: the session fails. A `version_mismatch` that names the
    /// Table's protocol is the two versions as numbers; any other, the code and the host's words.
    mutating func hostReported(_ error: ErrorMessage) -> [SessionAction] {
        if error.code == .versionMismatch, let table = error.protocolVersion {
            return closing([.failed(.versions(table: table, ours: config.protocolVersion))])
        }
        return closing([.failed(.peerError(code: error.code, spelling: error.spelling, message: error.message))])
    }
}

extension GuestSession {
    /// The host's seed and deck must be exactly the ones every secret made.
    mutating func receivedDeal(_ deal: Deal) -> [SessionAction] {
        guard case let .dealing(round) = phase, round.revealed, let seed = round.seed(session: sessionID) else { return unexpected("deal", link: 0) }
        guard deal.game == round.game else { return violation(.outOfOrder, "deal for game \(deal.game), expected \(round.game)", link: 0) }
        guard deal.seed.lowercased() == seed.hex else {
            return violation(.badDeck, "the deal's seed is not the agreed game seed \(seed.hex.prefix(16))…", link: 0)
        }
        let setup = series.setup(ofGame: round.game, seed: seed)
        guard deal.dealer == setup.dealer, deal.deck == Array(setup.deck) else {
            return violation(.badDeck, "the deal is not the shuffle of the agreed game seed \(seed.hex.prefix(16))…", link: 0)
        }
        return begin(TableGame(game: round.game, seed: seed, setup: setup))
    }
}
