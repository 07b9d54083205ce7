import BriscolaCore
import BriscolaSession
import BriscolaTerminal
import BriscolaText
import BriscolaWire
import Foundation
import Testing

/// The end of a network game: the header stays above the result, and under the 80×24 box no
/// "nothing said yet" fills space (the big layout's chat panel says it under its heading).
@Suite struct NetResultScreenTests {
    @Test func theResultKeepsItsHeaderAndNoNoise() {
        let inbox = SessionInbox()
        inbox.connect { _ in }
        var app = NetTableApp(title: "joining", waiting: "", inbox: inbox)
        var log = GameLog(setup: GameSetup(variant: .two, dealer: 0, seed: Seed(5)), seed: Seed(5))
        inbox.post(.welcomed(seats: [SeatInfo(seat: 0, name: "Anna", key: ""), SeatInfo(seat: 1, name: "Bruno", key: "")], mySeat: 1, players: 2))
        inbox.post(.gameStarted(game: 1, view: log.state.view(for: 1), code: ""))
        while !log.state.isFinished { _ = log.append(Action(seat: log.state.turn, card: log.state.hands[log.state.turn][0])) }
        inbox.post(.gameEnded(game: 1, record: log.record))
        _ = app.drainInbox()
        for (width, height) in [(80, 24), (120, 40)] {
            let screen = app.render(width: width, height: height, options: RenderOptions(color: false)).text
            #expect(screen.hasPrefix(" Briscola · you vs Anna") && screen.contains("Game 1 is over"), "\(screen)")
            #expect(width > 80 || !screen.contains("nothing said yet"), "\(screen)")
        }
        inbox.post(.chat(seat: 0, text: "another?"))
        _ = app.drainInbox()
        #expect(app.render(width: 80, height: 24, options: RenderOptions(color: false)).text.contains("another?"), "a line said shows under the box")
    }
}

/// At a table of three, after a game: who left stays said while their seat waits, another's wish
/// for a game goes under it, and the keys are said once — the host's line with b, or a guest's
/// question — also when the news came while the last trick was still in view.
@Suite struct NetResultLeftTests {
    static func seat(_ seat: Int, _ name: String) -> SeatInfo { SeatInfo(seat: seat, name: name, key: "") }

    /// A table of three (Ugo hosting, Vera and Walt) whose first game ended, seen from `mySeat`.
    func finished(mySeat: Int, trickInView: Bool = false, language: Language = .english,
                  names: [String] = ["Ugo", "Vera", "Walt"]) -> (NetTableApp, SessionInbox) {
        let inbox = SessionInbox()
        inbox.connect { _ in }
        var app = NetTableApp(title: "table", waiting: "", inbox: inbox, language: language)
        var log = GameLog(setup: GameSetup(variant: .three, dealer: 0, seed: Seed(9)), seed: Seed(9))
        let seats = names.indices.map { Self.seat($0, names[$0]) }
        inbox.post(mySeat == 0 ? .seatsChanged(seats: seats, players: 3) : .welcomed(seats: seats, mySeat: mySeat, players: 3))
        inbox.post(.gameStarted(game: 1, view: log.state.view(for: mySeat), code: "abcd"))
        _ = app.drainInbox()
        while !log.state.isFinished {
            let seat = log.state.turn, card = log.state.hands[seat][0]
            _ = log.append(Action(seat: seat, card: card))
            inbox.post(.played(seat: seat, card: card, view: log.state.view(for: mySeat)))
            if log.state.isFinished { break }
            _ = app.drainInbox()
            for _ in 0..<5 where app.screen.phase == .trickShown { _ = app.handle(.tick) }
        }
        inbox.post(.gameEnded(game: 1, record: log.record))
        _ = app.drainInbox()
        for _ in 0..<5 where !trickInView && app.screen.phase == .trickShown { _ = app.handle(.tick) }
        return (app, inbox)
    }

    func box(_ app: NetTableApp, _ language: Language = .english) -> String {
        app.render(width: 80, height: 24, options: RenderOptions(color: false, language: language)).text
    }

