import BriscolaCore
import BriscolaSession
import BriscolaTerminal
import BriscolaWire
import Testing

/// The network table as a reducer: what it decides from what it was told (not from the words on
/// its screen), the requests it returns for the session, and what the screen then shows.
@Suite struct NetTableReducerTests {
    static let names = ["Hana", "Gino", "Pia", "Rocco"]

    /// Seat 2's screen at a table of `players`, welcomed, and game 1 dealt (played out to its end
    /// when `finished`).
    static func pia(players: Int, finished: Bool = false) -> (NetTableApp, SessionInbox) {
        let inbox = SessionInbox()
        var app = NetTableApp(title: "joining", waiting: "", inbox: inbox)
        let seats = names.prefix(players).enumerated().map { SeatInfo(seat: $0.offset, name: $0.element, key: "") }
        let variant: Variant = players == 4 ? .four : .three
        var log = GameLog(setup: GameSetup(variant: variant, dealer: 0, seed: Seed(5)), seed: Seed(5))
        inbox.post(.welcomed(seats: seats, mySeat: 2, players: players))
        inbox.post(.gameStarted(game: 1, view: log.state.view(for: 2), code: "c0de"))
        if finished {
            while !log.state.isFinished { _ = log.append(Action(seat: log.state.turn, card: log.state.hands[log.state.turn][0])) }
            inbox.post(.gameEnded(game: 1, record: log.record))
        }
        _ = app.drainInbox()
        return (app, inbox)
    }

    static func seats(_ taken: [Int: String]) -> [SeatInfo] {
        taken.keys.sorted().compactMap { seat in taken[seat].map { SeatInfo(seat: seat, name: $0, key: "") } }
    }

    /// A game cut off after someone left says both, and the table asks the session for the next
    /// game; cut off with nobody gone before, it says only that.
    @Test(arguments: [true, false]) func aGameCutOffAfterSomeoneLeftSaysBoth(_ leftFirst: Bool) {
        var (app, inbox) = Self.pia(players: 3)
        let record = GameLog(setup: GameSetup(variant: .three, dealer: 0, seed: Seed(5)), seed: Seed(5)).record
        if leftFirst { inbox.post(.seatLeft(seat: 1, name: "Gino", reason: .other("dinner"))) }
        inbox.post(.gameAbandoned(game: 1, record: record))
        let effects = app.drainInbox()
        #expect(effects.requests == [.rematch], "staying at the table is asking for the next game: \(effects)")
        let said = leftFirst ? "Game 1 was abandoned. Gino left (dinner); waiting for the seat to fill." : "Game 1 was abandoned."
        #expect(app.screen.status == said, "\(app.screen.status)")
        #expect(app.games.count == 1 && app.games[0].names == ["Hana", "Gino", "Pia"])
    }

