@testable import BriscolaApp
import BriscolaNet
import BriscolaTestSupport
import BriscolaTerminal
import Foundation
import Testing

/// Reaching a table's address shows where, takes q or Esc to give up, and nothing else typed
/// meanwhile acts (the screen was blank, and keys typed there reached the menu afterwards).
@Suite(.ownQueue) struct ConnectingTests {
    struct Refused: Error, Equatable {}

    @Test func theScreenSaysWhereAndSwallowsKeysUntilTheAttemptIsOver() async throws {
        let terminal = ScriptedTerminal(script: [.keys("6x"), .until("Connecting to 10.0.0.9:4860", seconds: 5)])
        let error = await #expect(throws: Refused.self) {
            _ = try await Connecting.run("10.0.0.9:4860", on: terminal, options: RenderOptions(color: false)) {
                try await Task.sleep(for: .milliseconds(300))
                throw Refused()
            }
        }
        #expect(error == Refused(), "the attempt's own failure, not a giving up")
        #expect(terminal.shownText.contains("q or Esc gives up"), "\(terminal.shownText)")
        #expect(terminal.pendingKeys.isEmpty, "no key left for the next screen")
    }

    /// q gives up without waiting for an attempt that would go on (here for ten minutes): the
    /// attempt is cancelled.
    @Test func qGivesUpWithoutWaitingForTheAttempt() async throws {
        let terminal = ScriptedTerminal(script: [.until("Connecting to", seconds: 5), .keys("q")])
        let cancelled = ConnectDone()
        let error = await #expect(throws: AppError.self) {
            _ = try await Connecting.run("10.0.0.9:4860", on: terminal, options: RenderOptions(color: false)) {
                do { try await Task.sleep(for: .seconds(600)) } catch {
                    cancelled.finish()
                    throw error
                }
                throw Refused()
            }
        }
        #expect(error.map { "\($0)" } == "gave up connecting to 10.0.0.9:4860")
        try await Self.waitUntil(cancelled)
        #expect(cancelled.isFinished, "the attempt was cancelled")
    }

    /// Ctrl-C leaves at once too (it waited for the attempt), with its exit status.
    @Test func ctrlCLeavesAtOnce() async throws {
        // Had Ctrl-C been swallowed, the screen would stay through the pause after it.
        let terminal = ScriptedTerminal(script: [.until("Connecting to", seconds: 5), .keys("\u{03}"), .pause(milliseconds: 60_000)])
        let cancelled = ConnectDone()
        await #expect(throws: Interrupted.self) {
            _ = try await Connecting.run("10.0.0.9:4860", on: terminal, options: RenderOptions(color: false)) {
                do { try await Task.sleep(for: .seconds(600)) } catch {
                    cancelled.finish()
                    throw error
                }
                throw Refused()
            }
        }
        #expect(terminal.interruption == 130)
        #expect(terminal.stepsLeft == 1, "the screen ended before the minute's pause")
        try await Self.waitUntil(cancelled)
        #expect(cancelled.isFinished, "the attempt was cancelled")
    }

    /// Waits (two minutes at most) for the attempt's end: it runs as a task of the shared pool,
    /// whose queue on a busy runner holds hundreds of other tests' jobs before it (CI waited out 10 s).
    static func waitUntil(_ done: ConnectDone) async throws {
        for _ in 0..<6000 where !done.isFinished { try await Task.sleep(for: .milliseconds(20)) }
    }
}
