import BriscolaApp
import BriscolaSession
import BriscolaTerminal
import BriscolaWire
import Foundation
import Testing

/// A program at the address that accepts the connection but never seats us (it says nothing) is
/// a failure to join — exit 1 — not a table that closed after we sat down (which exited 0 alike).
@Suite struct NeverSeatedTests {
    func play(welcomed: Bool) async throws {
        let inbox = SessionInbox()
        inbox.connect { _ in }
        let app = NetTableApp(title: "joining 127.0.0.1:4860", waiting: "Connected; waiting for the table", inbox: inbox)
        // The script ends (the input closes, which leaves) once the table's going is on screen.
        let terminal = ScriptedTerminal(script: [.until("no word from the other player", seconds: 20)])
        let waker = terminal.waker
        let session: @Sendable () async throws -> Void = {
            if welcomed {
                inbox.post(.welcomed(seats: [SeatInfo(seat: 0, name: "Anna", key: ""), SeatInfo(seat: 1, name: "Ada", key: "")], mySeat: 1, players: 2))
            }
            inbox.post(.peerLeft(.link("no word from the other player for too long")))
            waker.wake()
        }
        let saving = GameSaving(enabled: false, now: { Date() }) { throw AppError("no history here") }
        try await InteractivePlay.play(app, on: terminal, options: RenderOptions(color: false), session: session, saving: saving)
    }

    @Test func aTableThatNeverSeatedUsIsAFailure() async throws {
        let error = await #expect(throws: AppError.self) { try await play(welcomed: false) }
        #expect(error.map { "\($0)" } == "no table took us there: no word from the other player for too long")
        // Seated, then the table went: said, not an error.
        try await play(welcomed: true)
    }
}
