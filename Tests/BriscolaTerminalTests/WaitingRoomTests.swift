import BriscolaCore
import BriscolaSession
import BriscolaTerminal
import BriscolaText
import BriscolaWire
import Foundation
import Testing

/// The waiting room of a network table of three or four, as the host and a guest see it at 80×24,
/// and the host's key that fills the free seats with computer players.
@Suite struct WaitingRoomTests {
    static let key = String(repeating: "ab", count: 32)

    func app(mySeat: Int, seats: [SeatInfo], players: Int, reach: String) -> (DrivenTable, [SessionEvent]) {
        let inbox = SessionInbox()
        let sent = SentEvents()
        inbox.connect { sent.add($0) }
        var app = DrivenTable(app: NetTableApp(title: mySeat == 0 ? "hosting on port 4860 as Hana" : "joining 10.0.0.5:4860", waiting: reach, inbox: inbox))
        inbox.post(mySeat == 0 ? .seatsChanged(seats: seats, players: players) : .welcomed(seats: seats, mySeat: mySeat, players: players))
        _ = app.drainInbox()
        return (app, sent.all)
    }

    func check(_ name: String, _ app: DrivenTable) throws {
        let frame = TableScreen.render(app.screen, width: 80, height: 24, options: RenderOptions(unicode: true, color: false)).text + "\n"
        let file = MenuAppTests.snapshots.appendingPathComponent("\(name).txt")
        if ProcessInfo.processInfo.environment["BRISCOLA_WRITE_GOLDEN"] == "1" { try frame.write(to: file, atomically: true, encoding: .utf8) }
        #expect(try String(contentsOf: file, encoding: .utf8) == frame, "snapshot \(name) differs:\n\(frame)")
    }

    @Test func theHostOfATableOfFourSeesWhoSitsWhereAndHowToFillIt() throws {
        let seats = [SeatInfo(seat: 0, name: "Hana", key: Self.key), SeatInfo(seat: 1, name: "Gino", key: Self.key)]
        var (host, _) = app(mySeat: 0, seats: seats, players: 4, reach: "Waiting for a player. They join 192.168.1.20:4860 (Join a table by address).")
        let text = TableScreen.render(host.screen, width: 80, height: 24, options: RenderOptions(unicode: true, color: false)).text
        for line in ["A table of 4 · 2 of 4 seats taken", "Seat 1  Hana (host, you)", "Seat 2  Gino", "Seat 3  free", "team B",
                     "Partners sit opposite", "192.168.1.20:4860", "b puts computer players in the free seats"] {
            #expect(text.contains(line), "\(line) missing:\n\(text)")
        }
        try check("waiting-room-host-4-80x24", host)
        let inbox = SessionInbox(), sent = SentEvents()
        inbox.connect { sent.add($0) }
        host = DrivenTable(app: NetTableApp(title: "hosting", waiting: "", inbox: inbox))
        inbox.post(.seatsChanged(seats: seats, players: 4))
        _ = host.drainInbox()
        _ = host.handle(.key(.character("b")))
        #expect(sent.all.contains { if case .fillWithBots = $0 { true } else { false } })
    }

    /// The host leaving the waiting room (or the link going) is told in place of the room, with
    /// how to leave; it once went unsaid, the room staying on screen with nobody behind it.
    @Test func aGuestIsToldWhenTheTableClosesBeforeItsFirstGame() {
        let seats = [SeatInfo(seat: 0, name: "Hana", key: Self.key), SeatInfo(seat: 1, name: "Gino", key: Self.key)]
        var (guest, _) = app(mySeat: 1, seats: seats, players: 3, reach: "")
        let inbox = SessionInbox()
        guest = DrivenTable(app: NetTableApp(title: "joining 10.0.0.5:4860", waiting: "", inbox: inbox))
        inbox.post(.welcomed(seats: seats, mySeat: 1, players: 3))
        inbox.post(.peerLeft(.left(name: "Hana", reason: .tableClosed)))
        _ = guest.drainInbox()
        let text = TableScreen.render(guest.screen, width: 80, height: 24, options: RenderOptions(unicode: true, color: false)).text
        #expect(text.contains("The table has closed: Hana left") && text.contains("Press Enter to leave."), "\(text)")
        #expect(!text.contains("Seat 1"), "the room is gone: \(text)")
        #expect(guest.handle(.key(.enter)).contains(.quit))
    }

