import BriscolaCore
import BriscolaText
import BriscolaWire

extension NetTableApp {
    /// Names by seat ("" for a free seat), and (three or four seats, no game yet) the waiting room.
    mutating func seated(_ seats: [SeatInfo], players: Int) {
        var room = WaitingRoom(players: players, mySeat: mySeat, reach: mySeat == 0 ? reach : "")
        for info in seats where room.seats.indices.contains(info.seat) {
            room.seats[info.seat] = WaitingRoom.Seat(name: info.name, bot: info.playedByProgram)
        }
        // A finished game's result keeps naming who played it (whoever left or sat down since);
        // the next game takes the names from `taken`.
        // A program's seat is marked as one wherever it is named (title, panels, news), as the room marks it.
        programSeats = (programSeats.filter { seat in !seats.contains { $0.seat == seat } } + seats.filter(\.playedByProgram).map(\.seat)).sorted()
        if model.final == nil || model.names.count != players {
            model.names = Self.names(seats, players: players, mySeat: mySeat)
            model.computers = programSeats.filter { $0 != mySeat }
        }
        // Between games, sitting down is asking to play (a seat counts as new when someone else
        // sits in it); a seat that fell free takes its yes with it.
        rematchYes.removeAll { seat in !seats.contains { $0.seat == seat } }
        if model.final != nil {
            let newcomers = seats.filter { new in !taken.contains { $0.seat == new.seat && $0.name == new.name } && !rematchYes.contains(new.seat) }
            rematchYes += newcomers.map(\.seat)
        }
        taken = seats
        // Between games a host may fill the seats that fell free with computer players.
        model.offersBots = mySeat == 0 && players > 2 && model.view != nil && seats.count < players
        model.chat.offered = seats.count > 1 // someone to talk to
        // Named as the seats are: two players of one name are told apart ("Root (2)") in the heading too.
        let shown = shownNames(seats, players: players)
        if let other = seats.first(where: { $0.seat != mySeat })?.seat, players == 2, shown.indices.contains(other) { opponent = shown[other] }
        // At a bigger table a guest's session ends only when the host goes: name the host then.
        if players > 2, mySeat != 0, seats.contains(where: { $0.seat == 0 }), !shown.isEmpty { opponent = shown[0] }
        // The heading says who sits at the table now (the result box still names who played; a
        // seat fallen free keeps its last name until someone else sits in it).
        if model.view != nil { retitle() }
        if players > 2, model.view == nil, ending == nil {
            model.waitingRoom = room
            model.phase = .notice(waitingText(seats, players: players))
        }
    }

