import BriscolaCore
import BriscolaSession
import BriscolaTerminal
import BriscolaWire

/// A table of three as one seat's screen meets it: seated (a host hears the seats, a guest its
/// welcome) and game 1 dealt, nothing drained yet.
struct ThreeSeatTable {
    var app: NetTableApp
    let inbox = SessionInbox()
    /// Game 1 before its first card.
    let state: GameState

    init(_ names: [String], mySeat: Int, dealer: Int, seed: UInt64) {
        inbox.connect { _ in }
        app = NetTableApp(title: mySeat == 0 ? "hosting" : "joining", waiting: "", inbox: inbox)
        state = GameState(setup: GameSetup(variant: .three, dealer: dealer, seed: Seed(seed)))
        let seats = names.enumerated().map { SeatInfo(seat: $0.offset, name: $0.element, key: "") }
        inbox.post(mySeat == 0 ? .seatsChanged(seats: seats, players: 3) : .welcomed(seats: seats, mySeat: mySeat, players: 3))
        inbox.post(.gameStarted(game: 1, view: state.view(for: mySeat), code: ""))
    }
}