    /// A table of four not announced (no D-Bus): the whole reason fits at 80×24, without the
    /// guests' advice to join by address.
    @Test func theReasonATableIsNotAnnouncedFitsInARoomOfFour() {
        let note = "not announced on the local network: no system D-Bus (/run/dbus/system_bus_socket is missing), so avahi-daemon "
            + "cannot be reached: start it (sudo systemctl start dbus avahi-daemon)"
        let reach = HostWaiting.text(addresses: ["192.168.1.20", "fd00::2"], port: 4860, announced: nil, note: note, players: 4)
        let seats = [SeatInfo(seat: 0, name: "Hana", key: Self.key)]
        var (host, _) = app(mySeat: 0, seats: seats, players: 4, reach: reach)
        let text = TableScreen.render(host.screen, width: 80, height: 24, options: RenderOptions(unicode: true, color: false)).text
        #expect(text.contains("systemctl start dbus") && text.contains("avahi-daemon)") && !text.contains("…"), "\(text)")
        #expect(text.contains("b puts computer players in the free seats") && text.contains("Waiting for players."), "\(text)")
        // q before any game asks about leaving the table, not "this game".
        _ = host.handle(.key(.character("q")))
        let asked = TableScreen.render(host.screen, width: 80, height: 24, options: RenderOptions(unicode: true, color: false)).text
        #expect(asked.contains("Leave this table?  y = leave") && !asked.contains("Quit this game"), "\(asked)")
    }

    /// The table code is there to be compared: long names cut the status, never the code; at
    /// 120×40 the side panel keeps it after the first trick too.
    @Test func theTableCodeIsWholeWhateverTheNames() throws {
        let inbox = SessionInbox()
        inbox.connect { _ in }
        var app = DrivenTable(app: NetTableApp(title: "joining", waiting: "", inbox: inbox))
        let seats = [SeatInfo(seat: 0, name: "Annamaria_Franceschini_Lombardi", key: Self.key),
                     SeatInfo(seat: 1, name: "Bartolomeo Giovanni Santangelo", key: Self.key), SeatInfo(seat: 2, name: "Pia", key: Self.key)]
        let log = GameLog(setup: GameSetup(variant: .three, dealer: 0, seed: Seed(3)), seed: Seed(3))
        inbox.post(.welcomed(seats: seats, mySeat: 2, players: 3))
        inbox.post(.gameStarted(game: 1, view: log.state.view(for: 2), code: "2f44bd07"))
        _ = app.drainInbox()
        for (width, height) in [(80, 24), (120, 40)] {
            let text = TableScreen.render(app.screen, width: width, height: height, options: RenderOptions(unicode: true, color: false)).text
            #expect(text.contains("Table code 2f44bd07."), "\(width)×\(height): \(text)")
        }
        var state = log.state
        for _ in 0..<3 {
            let play = Action(seat: state.turn, card: state.hands[state.turn][0])
            try state.apply(play)
            inbox.post(.played(seat: play.seat, card: play.card, view: state.view(for: 2)))
        }
        _ = app.drainInbox()
        let big = TableScreen.render(app.screen, width: 120, height: 40, options: RenderOptions(unicode: true, color: false)).text
        #expect(big.contains("Table code 2f44bd07."), "the side panel keeps it: \(big)")
    }

    /// Pia's screen, in the last seat of Hana's table of three, welcomed; what it sends is kept.
    func piaAtATableOfThree() -> (inbox: SessionInbox, sent: SentEvents, app: DrivenTable, seats: [SeatInfo]) {
        let inbox = SessionInbox(), sent = SentEvents()
        inbox.connect { sent.add($0) }
        let app = DrivenTable(app: NetTableApp(title: "joining", waiting: "", inbox: inbox))
        let seats = [SeatInfo(seat: 0, name: "Hana", key: Self.key), SeatInfo(seat: 1, name: "Gino", key: Self.key),
                     SeatInfo(seat: 2, name: "Pia", key: Self.key)]
        inbox.post(.welcomed(seats: seats, mySeat: 2, players: 3))
        return (inbox, sent, app, seats)
    }

