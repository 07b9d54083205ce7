import BriscolaCore
import BriscolaSession
import BriscolaTerminal
import BriscolaWire
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