    /// The host's result box in Italian after seat 2 asked for another game and seat 1 then left
    /// (`names` the three at the table).
    func wishThenLeaving(_ names: [String], reason: LeaveReason) -> String {
        var (app, inbox) = finished(mySeat: 0, language: .italian, names: names)
        inbox.post(.wantsRematch(seat: 2))
        _ = app.drainInbox()
        inbox.post(.seatLeft(seat: 1, name: names[1], reason: reason))
        inbox.post(.seatsChanged(seats: [Self.seat(0, names[0]), Self.seat(2, names[2])], players: 3))
        _ = app.drainInbox()
        return box(app, .italian)
    }

    /// A long name and reason in Italian: the box cuts the news, never the wish (said first).
    @Test func aWishSurvivesLongNewsInItalian() {
        let screen = wishThenLeaving(["Ugo", "Gianfranco", "Margherita"], reason: .connectionClosed)
        #expect(screen.contains("Margherita vuole un'altra partita."), "\(screen)")
    }

    /// The host's news in Italian needs three lines beside its keys line: the series line moves up
    /// and the sentence is whole (it was cut: "…; si…").
    @Test func theHostsNewsInItalianIsWhole() {
        let screen = wishThenLeaving(["Anna", "Bruno", "Dino"], reason: .noMoreGames)
        let joined = screen.split(separator: "\n").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " │|")) }.joined(separator: " ")
        #expect(joined.contains("si aspetta che il posto si riempia.") && !screen.contains("…"), "\(screen)")
        #expect(screen.contains("Dino vuole un'altra partita.") && screen.contains("b = giocatori del computer"), "\(screen)")
        #expect(screen.contains("Serie:"), "the series is still said: \(screen)")
    }

    /// The result lists the others in the order they play after us, as the header does ("you vs
    /// Walt and Ugo" for Vera): it listed them by seat.
    @Test func theOthersAreListedInTheOrderTheyPlay() throws {
        let (app, _) = finished(mySeat: 1)
        let rows = box(app).split(separator: "\n").map(String.init)
        let you = try #require(rows.firstIndex { $0.contains("You ") && $0.contains("points") }, "\(rows)")
        #expect(rows[you + 1].contains("Walt") && rows[you + 2].contains("Ugo"), "\(rows.joined(separator: "\n"))")
    }

    /// A wish stays said while another seat's link drops and comes back (the news replaced it).
    @Test func aWishSurvivesASeatGoingAwayAndComingBack() {
        var (app, inbox) = finished(mySeat: 0)
        inbox.post(.wantsRematch(seat: 2))
        _ = app.drainInbox()
        inbox.post(.seatAway(seat: 1, name: "Vera", seconds: 60))
        _ = app.drainInbox()
        let away = box(app)
        #expect(away.contains("Walt wants another game.") && away.contains("Vera"), "\(away)")
        inbox.post(.seatBack(seat: 1, name: "Vera"))
        _ = app.drainInbox()
        let back = box(app)
        #expect(back.contains("Walt wants another game.") && back.contains("Vera is back"), "\(back)")
        #expect(back.contains("y / Enter = yes"), "the question is still asked: \(back)")
    }

    @Test func theHostHearsWhoLeftAndWhoWantsMoreWithOneLineOfKeys() {
        var (app, inbox) = finished(mySeat: 0)
        #expect(app.screen.phase == .result)
        inbox.post(.seatLeft(seat: 1, name: "Vera", reason: .noMoreGames))
        inbox.post(.seatsChanged(seats: [Self.seat(0, "Ugo"), Self.seat(2, "Walt")], players: 3))
        _ = app.drainInbox()
        inbox.post(.wantsRematch(seat: 2))
        _ = app.drainInbox()
        let screen = box(app)
        #expect(screen.contains("Vera left") && screen.contains("Walt wants another game."), "\(screen)")
        #expect(!screen.contains("y / Enter = yes"), "one line of keys, not two: \(screen)")
        #expect(screen.contains("b = computer players"), "\(screen)")
    }

    /// Two who asked, named in a line too long for the box: the keys go whole to the next line
    /// (they were split "…yes, n =" / "no").
    @Test func theKeysAreNeverSplit() {
        var (app, inbox) = finished(mySeat: 0, names: ["Anna", "Carla", "Dario"])
        inbox.post(.wantsRematch(seat: 1))
        inbox.post(.wantsRematch(seat: 2))
        _ = app.drainInbox()
        let screen = box(app)
        #expect(screen.contains("Carla and Dario want another game:") && screen.contains("y / Enter = yes, n = no"), "\(screen)")
    }

    /// The other order: Walt asks first, then Vera leaves — Walt's wish is still said.
    @Test func aWishBeforeTheLeavingIsStillSaid() {
        var (app, inbox) = finished(mySeat: 0)
        inbox.post(.wantsRematch(seat: 2))
        _ = app.drainInbox()
        inbox.post(.seatLeft(seat: 1, name: "Vera", reason: .noMoreGames))
        inbox.post(.seatsChanged(seats: [Self.seat(0, "Ugo"), Self.seat(2, "Walt")], players: 3))
        _ = app.drainInbox()
        let screen = box(app)
        #expect(screen.contains("Vera left") && screen.contains("Walt wants another game."), "\(screen)")
        #expect(!screen.contains("Vera wants"), "\(screen)")
    }

    /// Our own link back on the result screen: who asked for another game is still said.
    @Test func aWishSurvivesOurOwnReconnection() {
        var (app, inbox) = finished(mySeat: 1)
        inbox.post(.wantsRematch(seat: 2))
        inbox.post(.connectionLost(reason: .connectionClosed, seconds: 120))
        inbox.post(.reconnected)
        _ = app.drainInbox()
        let screen = box(app)
        #expect(screen.contains("Walt wants another game.") && screen.contains("Back at the table."), "\(screen)")
        #expect(screen.contains("y / Enter = yes"), "\(screen)")
    }

    /// The host fills the free seat with a computer player (b): who asked for the next game is
    /// still said; a guest who asked is told whom the game waits for.
    @Test func afterTheSeatIsFilledWhoAskedIsStillSaid() {
        var (host, hostInbox) = finished(mySeat: 0)
        var (guest, guestInbox) = finished(mySeat: 2)
        for inbox in [hostInbox, guestInbox] {
            inbox.post(.seatLeft(seat: 1, name: "Vera", reason: .noMoreGames))
            inbox.post(.seatsChanged(seats: [Self.seat(0, "Ugo"), Self.seat(2, "Walt")], players: 3))
        }
        _ = host.drainInbox()
        _ = guest.drainInbox()
        _ = guest.handle(.key(.character("y")))
        hostInbox.post(.wantsRematch(seat: 2))
        _ = host.drainInbox()
        let filled = [Self.seat(0, "Ugo"), SeatInfo(seat: 1, name: "Bot 2", key: "", bot: true), Self.seat(2, "Walt")]
        hostInbox.post(.seatsChanged(seats: filled, players: 3))
        guestInbox.post(.seatsChanged(seats: filled, players: 3))
        _ = host.drainInbox()
        _ = guest.drainInbox()
        let hostBox = box(host), guestBox = box(guest)
        #expect(hostBox.contains("Every seat is taken again.") && hostBox.contains("Walt wants another game."), "\(hostBox)")
        #expect(hostBox.contains("Play again?  y / Enter = yes, n = no") && !hostBox.contains("Bot 2 wants"), "\(hostBox)")
        #expect(guestBox.contains("Waiting for Ugo to answer"), "whom Walt waits for: \(guestBox)")
    }

    @Test(arguments: [false, true])
    func aGuestHearsTheQuestionUnderWhoLeft(_ trickInView: Bool) {
        var (app, inbox) = finished(mySeat: 1, trickInView: trickInView)
        inbox.post(.seatLeft(seat: 2, name: "Walt", reason: .noMoreGames))
        inbox.post(.seatsChanged(seats: [Self.seat(0, "Ugo"), Self.seat(1, "Vera")], players: 3))
        _ = app.drainInbox()
        if trickInView {
            #expect(app.screen.phase == .trickShown)
            _ = app.handle(.tick)
        }
        #expect(app.screen.phase == .result)
        let screen = box(app)
        #expect(screen.contains("Walt left") && screen.contains("Play again?  y / Enter = yes, n = no"), "\(screen)")
    }
}