    @Test func whenAPlayerLeavesMidGameTheOthersAreBackInTheWaitingRoomStillKeen() throws {
        var (inbox, sent, app, seats) = piaAtATableOfThree()
        let log = GameLog(setup: GameSetup(variant: .three, dealer: 0, seed: Seed(3)), seed: Seed(3))
        inbox.post(.gameStarted(game: 1, view: log.state.view(for: 2), code: "0badc0de"))
        _ = app.drainInbox()
        let shown = { TableScreen.render(app.screen, width: 80, height: 24, options: RenderOptions(unicode: true, color: false)).text }
        #expect(app.screen.view != nil && shown().contains("Table code 0badc0de"), "\(shown())")
        // A computer player leading at once does not sweep the code away: it stays through the first trick.
        var state = log.state
        let lead = Action(seat: state.turn, card: state.hands[state.turn][0])
        try state.apply(lead)
        inbox.post(.played(seat: lead.seat, card: lead.card, view: state.view(for: 2)))
        _ = app.drainInbox()
        #expect(app.screen.status.contains("plays") && shown().contains("Table code 0badc0de"), "\(shown())")
        inbox.post(.gameAbandoned(game: 1, record: log.record))
        inbox.post(.seatLeft(seat: 1, name: "Gino", reason: .other("dinner")))
        inbox.post(.seatsChanged(seats: [seats[0], seats[2]], players: 3))
        _ = app.drainInbox()
        let text = TableScreen.render(app.screen, width: 80, height: 24, options: RenderOptions(unicode: true, color: false)).text
        #expect(text.contains("2 of 3 seats taken") && text.contains("Gino left (dinner)") && text.contains("Seat 2  free"), "\(text)")
        #expect(app.screen.status == "Game 1 was abandoned. Gino left (dinner); waiting for the seat to fill.", "\(app.screen.status)")
        #expect(app.screen.title == "at Hana's table" && !text.contains("you vs"), "the waiting room's title is the table's again: \(app.screen.title)")
        #expect(app.games.count == 1 && app.games.map(\.names) == [["Hana", "Gino", "Pia"]], "the abandoned game is kept for the history, with who played it")
        #expect(sent.all.contains { if case .localRematch = $0 { true } else { false } }, "staying at the table is asking for the next game")
    }

    /// Issue 44: a deal cut off before our hand was open (a guest left mid-deal) leaves nothing to
    /// keep, but the table must hear that we still want to play, or it waits for our yes forever.
    @Test func whenAPlayerLeavesDuringTheDealTheOthersStayKeenAndKeepNothing() throws {
        var (inbox, sent, app, seats) = piaAtATableOfThree()
        _ = app.drainInbox()
        #expect(!sent.all.contains { if case .localRematch = $0 { true } else { false } }, "nothing asked before the deal is cut off")
        inbox.post(.dealAbandoned(game: 1))
        inbox.post(.seatLeft(seat: 1, name: "Gino", reason: .other("dinner")))
        inbox.post(.seatsChanged(seats: [seats[0], seats[2]], players: 3))
        _ = app.drainInbox()
        let text = TableScreen.render(app.screen, width: 80, height: 24, options: RenderOptions(unicode: true, color: false)).text
        #expect(text.contains("2 of 3 seats taken") && text.contains("Seat 2  free"), "\(text)")
        #expect(app.screen.status == "Game 1 was abandoned. Gino left (dinner); waiting for the seat to fill.", "\(app.screen.status)")
        #expect(app.games.isEmpty, "a deal cut off has no card played: nothing for the history")
        #expect(sent.all.contains { if case .localRematch = $0 { true } else { false } }, "staying at the table is asking for the next game")
    }

    @Test func theWaitingRoomInItalian() throws {
        let inbox = SessionInbox()
        inbox.connect { _ in }
        var host = DrivenTable(app: NetTableApp(title: "ospiti sulla porta 4860", waiting: "", inbox: inbox, language: .italian))
        inbox.post(.seatsChanged(seats: [SeatInfo(seat: 0, name: "Hana", key: Self.key), SeatInfo(seat: 3, name: "Bot 4", key: Self.key, bot: true)],
                                 players: 4))
        _ = host.drainInbox()
        let text = TableScreen.render(host.screen, width: 80, height: 24, options: RenderOptions(unicode: true, color: false, language: .italian)).text
        for line in ["Un tavolo da 4", "posti presi 2 su 4", "Posto 1  Hana (ospita, tu)", "Posto 2  libero", "Bot 4 (computer)", "squadra B",
                     "I compagni siedono di fronte", "b mette il computer nei posti liberi"] {
            #expect(text.contains(line), "\(line) missing:\n\(text)")
        }
    }

