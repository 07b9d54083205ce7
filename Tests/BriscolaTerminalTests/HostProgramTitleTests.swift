import BriscolaCore
import BriscolaSession
import BriscolaTerminal
import BriscolaWire
import Testing

/// A program at the host's seat (`bot host`) bears a name like a person's: the guest's title
/// says it is a computer; a person hosting is named alone.
@Suite struct HostProgramTitleTests {
    func title(hostIsProgram: Bool) -> String {
        let inbox = SessionInbox()
        inbox.connect { _ in }
        var app = NetTableApp(title: "joining", waiting: "Connecting", inbox: inbox)
        let state = GameState(setup: GameSetup(variant: .two, dealer: 0, seed: Seed(7)))
        inbox.post(.welcomed(seats: [SeatInfo(seat: 0, name: "Dario", key: "", bot: hostIsProgram), SeatInfo(seat: 1, name: "Elena", key: "")],
                             mySeat: 1, players: 2))
        inbox.post(.gameStarted(game: 1, view: state.view(for: 1), code: ""))
        _ = app.drainInbox()
        return app.screen.title
    }

    @Test func theGuestsTitleSaysTheHostIsAComputer() {
        #expect(title(hostIsProgram: true) == "you vs Dario (computer)")
        #expect(title(hostIsProgram: false) == "you vs Dario")
    }
}
