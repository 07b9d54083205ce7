@testable import BriscolaTerminal
import BriscolaCore
import BriscolaSession
import BriscolaWire
import Testing

/// Who left while their seats wait: two who leave are both said, and the news goes once someone
/// sits down again (it stayed beside the seat filled).
@Suite struct WaitingRoomLeftTests {
    static let key = String(repeating: "ab", count: 32)
    static func seat(_ seat: Int, _ name: String) -> SeatInfo { SeatInfo(seat: seat, name: name, key: key) }

    @Test func twoWhoLeaveAreBothSaidAndTheNewsGoesWhenASeatFills() {
        let inbox = SessionInbox()
        inbox.connect { _ in }
        var app = NetTableApp(title: "hosting", waiting: "", inbox: inbox)
        inbox.post(.seatsChanged(seats: [Self.seat(0, "Dave"), Self.seat(1, "Gina"), Self.seat(2, "Fede")], players: 3))
        _ = app.drainInbox()
        inbox.post(.seatLeft(seat: 1, name: "Gina", reason: .other("dinner")))
        inbox.post(.seatsChanged(seats: [Self.seat(0, "Dave"), Self.seat(2, "Fede")], players: 3))
        _ = app.drainInbox()
        #expect(app.screen.status == "Gina left (dinner); waiting for the seat to fill.", "\(app.screen.status)")
        inbox.post(.seatLeft(seat: 2, name: "Fede", reason: .noMoreGames))
        inbox.post(.seatsChanged(seats: [Self.seat(0, "Dave")], players: 3))
        _ = app.drainInbox()
        #expect(app.screen.status == "Gina and Fede left the table; waiting for their seats to fill.", "\(app.screen.status)")
        inbox.post(.seatsChanged(seats: [Self.seat(0, "Dave"), Self.seat(1, "Bruno")], players: 3))
        _ = app.drainInbox()
        #expect(!app.screen.status.contains("left"), "Bruno sat down: who left is old news: \(app.screen.status)")
    }

    /// A guest a program plays (its seat entry says `headless`) is called a computer player in the
    /// waiting room and the title, and the history keeps its seat as one — as a `bot host` is.
    @Test func aHeadlessGuestIsCalledAComputerPlayer() {
        let inbox = SessionInbox()
        inbox.connect { _ in }
        var app = NetTableApp(title: "hosting", waiting: "", inbox: inbox)
        let gus = SeatInfo(seat: 1, name: "Gus", key: Self.key, headless: true)
        inbox.post(.seatsChanged(seats: [Self.seat(0, "Dave"), gus], players: 3))
        _ = app.drainInbox()
        let room = app.render(width: 80, height: 24, options: RenderOptions(color: false)).text
        #expect(room.contains("Gus (computer)"), "\(room)")
        inbox.post(.seatsChanged(seats: [Self.seat(0, "Dave"), gus, Self.seat(2, "Fede")], players: 3))
        inbox.post(.gameStarted(game: 1, view: GameState(setup: GameSetup(variant: .three, dealer: 0, seed: Seed(2))).view(for: 0), code: ""))
        _ = app.drainInbox()
        #expect(app.screen.title == "you vs Gus (computer) and Fede", "\(app.screen.title)")
        // Gone after the game, its seat keeps the name in the heading, and that a program played
        // it; a person sitting there since is no computer.
        app.board.final = (scores: [40, 40, 40], result: GameResult(scores: [40, 40, 40]), tricks: [5, 5, 6])
        inbox.post(.seatLeft(seat: 1, name: "Gus", reason: .noMoreGames))
        inbox.post(.seatsChanged(seats: [Self.seat(0, "Dave"), Self.seat(2, "Fede")], players: 3))
        _ = app.drainInbox()
        #expect(app.screen.title == "you vs Gus (computer) and Fede", "\(app.screen.title)")
        inbox.post(.seatsChanged(seats: [Self.seat(0, "Dave"), Self.seat(1, "Bruno"), Self.seat(2, "Fede")], players: 3))
        _ = app.drainInbox()
        #expect(app.screen.title == "you vs Bruno and Fede", "\(app.screen.title)")
    }
}