    @Test func aGuestAtATableOfThreeWaitsForTheLastSeat() throws {
        let seats = [SeatInfo(seat: 0, name: "Hana", key: Self.key), SeatInfo(seat: 2, name: "Pia", key: Self.key, bot: false)]
        var (guest, _) = app(mySeat: 2, seats: seats, players: 3, reach: "Connected; waiting for the table…")
        let text = TableScreen.render(guest.screen, width: 80, height: 24, options: RenderOptions(unicode: true, color: false)).text
        #expect(text.contains("Seat 2  free") && text.contains("Seat 3  Pia (you)") && !text.contains("team"))
        #expect(text.contains("The game starts when every seat is taken") && !text.contains("b puts computer players"))
        try check("waiting-room-guest-3-80x24", guest)
        // A guest's b does nothing: only the host fills seats.
        let inbox = SessionInbox(), sent = SentEvents()
        inbox.connect { sent.add($0) }
        guest = DrivenTable(app: NetTableApp(title: "joining", waiting: "", inbox: inbox))
        inbox.post(.welcomed(seats: seats, mySeat: 2, players: 3))
        _ = guest.drainInbox()
        _ = guest.handle(.key(.character("b")))
        #expect(!sent.all.contains { if case .fillWithBots = $0 { true } else { false } })
    }

    /// Game `game` of three seats, started and played to its end for seat 2's screen.
    func playOut(game: Int, dealer: Int, seed: UInt64, into inbox: SessionInbox) {
        var log = GameLog(setup: GameSetup(variant: .three, dealer: dealer, seed: Seed(seed)), seed: Seed(seed))
        inbox.post(.gameStarted(game: game, view: log.state.view(for: 2), code: "c0de"))
        while !log.state.isFinished { _ = log.append(Action(seat: log.state.turn, card: log.state.hands[log.state.turn][0])) }
        inbox.post(.gameEnded(game: game, record: log.record))
    }

    /// After a game at a table of three, another player's yes is a question until we said yes
    /// ourselves (naming everyone who wants another game); then the news is whom the game waits for.
    @Test func aYesAfterOursIsNewsNotAQuestion() throws {
        let inbox = SessionInbox()
        inbox.connect { _ in }
        var app = DrivenTable(app: NetTableApp(title: "joining", waiting: "", inbox: inbox))
        let seats = ["Hana", "Gino", "Pia"].enumerated().map { SeatInfo(seat: $0.offset, name: $0.element, key: Self.key) }
        inbox.post(.welcomed(seats: seats, mySeat: 2, players: 3))
        playOut(game: 1, dealer: 0, seed: 5, into: inbox)
        inbox.post(.wantsRematch(seat: 0))
        _ = app.drainInbox()
        #expect(app.screen.status == "Hana wants another game: y / Enter = yes, n = no", "\(app.screen.status)")
        _ = app.handle(.key(.character("y")))
        #expect(app.screen.status == "Waiting for Gino to answer…", "\(app.screen.status)")
        inbox.post(.wantsRematch(seat: 1))
        _ = app.drainInbox()
        #expect(app.screen.status == "Dealing…", "\(app.screen.status)")
        // The next game dealt, its result asks again.
        playOut(game: 2, dealer: 1, seed: 6, into: inbox)
        inbox.post(.wantsRematch(seat: 1))
        _ = app.drainInbox()
        #expect(app.screen.status == "Gino wants another game: y / Enter = yes, n = no", "\(app.screen.status)")
        inbox.post(.wantsRematch(seat: 0))
        _ = app.drainInbox()
        #expect(app.screen.status == "Gino and Hana want another game: y / Enter = yes, n = no", "\(app.screen.status)")
    }

