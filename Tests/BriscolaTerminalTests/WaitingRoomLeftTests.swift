import BriscolaSession
import BriscolaTerminal
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
        inbox.post(.seatLeft(seat: 1, name: "Gina", reason: "dinner"))
        inbox.post(.seatsChanged(seats: [Self.seat(0, "Dave"), Self.seat(2, "Fede")], players: 3))
        _ = app.drainInbox()
        #expect(app.screen.status == "Gina left (dinner); waiting for the seat to fill.", "\(app.screen.status)")
        inbox.post(.seatLeft(seat: 2, name: "Fede", reason: "no more games"))
        inbox.post(.seatsChanged(seats: [Self.seat(0, "Dave")], players: 3))
        _ = app.drainInbox()
        #expect(app.screen.status == "Gina and Fede left the table; waiting for their seats to fill.", "\(app.screen.status)")
        inbox.post(.seatsChanged(seats: [Self.seat(0, "Dave"), Self.seat(1, "Bruno")], players: 3))
        _ = app.drainInbox()
        #expect(!app.screen.status.contains("left"), "Bruno sat down: who left is old news: \(app.screen.status)")
    }
}
