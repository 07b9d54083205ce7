import BriscolaCore
import BriscolaSession
import BriscolaTerminal
import BriscolaWire
import Testing

/// The others are named in playing order from the person's seat, on the title and above the table alike.
@Suite struct OpponentOrderTests {
    @Test func aGuestSeesTheOthersInPlayingOrder() throws {
        var app = ThreeSeatTable(["Anna", "Bruno", "Carla"], mySeat: 1, dealer: 0, seed: 3).app
        _ = app.drainInbox()
        #expect(app.screen.title == "you vs Carla and Anna", "\(app.screen.title)")
        let text = TableScreen.render(app.screen, width: 80, height: 24, options: RenderOptions(color: false)).text
        let row = try #require(text.split(separator: "\n").first { $0.contains("Carla") && $0.contains("Anna") && $0.contains("▮") }, "\(text)")
        let carla = try #require(row.range(of: "Carla")), anna = try #require(row.range(of: "Anna"))
        #expect(carla.lowerBound < anna.lowerBound, "\(row)")
    }
}
