import BriscolaTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A guest killed mid-game and started again while its table is gone (the host stopped for good,
/// or restarting): the screen says it is taking the game up and the table has not answered yet,
/// not that a connection was lost (the program has just started), and q still leaves.
extension Journeys {
    @Suite struct JourneyRejoinTests {
        @Test func aRestartedGuestWhoseTableIsGoneSaysTheTableHasNotAnswered() async throws {
            let host = try ChildProcess(["bot", "host", "--no-advertise", "--port", "0", "--bind", "127.0.0.1", "--games", "1",
                                         "--name", "Carla", "--think", "100", "--trace", "--no-journal"])
            defer { host.kill(SIGKILL) }
            let port = try await host.port()
            let first = try TmuxSession()
            defer { first.stop() }
            try first.configure(["pause = 0"])
            try first.start("join 127.0.0.1:\(port) --name Ada --grace 30")
            #expect(try await first.waitFor("Your turn"), "\((try? first.capture()) ?? "")")
            try first.send("1")
            #expect(try await host.wait(seconds: 10) { $0.errors.contains("first-card") })
            try first.signalGame(SIGKILL)
            #expect(try await first.waitFor("EXIT=137"), "killed: \((try? first.capture()) ?? "")")
            host.kill(SIGKILL)
            _ = try await host.exit(within: 5)
            let again = try TmuxSession()
            defer { again.stop() }
            try again.start("join 127.0.0.1:\(port) --name Ada --grace 30", environment: first.home)
            #expect(try await again.waitFor("Resuming: the table has not answered yet"), "\((try? again.capture()) ?? "")")
            #expect(try !again.capture().contains("Connection lost"), "\((try? again.capture()) ?? "")")
            try again.send("q")
            #expect(try await again.waitFor("Quit"), "\((try? again.capture()) ?? "")")
            try again.send("y")
            #expect(try await again.waitForExit(), "\((try? again.capture()) ?? "")")
        }
    }
}
