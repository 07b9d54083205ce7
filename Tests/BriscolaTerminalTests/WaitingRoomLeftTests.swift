@testable import BriscolaTerminal
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
        #expect(app.title(names: ["Dave", "Gus", "Fede"]).contains("Gus (computer)"), "\(app.title(names: ["Dave", "Gus", "Fede"]))")
        // Gone, its seat keeps the name in the heading, and that a program played it; a person
        // sitting there since is no computer.
        inbox.post(.seatLeft(seat: 1, name: "Gus", reason: .noMoreGames))
        inbox.post(.seatsChanged(seats: [Self.seat(0, "Dave")], players: 3))
        _ = app.drainInbox()
        #expect(app.title(names: ["Dave", "Gus", ""]).contains("Gus (computer)"), "\(app.title(names: ["Dave", "Gus", ""]))")
        inbox.post(.seatsChanged(seats: [Self.seat(0, "Dave"), Self.seat(1, "Bruno")], players: 3))
        _ = app.drainInbox()
        #expect(!app.title(names: ["Dave", "Bruno", ""]).contains("(computer)"), "\(app.title(names: ["Dave", "Bruno", ""]))")
    }
}
