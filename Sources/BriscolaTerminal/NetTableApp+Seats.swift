import BriscolaCore
import BriscolaWire

/// Who sits where: the welcome, seats taken and freed, and a player leaving a bigger table.
extension NetTableApp {
    mutating func welcomed(_ seats: [SeatInfo], mySeat: Int, players: Int) {
        seating.seated = true
        seating.mySeat = mySeat
        takeSeats(seats, players: players)
        // A guest's title says whose table it is once seated ("at Anna's table", no longer "joining …").
        if mySeat != 0, let host = seats.first(where: { $0.seat == 0 })?.name { tableTitle = .atTable(host: host) }
        phase = .notice([waiting(seats, players: players)])
    }

    mutating func seatsChanged(_ seats: [SeatInfo], players: Int) {
        seating.seated = true
        let wasWaiting = status == [waiting(taken, players: players)]
        let leftNews = status.contains(where: \.isSeatLeft) || !departures.left.isEmpty
        let sat = seats.count > taken.count
        takeSeats(seats, players: players)
        let atTable = board.view != nil && !ended
        // Someone sat in a seat that was waiting: who left is old news.
        if sat, leftNews, !ended, seats.count < players {
            departures.left = []
            status = board.view == nil ? [] : [waiting(seats, players: players)]
        }
        // Who just left stays said (it already says the table waits for the seat).
        if atTable, seats.count < players, !leftNews { status = [waiting(seats, players: players)] }
        // Every seat taken again between games (b, or a newcomer): the waiting line, or who left
        // and that the seat waits, is stale. Whoever already asked for the next game is said again
        // (the host's b is no answer of its own); one who asked is told whom the game now waits for.
        if atTable, seats.count == players, wasWaiting || leftNews {
            status = rematch.agreed ? [waitingAfterOurYes()] : [.seatsFull] + [rematchWish()].compactMap { $0 }
        }
        if seats.count == players { departures.left = [] }
        if board.view == nil, !ended, players == 2 { phase = .notice([seats.count < players ? .reach : .dealing]) }
    }

    mutating func seatLeft(_ seat: Int, name: String, reason: LeaveReason) -> [AppEffect] {
        // As the screen names them ("Anna (2)" beside our own Anna, "Bruno (3)" when two share a name).
        let who = sitting(seat)
        // At a table of two, the other player leaving ends the table for us too — and the session
        // with it, so the table stops listening: a newcomer is refused at once rather than seated
        // at a table nobody plays at any more.
        if board.names.count == 2 {
            peerLeft(.left(name: name, reason: reason), shown: who)
            return [.session(.quit(.tableClosed))]
        }
        links.away[seat] = nil
        // One who left before, whose seat still waits, is said with them.
        departures.left.append(.init(who: who ?? .named(name), reason: reason))
        // Who already asked for another game stays said, before the news (in whichever order the
        // answers came; a long leaving reason is what the box cuts, not the wish).
        let wish = (phase == .result || pace.resultPending) && !rematch.agreed ? rematchWish(leaving: seat) : nil
        status = [departures.abandoned, wish, departures.news].compactMap { $0 }
        return []
    }

    /// Names by seat ("" for a free seat), and (three or four seats, no game yet) the waiting room.
    mutating func takeSeats(_ seats: [SeatInfo], players: Int) {
        var room = WaitingRoom(players: players, mySeat: mySeat)
        for info in seats where room.seats.indices.contains(info.seat) {
            room.seats[info.seat] = WaitingRoom.Seat(name: info.name, bot: info.playedByProgram)
        }
        // A program's seat is marked as one wherever it is named (title, panels, news), as the room marks it.
        let programs = seating.programSeats.filter { seat in !seats.contains { $0.seat == seat } } + seats.filter(\.playedByProgram).map(\.seat)
        seating.programSeats = programs.sorted()
        // A finished game's result keeps naming who played it (whoever left or sat down since);
        // the next game takes the names from `taken`.
        if board.final == nil || board.names.count != players {
            board.names = Self.names(seats, players: players, mySeat: mySeat)
            board.computers = seating.programSeats.filter { $0 != mySeat }
        }
        // Between games, sitting down is asking to play (a seat counts as new when someone else
        // sits in it); a seat that fell free takes its yes with it.
        rematch.yes.removeAll { seat in !seats.contains { $0.seat == seat } }
        if board.final != nil {
            let newcomers = seats.filter { new in !taken.contains { $0.seat == new.seat && $0.name == new.name } && !rematch.yes.contains(new.seat) }
            rematch.yes += newcomers.map(\.seat)
        }
        seating.taken = seats
        // Between games a host may fill the seats that fell free with computer players.
        board.offersBots = mySeat == 0 && players > 2 && board.view != nil && seats.count < players
        board.chat.offered = seats.count > 1 // someone to talk to
        let shown = shownNames(seats, players: players)
        if let other = seats.first(where: { $0.seat != mySeat })?.seat, players == 2, shown.indices.contains(other) { seating.opponent = shown[other] }
        // At a bigger table a guest's session ends only when the host goes: name the host then.
        if players > 2, mySeat != 0, seats.contains(where: { $0.seat == 0 }), !shown.isEmpty { seating.opponent = shown[0] }
        if players > 2, board.view == nil, !ended {
            board.waitingRoom = room
            phase = .notice([waiting(seats, players: players)])
        }
    }

    /// Names by seat, "" for a free one. Another player whose name someone else at the table has
    /// too (two "Player"s, or our own name) is told apart by their seat number, as the waiting room
    /// counts them: "Player (1)", "Bruno (3)" (our own seat is "you" on the screen).
    /// With no `mySeat`, the names as given, untagged.
    static func names(_ seats: [SeatInfo], players: Int, mySeat: Int?) -> [String] {
        var names = Array(repeating: "", count: players)
        for info in seats where names.indices.contains(info.seat) { names[info.seat] = info.name }
        return mySeat.map { PlayerName.toldApart(names, except: $0) } ?? names
    }

    /// Names by seat as the screens show them: told apart (`names`), and every seat a program plays
    /// — a computer player the host seated ("Bot 3"), a `bot join` guest, a `bot host` — marked
    /// "(computer)", our own seat excepted; a heading may cut the others'.
    func shownNames(_ seats: [SeatInfo], players: Int) -> [SeatName] {
        Self.names(seats, players: players, mySeat: mySeat).enumerated().map { seat, name in
            seat == mySeat || name.isEmpty ? .named(name) : .named(name, computer: seating.programSeats.contains(seat), cuttable: true)
        }
    }

    /// Who sits at `seat` now (the result on screen may name who sat there before), or nil.
    func sitting(_ seat: Int) -> SeatName? {
        guard seat >= 0 else { return nil }
        let now = shownNames(taken, players: max(board.names.count, seat + 1))
        if now[seat] != SeatName.named("") { return now[seat] }
        return board.names.indices.contains(seat) && !board.names[seat].isEmpty ? named(seat) : nil
    }

    /// The name of `seat` as the board shows it, marked when a program plays it.
    func named(_ seat: Int) -> SeatName {
        .named(board.names.indices.contains(seat) ? board.names[seat] : "", computer: board.computers.contains(seat))
    }

    /// "Waiting for players: 2 of 4 seats taken…", or "Dealing…" once every seat is.
    func waiting(_ seats: [SeatInfo], players: Int) -> NetNews {
        seats.count < players ? .seatsWaiting(taken: seats.count, players: players) : .dealing
    }
}
