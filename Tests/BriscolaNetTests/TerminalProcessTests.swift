import BriscolaTestSupport
import Foundation
import Testing

/// The real binary in a real pseudo-terminal (tmux, on a private server socket this test starts
/// and stops): a whole seeded game to the result screen, and the terminal restored afterwards.
/// (Quitting, signals and the rest of the start menu are walked in the journey tests.)
@Suite(.serialized, .ownQueue, .enabled(if: TmuxSession.available, "tmux is not installed (CI installs it), so the end-to-end terminal tests cannot run"))
struct TerminalProcessTests {
    @Test func aWholeGameInAPseudoTerminalAndTheTerminalIsRestored() async throws {
        let tmux = try TmuxSession()
        defer { tmux.stop() }
        try tmux.start("play --seed 5 --pause 0 --name Ada")
        var sawResult = false
        for _ in 0..<300 {
            let screen = try tmux.capture()
            if screen.contains("Play again?") { sawResult = true; break }
            try tmux.send("1")
            await pause(.milliseconds(30))
        }
        #expect(sawResult, "never reached the result screen")
        let result = try tmux.capture()
        #expect(result.contains("Game 1 is over") && result.contains("points"))
        try tmux.send("n")
        let exited = try await tmux.waitForExit()
        let screen = try tmux.capture()
        #expect(exited, "the game did not exit: \(screen)")
        #expect(try tmux.sttyBefore() == tmux.sttyAfter(), "terminal settings changed")
        #expect(try tmux.capture().contains("EXIT=0"))
    }

    @Test func theStartMenuLeadsToHistoryAndReplayAndBack() async throws {
        let home = TestScratch.root.appendingPathComponent("briscola-menu-\(UUID().uuidString)")
        let database = home.appendingPathComponent("briscola/history.sqlite").path
        // One LAN match in this person's history, played by two bots on loopback.
        let host = try ChildProcess(["bot", "host", "--no-advertise", "--port", "0", "--bind", "127.0.0.1", "--games", "1",
                                     "--name", "Ada", "--history", database])
        let guest = try ChildProcess(["bot", "join", "127.0.0.1:\(try await host.port())", "--name", "Bob"])
        #expect(try await guest.exit(within: 30) == 0)
        #expect(try await host.exit(within: 10) == 0, "host: \(host.errors)")
        let tmux = try TmuxSession()
        defer { tmux.stop() }
        try tmux.start("", environment: "XDG_DATA_HOME=\(home.path) XDG_CONFIG_HOME=\(home.path)")
        #expect(try await tmux.waitFor("What would you like to do?"))
        try tmux.send("5")
        #expect(try await tmux.waitFor("vs Bob"), "history: \((try? tmux.capture()) ?? "")")
        // Its number (#1) selects it, Enter replays it.
        try tmux.send("1")
        try tmux.send("\r")
        #expect(try await tmux.waitFor("tricks follow"), "replay: \((try? tmux.capture()) ?? "")")
        try tmux.send("q")
        #expect(try await tmux.waitFor("Your latest games"))
        try tmux.send("q")
        // Join by address: a refused connection comes back to the menu as one line.
        try tmux.send("4")
        #expect(try await tmux.waitFor("Address (HOST:PORT):"))
        try tmux.send("127.0.0.1:1\r")
        #expect(try await tmux.waitFor("connection refused"), "menu: \((try? tmux.capture()) ?? "")")
        try tmux.send("7")
        #expect(try await tmux.waitForExit())
        #expect(try tmux.capture().contains("EXIT=0"))
        #expect(try tmux.sttyBefore() == tmux.sttyAfter())
    }
}
