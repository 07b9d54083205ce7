import Foundation
import Testing

/// The real binary in a real pseudo-terminal (tmux, on a private server socket this test starts
/// and stops): a whole seeded game to the result screen, and the terminal restored afterwards.
@Suite(.serialized, .enabled(if: TmuxSession.available, "tmux is not installed (CI installs it), so the end-to-end terminal tests cannot run"))
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
            try await Task.sleep(for: .milliseconds(30))
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

    @Test func sigtermMidGameRestoresTheTerminal() async throws {
        let tmux = try TmuxSession()
        defer { tmux.stop() }
        try tmux.start("play --seed 6 --pause 0")
        #expect(try await tmux.waitFor("Your hand"))
        try tmux.signalGame(SIGTERM)
        #expect(try await tmux.waitForExit())
        #expect(try tmux.sttyBefore() == tmux.sttyAfter())
    }

    @Test func theStartMenuLeadsToHistoryAndReplayAndBack() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("briscola-menu-\(UUID().uuidString)")
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
        try tmux.send("1")
        #expect(try await tmux.waitFor("tricks follow"), "replay: \((try? tmux.capture()) ?? "")")
        try tmux.send("q")
        #expect(try await tmux.waitFor("Your latest matches"))
        try tmux.send("q")
        // Join by address: a refused connection comes back to the menu as one line.
        try tmux.send("4")
        #expect(try await tmux.waitFor("Address (HOST:PORT):"))
        try tmux.send("127.0.0.1:1\r")
        #expect(try await tmux.waitFor("connection refused"), "menu: \((try? tmux.capture()) ?? "")")
        try tmux.send("6")
        #expect(try await tmux.waitForExit())
        #expect(try tmux.capture().contains("EXIT=0"))
        #expect(try tmux.sttyBefore() == tmux.sttyAfter())
    }

    @Test func quitAsksForConfirmation() async throws {
        let tmux = try TmuxSession()
        defer { tmux.stop() }
        try tmux.start("play --seed 7")
        #expect(try await tmux.waitFor("Your hand"))
        try tmux.send("q")
        #expect(try await tmux.waitFor("Quit this game?"))
        try tmux.send("y")
        #expect(try await tmux.waitForExit())
    }
}

/// A tmux server of our own (its own socket) running one shell that records `stty -a` before
/// and after the game.
final class TmuxSession: @unchecked Sendable {
    static let path = ["/usr/bin/tmux", "/usr/local/bin/tmux"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static var available: Bool { path != nil && FileManager.default.isExecutableFile(atPath: ChildProcess.binary.path) }

    let socket = "briscola-test-\(UUID().uuidString.prefix(8))"
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Runs `briscola ARGUMENTS` in the pane; `environment` is `NAME=value …` for `env`.
    func start(_ arguments: String, environment: String = "") throws {
        let script = """
        stty -a > \(directory.path)/before; env \(environment) \(ChildProcess.binary.path) \(arguments); echo EXIT=$?; \
        stty -a > \(directory.path)/after.tmp; mv \(directory.path)/after.tmp \(directory.path)/after; sleep 60
        """
        // The server this starts outlives the command and would hold a pipe open forever.
        try tmux(["new-session", "-d", "-x", "80", "-y", "24", "-e", "LANG=C.UTF-8", "sh", "-c", script], capture: false)
    }

    func send(_ keys: String) throws { try tmux(["send-keys", "-t", "0", "-l", keys], capture: false) }

    func capture() throws -> String { try tmux(["capture-pane", "-p", "-t", "0"]) }

    func waitFor(_ text: String, seconds: Double = 10) async throws -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while ContinuousClock.now < deadline {
            if try capture().contains(text) { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        return false
    }

    /// True once the game exited and the shell recorded the terminal settings after it.
    func waitForExit(seconds: Double = 10) async throws -> Bool {
        let after = directory.appendingPathComponent("after").path
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while ContinuousClock.now < deadline {
            if FileManager.default.fileExists(atPath: after) { return try capture().contains("EXIT=") }
            try await Task.sleep(for: .milliseconds(50))
        }
        return false
    }

    func sttyBefore() throws -> String { try String(contentsOf: directory.appendingPathComponent("before"), encoding: .utf8) }
    func sttyAfter() throws -> String { try String(contentsOf: directory.appendingPathComponent("after"), encoding: .utf8) }

    /// Signals the game process (the shell's child), found by its parent's pid.
    func signalGame(_ signal: Int32) throws {
        let shell = try tmux(["list-panes", "-t", "0", "-F", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        for pid in children.split(separator: " ").compactMap({ Int32($0) }) { kill(pid, signal) }
    }

    /// Stops the whole private tmux server (and so every process it started).
    func stop() {
        _ = try? tmux(["kill-server"], capture: false)
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs a tmux command on our socket. `system`/`popen` are used rather than `Process`: tmux's
    /// client forks the server and exits, and `Process` on Linux can miss that exit.
    @discardableResult
    private func tmux(_ arguments: [String], capture: Bool = true) throws -> String {
        let path = try #require(Self.path)
        let command = ([path, "-L", socket] + arguments).map(Self.quote).joined(separator: " ")
        guard capture else {
            // The server this may start outlives the command, so it must not inherit a pipe.
            let status = system(command + " >/dev/null 2>&1 </dev/null")
            try #require(status == 0, "tmux failed: \(arguments.first ?? "")")
            return ""
        }
        let stream = try #require(popen(command + " 2>&1", "r"))
        var output = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, stream)
            if count <= 0 { break }
            output += buffer.prefix(count)
        }
        pclose(stream)
        return String(decoding: output, as: UTF8.self)
    }

    static func quote(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
