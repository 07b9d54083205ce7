import BriscolaCore
import BriscolaSession
import BriscolaTerminal
import BriscolaWire
import Testing

/// The others are named in playing order from the person's seat, on the title and above the table alike.
@Suite struct OpponentOrderTests {
    @Test func aGuestSeesTheOthersInPlayingOrder() throws {
        let inbox = SessionInbox()
        inbox.connect { _ in }
        var app = NetTableApp(title: "joining", waiting: "", inbox: inbox)
        let state = GameState(setup: GameSetup(variant: .three, dealer: 0, seed: Seed(3)))
        let seats = ["Anna", "Bruno", "Carla"].enumerated().map { SeatInfo(seat: $0.offset, name: $0.element, key: "") }
        inbox.post(.welcomed(seats: seats, mySeat: 1, players: 3))
        inbox.post(.gameStarted(game: 1, view: state.view(for: 1), code: ""))
        _ = app.drainInbox()
        #expect(app.screen.title == "you vs Carla and Anna", "\(app.screen.title)")
        let text = TableScreen.render(app.screen, width: 80, height: 24, options: RenderOptions(color: false)).text
        let row = try #require(text.split(separator: "\n").first { $0.contains("Carla") && $0.contains("Anna") && $0.contains("▮") }, "\(text)")
        let carla = try #require(row.range(of: "Carla")), anna = try #require(row.range(of: "Anna"))
        #expect(carla.lowerBound < anna.lowerBound, "\(row)")
    }
}