    /// Someone sitting in a seat that waited makes who left old news: the line says how many seats
    /// are taken now (and, on the result screen, asks again).
    @Test func aSeatTakenAgainMakesWhoLeftOldNews() {
        var (app, inbox) = Self.pia(players: 4, finished: true)
        inbox.post(.seatLeft(seat: 1, name: "Gino", reason: .noMoreGames))
        inbox.post(.seatsChanged(seats: Self.seats([0: "Hana", 2: "Pia", 3: "Rocco"]), players: 4))
        _ = app.drainInbox()
        #expect(app.screen.status == "Gino left (no more games); waiting for the seat to fill. Play again?  y / Enter = yes, n = no",
                "\(app.screen.status)")
        inbox.post(.seatLeft(seat: 3, name: "Rocco", reason: .left))
        inbox.post(.seatsChanged(seats: Self.seats([0: "Hana", 2: "Pia"]), players: 4))
        _ = app.drainInbox()
        #expect(app.screen.status.hasPrefix("Gino and Rocco left the table; waiting for their seats to fill."), "\(app.screen.status)")
        inbox.post(.seatsChanged(seats: Self.seats([0: "Hana", 1: "Bruno", 2: "Pia"]), players: 4))
        _ = app.drainInbox()
        #expect(app.screen.status == "Waiting for players: 3 of 4 seats taken… Play again?  y / Enter = yes, n = no", "\(app.screen.status)")
    }

    /// A deal that waits for a player whose link dropped says who, and the time left, a second at
    /// a time; once they are back it says only that it deals. A waiting room's notice stays its own.
    @Test func theDealingNoticeSaysWhoTheDealWaitsFor() {
        let inbox = SessionInbox()
        var app = NetTableApp(title: "hosting", waiting: "Waiting for a player", inbox: inbox)
        inbox.post(.seatsChanged(seats: Self.seats([0: "Hana", 1: "Gino"]), players: 2))
        _ = app.drainInbox()
        #expect(app.screen.phase == .notice("Dealing…"))
        inbox.post(.seatAway(seat: 1, name: "Gino", seconds: 120))
        #expect(app.drainInbox().contains(.seconds(true)))
        #expect(app.screen.phase == .notice("Dealing… Gino's connection dropped — waiting for them, 2:00 left."), "\(app.screen.phase)")
        #expect(app.handle(.second).isEmpty)
        #expect(app.screen.phase == .notice("Dealing… Gino's connection dropped — waiting for them, 1:59 left."), "\(app.screen.phase)")
        inbox.post(.seatBack(seat: 1, name: "Gino"))
        #expect(app.drainInbox().contains(.seconds(false)))
        #expect(app.screen.phase == .notice("Dealing…"), "\(app.screen.phase)")

        var room = NetTableApp(title: "hosting", waiting: "", inbox: inbox)
        inbox.post(.seatsChanged(seats: Self.seats([0: "Hana", 1: "Gino"]), players: 3))
        inbox.post(.seatAway(seat: 1, name: "Gino", seconds: 120))
        _ = room.drainInbox()
        #expect(room.screen.phase == .notice("Waiting for players: 2 of 3 seats taken…"), "\(room.screen.phase)")
    }

    /// Our own return stays said while another seat's link drops and comes back; each countdown
    /// is drawn as it stands.
    @Test func ourReturnStaysSaidBesideAnotherSeatsAbsence() {
        var (app, inbox) = Self.pia(players: 3)
        inbox.post(.connectionLost(reason: .silent, seconds: 120))
        #expect(app.drainInbox().contains(.seconds(true)))
        #expect(app.screen.status == "Connection lost — reconnecting, 2:00 left… (q leaves)", "\(app.screen.status)")
        _ = app.handle(.second)
        #expect(app.screen.status == "Connection lost — reconnecting, 1:59 left… (q leaves)", "\(app.screen.status)")
        inbox.post(.reconnected)
        #expect(app.drainInbox().contains(.seconds(false)))
        inbox.post(.seatAway(seat: 1, name: "Gino", seconds: 60))
        _ = app.drainInbox()
        _ = app.handle(.second)
        #expect(app.screen.status == "Back at the table. Gino's connection dropped — waiting for them, 0:59 left.", "\(app.screen.status)")
        #expect(app.screen.awayName == "Gino" && app.screen.awaySeats == [1])
        inbox.post(.seatBack(seat: 1, name: "Gino"))
        _ = app.drainInbox()
        #expect(app.screen.status == "Back at the table. Gino is back.", "\(app.screen.status)")
    }

    /// On the result screen news keeps the question under it, once: a line that already asks
    /// (someone's wish for another game, with the keys) is not asked again.
    @Test func theQuestionStaysUnderNewsOnce() {
        var (app, inbox) = Self.pia(players: 3, finished: true)
        #expect(app.screen.phase == .result && app.screen.status.isEmpty)
        inbox.post(.wantsRematch(seat: 0))
        _ = app.drainInbox()
        #expect(app.screen.status == "Hana wants another game: y / Enter = yes, n = no", "\(app.screen.status)")
        _ = app.drainInbox()
        #expect(app.screen.status == "Hana wants another game: y / Enter = yes, n = no", "asked once: \(app.screen.status)")
        inbox.post(.seatAway(seat: 1, name: "Gino", seconds: 60))
        _ = app.drainInbox()
        _ = app.drainInbox()
        #expect(app.screen.status == "Hana wants another game. Gino's connection dropped — waiting for them, 1:00 left. Play again?  y / Enter = yes, n = no",
                "\(app.screen.status)")
        // Our yes goes to the session, and the line says whom the next game waits for.
        #expect(app.handle(.key(.character("y"))).requests == [.rematch])
        #expect(app.screen.status == "Waiting for Gino to answer…", "\(app.screen.status)")
    }

    /// A card is requested, never sent from inside the update; until the session confirms it,
    /// nothing else may be played.
    @Test func aCardIsRequestedAsAnEffect() throws {
        let inbox = SessionInbox()
        var app = NetTableApp(title: "joining", waiting: "", inbox: inbox)
        let state = GameState(setup: GameSetup(variant: .two, dealer: 1, seed: Seed(7)))
        inbox.post(.welcomed(seats: Self.seats([0: "Ada", 1: "Bruno"]), mySeat: 0, players: 2))
        inbox.post(.gameStarted(game: 1, view: state.view(for: 0), code: ""))
        _ = app.drainInbox()
        #expect(app.screen.phase == .yourTurn)
        #expect(app.handle(.key(.character("1"))).requests == [.play(state.hands[0][0])])
        #expect(app.screen.phase == .sendingOurCard)
        #expect(app.handle(.key(.character("2"))).requests.isEmpty)
    }

    @Test func leavingIsRequestedOnceThenTheScreenCloses() {
        var (app, _) = Self.pia(players: 3, finished: true)
        #expect(app.handle(.key(.character("c"))).isEmpty)
        for c in "ciao" { _ = app.handle(.key(.character(c))) }
        #expect(app.handle(.key(.enter)).requests == [.chat("ciao")])
        #expect(app.screen.chat.lines.last == ChatLine(speaker: nil, text: "ciao"))
        #expect(app.handle(.key(.character("n"))) == [.session(.quit(.noMoreGames)), .quit])
        #expect(app.ending == .left)
        #expect(app.handle(.key(.character("n"))) == [.quit], "the session is told once")
    }

    /// At a table of two, the other player leaving closes our session too, and the notice names
    /// them as the table does.
    @Test func theOtherPlayerLeavingATableOfTwoClosesOurs() {
        let inbox = SessionInbox()
        var app = NetTableApp(title: "joining", waiting: "", inbox: inbox)
        inbox.post(.welcomed(seats: Self.seats([0: "Anna", 1: "Anna"]), mySeat: 1, players: 2))
        inbox.post(.seatLeft(seat: 0, name: "Anna", reason: .other("dinner")))
        #expect(app.drainInbox().requests == [.quit(.tableClosed)])
        #expect(app.screen.phase == .notice("The game has ended: Anna (1) left: dinner. Press Enter to leave."), "\(app.screen.phase)")
        #expect(app.ending == .peerLeft(.left(name: "Anna (1)", reason: .other("dinner"))))
    }
}