    /// How others reach the table, said anew: in the notice or the waiting room where it shows.
    mutating func sayWaiting(_ fresh: String) {
        if case let .notice(shown) = model.phase, shown == reach { model.phase = .notice(fresh) }
        if mySeat == 0 { model.waitingRoom?.reach = fresh } // a host's room says it (a guest's does not)
        reach = fresh
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
    /// "(computer)", our own seat excepted.
    /// With `nameWidth`, each other name is cut to that many columns before it is marked.
    func shownNames(_ seats: [SeatInfo], players: Int, nameWidth: Int? = nil) -> [String] {
        var names = Self.names(seats, players: players, mySeat: mySeat)
        for seat in names.indices where seat != mySeat && !names[seat].isEmpty {
            if let nameWidth { names[seat] = names[seat].shortened(to: nameWidth, glyphs: Glyphs(unicode: true)) }
            if programSeats.contains(seat) { names[seat] = text(.netComputerTag, ["name": names[seat]]) }
        }
        return names
    }

    /// The heading from who sits at each seat now (`sitting`), and the same with the names cut
    /// shorter, step by step, for a header too narrow for them all (it cuts names before it drops
    /// "Briscola" and the game number).
    mutating func retitle() {
        let players = model.names.count
        model.title = title(names: (0..<players).map { sitting($0) ?? "" })
        var shorter: [String] = []
        for width in [20, 16, 12, 10, 8, 6, 5] {
            let cut = title(names: (0..<players).map { sitting($0, nameWidth: width) ?? "" })
            if cut != (shorter.last ?? model.title) { shorter.append(cut) }
        }
        model.shorterTitles = shorter
    }

    /// After our yes to another game: whom the next game waits for — the other player, a free
    /// seat's filling, or (three or four) the players still to answer, by name.
    func waitingAfterOurYes() -> String {
        let players = model.names.count
        if players == 2 { return text(.netWaitingRematch, ["name": opponent]) }
        // A seat fell free after the game: the next one waits for a player (or b's computer players) first.
        if taken.count < players { return waitingText(taken, players: players) }
        // The host's seat asks too, even one a program plays (its entry says bot).
        let pending = taken.filter { $0.seat != mySeat && !$0.isHostsComputer && !rematchYes.contains($0.seat) }.sorted { $0.seat < $1.seat }
        let names = pending.compactMap { sitting($0.seat) }
        return names.isEmpty ? text(.netDealing) : text(.netRematchWaitingFor, ["names": text.list(names)])
    }

    /// Before our answer: who wants another game ("Anna and Carla want another game: y / …").
    func rematchAsked(by seat: Int) -> String {
        // Only who sits at the table now (not a name the result still shows for a seat that fell free).
        let yes = rematchYes.filter { seat in taken.contains { $0.seat == seat } }.compactMap { sitting($0) }
        return yes.count > 1 ? text(.netRematchAskedMany, ["names": text.list(yes)]) : text(.netRematchAsked, ["name": sitting(seat) ?? opponent])
    }

    /// A wish for another game said beside other news, without the keys ("Walt wants another
    /// game."), from everyone still seated who asked and answers for themselves — a person, or the
    /// host's seat even when a program plays it, never a computer player the host seated (`leaving`:
    /// a seat going now, not counted); nil when nobody did.
    func rematchWish(leaving: Int? = nil) -> String? {
        let yes = rematchYes.filter { seat in
            seat != leaving && seat != mySeat && taken.contains { $0.seat == seat && !$0.isHostsComputer }
        }.compactMap { sitting($0) }
        guard let first = yes.first else { return nil }
        return yes.count > 1 ? text(.netRematchWishMany, ["names": text.list(yes)]) : text(.netRematchWish, ["name": first])
    }

    /// On the result screen, what was said of the next game stays said before news of a seat going
    /// away or coming back (it was replaced by it): who asked, or after our yes whom it waits for.
    func standingWishes() -> String? {
        guard model.phase == .result || resultPending, ending == nil else { return nil }
        return agreedToRematch ? waitingAfterOurYes() : rematchWish()
    }

    /// News on the result screen ("Carla is back.", "Gus left…") keeps the question under it until
    /// it is answered — whether the news came with the result in view or while the last trick was.
    mutating func askAgainUnderNews() {
        guard model.phase == .result, !agreedToRematch, ending == nil, !model.offersBots, !model.status.isEmpty,
              !model.status.hasSuffix(text(.resultKeys)) else { return }
        model.status += " " + text(.resultAgain)
    }

    /// Who sits at `seat` now (the result on screen may name who sat there before), or nil; with
    /// `nameWidth`, the name cut to that many columns (a computer's mark kept whole).
    func sitting(_ seat: Int, nameWidth: Int? = nil) -> String? {
        guard seat >= 0 else { return nil }
        let now = shownNames(taken, players: max(model.names.count, seat + 1), nameWidth: nameWidth)
        if !now[seat].isEmpty { return now[seat] }
        return model.names.indices.contains(seat) && !model.names[seat].isEmpty ? model.name(seat, text) : nil
    }

    /// Who plays whom: "you vs Gino"; with four, partners together ("you and Pia vs Gino and Rocco").
    /// `names` are as the screen shows them (`shownNames`): a program's seat says it is one.
    func title(names: [String]) -> String {
        let players = names.count
        let next = { (step: Int) in names[(mySeat + step) % players] }
        switch players {
        case 4: return text(.netTitleFour, ["partner": next(2), "first": next(1), "second": next(3)])
        case 3: return text(.netTitleThree, ["first": next(1), "second": next(2)])
        // At two, the one opponent (the host, for a guest).
        default: return text(.netTitle, ["name": opponent])
        }
    }

    /// "Waiting for players: 2 of 4 seats taken…", or "Dealing…" once every seat is.
    func waitingText(_ seats: [SeatInfo], players: Int) -> String {
        seats.count < players ? text(.netWaitingPlayers, ["taken": "\(seats.count)", "players": "\(players)"]) : text(.netDealing)
    }

    /// A game for the history, with who played it and which seats were computer players.
    /// The names are as the players gave them: the seat tags that tell two of one name apart on
    /// the screen ("Bruno (3)") would make one person two in the history's statistics.
    mutating func keep(_ record: GameRecord) {
        records.append(record)
        recordNames.append(playedBy.count == model.names.count ? playedBy : model.names)
        recordComputers.append(taken.filter(\.isHostsComputer).map(\.seat))
        recordPrograms.append(taken.filter(\.isOtherProgram).map(\.seat))
    }
}
