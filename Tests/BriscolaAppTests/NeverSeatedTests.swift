import BriscolaApp
import BriscolaSession
import BriscolaTerminal
import BriscolaWire
import Foundation
import Testing

/// A program at the address that accepts the connection but never seats us (it says nothing) is
/// a failure to join — exit 1 — not a table that closed after we sat down (which exited 0 alike).
@Suite struct NeverSeatedTests {
    func play(welcomed: Bool, terminal: ScriptedTerminal = script()) async throws {
        let inbox = SessionInbox()
        inbox.connect { _ in }
        let app = NetTableApp(title: "joining 127.0.0.1:4860", waiting: "Connected; waiting for the table", inbox: inbox)
        let waker = terminal.waker
        let session: @Sendable () async throws -> Void = {
            if welcomed {
                inbox.post(.welcomed(seats: [SeatInfo(seat: 0, name: "Anna", key: ""), SeatInfo(seat: 1, name: "Ada", key: "")], mySeat: 1, players: 2))
            }
            inbox.post(.peerLeft(.link(.silent)))
            waker.wake()
        }
        let saving = GameSaving(enabled: false, now: { Date() }) { throw CancellationError() } // no history here: saving is off
        try await InteractivePlay.play(app, on: terminal, options: RenderOptions(color: false), session: session, saving: saving)
    }

    /// The script ends (the input closes, which leaves) once the table's going is on screen: at
    /// most a minute, since the session's task waits for a thread of the test runner's pool, which
    /// a loaded 2-core machine kept busy past 20 s once (the input closed first: no failure).
    static func script() -> ScriptedTerminal { ScriptedTerminal(script: [.until("no word from the other player", seconds: 60)]) }

    @Test func aTableThatNeverSeatedUsIsAFailure() async throws {
        let terminal = Self.script()
        let error = await #expect(throws: AppError.self) { try await play(welcomed: false, terminal: terminal) }
        #expect(error.map { "\($0)" } == "no table took us there: no word from the other player for too long")
        #expect(terminal.shownText.contains("No briscola table answered at this address (no word from the other player"),
                "no game to have ended: \(terminal.shownText)")
        #expect(!terminal.shownText.contains("The game has ended"))
        // Seated, then the table went: said, not an error.
        let seated = Self.script()
        try await play(welcomed: true, terminal: seated)
        #expect(seated.shownText.contains("no word from the other player") && !seated.shownText.contains("No briscola table answered"))
    }
}
