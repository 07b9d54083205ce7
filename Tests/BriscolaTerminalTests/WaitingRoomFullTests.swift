import BriscolaCore
import BriscolaSession
import BriscolaTerminal
import BriscolaText
import BriscolaWire
import Foundation
import Testing

/// A guest in a full waiting room.
extension WaitingRoomTests {
    /// A guest who takes the seat freed after a game finds every seat taken: the others have yet
    /// to say yes (it read "The game starts when every seat is taken", as if one were free).
    @Test func aGuestInAFullRoomWaitsForTheOthersYes() {
        let seats = [SeatInfo(seat: 0, name: "Hana", key: Self.key), SeatInfo(seat: 1, name: "Dario", key: Self.key),
                     SeatInfo(seat: 2, name: "Pia", key: Self.key)]
        let (guest, _) = app(mySeat: 1, seats: seats, players: 3, reach: "Connected; waiting for the table…")
        let text = TableScreen.render(guest.screen, width: 80, height: 24, options: RenderOptions(unicode: true, color: false)).text
        #expect(text.contains("3 of 3 seats taken") && text.contains("Every seat is taken; waiting for the others to start"), "\(text)")
        #expect(!text.contains("The game starts when every seat is taken"))
    }
}