    /// After a game, a guest leaving a table of four frees a seat: the host is told that b fills it
    /// (the status and the keys line say so), b asks the session for computer players, and the
    /// result still names the player who left.
    @Test func aHostFillsASeatFreedBetweenGamesWithAComputerPlayer() throws {
        let inbox = SessionInbox(), sent = SentEvents()
        inbox.connect { sent.add($0) }
        var app = DrivenTable(app: NetTableApp(title: "hosting", waiting: "", inbox: inbox))
        let seats = ["Hana", "Gino", "Bot 3", "Bot 4"].enumerated().map { SeatInfo(seat: $0.offset, name: $0.element, key: Self.key, bot: $0.offset > 1) }
        var log = GameLog(setup: GameSetup(variant: .four, dealer: 0, seed: Seed(4)), seed: Seed(4))
        inbox.post(.seatsChanged(seats: seats, players: 4))
        inbox.post(.gameStarted(game: 1, view: log.state.view(for: 0), code: "c0de"))
        while !log.state.isFinished { _ = log.append(Action(seat: log.state.turn, card: log.state.hands[log.state.turn][0])) }
        inbox.post(.gameEnded(game: 1, record: log.record))
        _ = app.drainInbox()
        #expect(app.screen.phase == .result && !app.screen.offersBots)
        #expect(app.games.map(\.computers) == [[2, 3]] && app.games.map(\.names) == [["Hana", "Gino", "Bot 3", "Bot 4"]], "the history files the bots as computers")
        #expect(app.handle(.key(.character("b"))).isEmpty && sent.all.isEmpty, "no seat is free: b does nothing")
        inbox.post(.seatLeft(seat: 1, name: "Gino", reason: .noMoreGames))
        inbox.post(.seatsChanged(seats: [seats[0], seats[2], seats[3]], players: 4))
        _ = app.drainInbox()
        let text = TableScreen.render(app.screen, width: 80, height: 24, options: RenderOptions(unicode: true, color: false)).text
        // The host is told who left (and that the seat waits), not only that a seat is free.
        #expect(text.contains("Gino left (no more games); waiting for the seat to"), "\(text)")
        #expect(text.contains("y / Enter = again, n = no, b = computer players"), "the keys are offered: \(text)")
        #expect(app.screen.names[1] == "Gino", "the result still names who played it")
        _ = app.handle(.key(.character("y")))
        #expect(app.screen.status.contains("3 of 4 seats taken"), "yes to the next game still says a seat is free: \(app.screen.status)")
        let agreed = TableScreen.render(app.screen, width: 80, height: 24, options: RenderOptions(unicode: true, color: false)).text
        #expect(agreed.contains("b = computer players in the free seats") && !agreed.contains("y / Enter = again"), "yes said: \(agreed)")
        _ = app.handle(.key(.character("b")))
        #expect(sent.all.contains { if case .fillWithBots = $0 { true } else { false } })
        // The seat filled: the result still names Gino (not the computer player now in his seat),
        // the waiting line goes, and with every seat's yes the next game is being dealt.
        let filled = [seats[0], SeatInfo(seat: 1, name: "Bot 2", key: Self.key, bot: true), seats[2], seats[3]]
        inbox.post(.seatsChanged(seats: filled, players: 4))
        inbox.post(.wantsRematch(seat: 1))
        _ = app.drainInbox()
        let after = TableScreen.render(app.screen, width: 80, height: 24, options: RenderOptions(unicode: true, color: false)).text
        let result = after.split(separator: "\n").filter { $0.contains("points") || $0.contains("wins") }
        #expect(app.screen.names[1] == "Gino" && !result.isEmpty && !result.contains { $0.contains("Bot 2") }, "the result is Gino's: \(after)")
        #expect(!after.contains("seats taken") && app.screen.status == "Dealing…", "\(app.screen.status)")
        let next = GameState(setup: GameSetup(variant: .four, dealer: 1, seed: Seed(6)))
        inbox.post(.gameStarted(game: 2, view: next.view(for: 0), code: "c0de"))
        _ = app.drainInbox()
        #expect(app.screen.names == ["Hana", "Bot 2", "Bot 3", "Bot 4"] && app.screen.computers == [1, 2, 3], "the next game names who sits there now")
    }
}

extension WaitingRoomTests {
    /// b straight after the news of who left: once the seat is filled that news is stale, and the
    /// heading names the new player.
    @Test func aSeatFilledRightAfterSomeoneLeftSaysEverySeatIsTaken() throws {
        let inbox = SessionInbox()
        inbox.connect { _ in }
        var app = DrivenTable(app: NetTableApp(title: "hosting", waiting: "", inbox: inbox))
        let seats = ["Hana", "Gino", "Bot 3"].enumerated().map { SeatInfo(seat: $0.offset, name: $0.element, key: Self.key, bot: $0.offset > 1) }
        var log = GameLog(setup: GameSetup(variant: .three, dealer: 0, seed: Seed(4)), seed: Seed(4))
        inbox.post(.seatsChanged(seats: seats, players: 3))
        inbox.post(.gameStarted(game: 1, view: log.state.view(for: 0), code: "c0de"))
        while !log.state.isFinished { _ = log.append(Action(seat: log.state.turn, card: log.state.hands[log.state.turn][0])) }
        inbox.post(.gameEnded(game: 1, record: log.record))
        inbox.post(.seatLeft(seat: 1, name: "Gino", reason: .noMoreGames))
        inbox.post(.seatsChanged(seats: [seats[0], seats[2]], players: 3))
        _ = app.drainInbox()
        #expect(app.screen.status.contains("Gino left"), "\(app.screen.status)")
        inbox.post(.seatsChanged(seats: [seats[0], SeatInfo(seat: 1, name: "Bot 2", key: Self.key, bot: true), seats[2]], players: 3))
        _ = app.drainInbox()
        #expect(app.screen.status.hasPrefix("Every seat is taken again.") && !app.screen.status.contains("Gino left"), "\(app.screen.status)")
        // The heading names who sits there now (it still said Gino until the next game).
        #expect(app.screen.title.contains("Bot 2") && !app.screen.title.contains("Gino"), "\(app.screen.title)")
    }
}

/// Events a screen sent to its session.
final class SentEvents: @unchecked Sendable {
    private var events: [SessionEvent] = []
    private let lock = NSLock()
    func add(_ event: SessionEvent) { lock.withLock { events.append(event) } }
    var all: [SessionEvent] { lock.withLock { events } }
}

/// The turn timer on screen: the seconds count down beside "Your turn", and at zero the session is
/// told the time is up.
@Suite struct TurnTimerScreenTests {
    @Test func theCountdownRunsAndTheTimeRunningOutIsSentOnce() throws {
        let inbox = SessionInbox(), sent = SentEvents()
        inbox.connect { sent.add($0) }
        var app = DrivenTable(app: NetTableApp(title: "joining", waiting: "", inbox: inbox))
        let state = GameState(setup: GameSetup(variant: .two, dealer: 0, seed: Seed(5)))
        inbox.post(.welcomed(seats: [SeatInfo(seat: 0, name: "Hana", key: ""), SeatInfo(seat: 1, name: "Gino", key: "")], mySeat: 1, players: 2))
        inbox.post(.timeLimit(seconds: 3))
        inbox.post(.gameStarted(game: 1, view: state.view(for: 1), code: ""))
        inbox.post(.yourTurn(state.view(for: 1)))
        let effects = app.drainInbox()
        #expect(effects.contains(.wait(milliseconds: 1000)) && app.screen.secondsLeft == 3)
        let text = TableScreen.render(app.screen, width: 80, height: 24, options: RenderOptions(unicode: true, color: false)).text
        #expect(text.contains("Your turn: 3 s left"), "\(text)")
        #expect(app.handle(.tick) == [.wait(milliseconds: 1000)] && app.screen.secondsLeft == 2)
        _ = app.handle(.tick)
        #expect(!app.handle(.tick).contains(.wait(milliseconds: 1000)) && app.screen.secondsLeft == nil)
        #expect(sent.all.filter { if case .localTimeUp = $0 { true } else { false } }.count == 1)
        #expect(app.handle(.key(.character("1"))).isEmpty && !sent.all.contains { if case .localPlay = $0 { true } else { false } },
                "a card key after the time ran out plays nothing")
    }
}

/// Chat in the waiting room: what the others say shows under the room before the game starts.
@Suite struct WaitingRoomChatTests {
    @Test func aLineSaidWhileWaitingIsShown() throws {
        let key = String(repeating: "ab", count: 32)
        let inbox = SessionInbox()
        inbox.connect { _ in }
        var host = DrivenTable(app: NetTableApp(title: "hosting", waiting: "Waiting for players.", inbox: inbox))
        inbox.post(.seatsChanged(seats: [SeatInfo(seat: 0, name: "Hana", key: key), SeatInfo(seat: 1, name: "Gino", key: key)], players: 4))
        inbox.post(.chat(seat: 1, text: "ciao, arrivo subito"))
        _ = host.drainInbox()
        let screen = TableScreen.render(host.screen, width: 80, height: 24, options: RenderOptions(unicode: true, color: false)).text
        #expect(screen.contains("Gino: ciao, arrivo subito") && screen.contains("Seat 3  free"), "\(screen)")
    }
}
