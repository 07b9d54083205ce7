import BriscolaTestSupport
import Foundation
import Testing

/// A tmux server of our own (its own socket) running one shell that records `stty -a` before
/// and after the game.
final class TmuxSession: @unchecked Sendable {
    static let path = ["/usr/bin/tmux", "/usr/local/bin/tmux"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static var available: Bool { TestTools.runs(path != nil && ChildProcess.built) }

    let socket = "briscola-test-\(UUID().uuidString.prefix(8))"
    let directory: URL

    init() throws {
        directory = TestScratch.root.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Runs `briscola ARGUMENTS` in the pane; `environment` is `NAME=value …` for `env`. A fresh
    /// XDG home of the session's own keeps the person's real history and settings out of it.
    /// `launcher` runs the program somewhere else (a LAN test bed host: `lan-testbed run DIR B`).
    func start(_ arguments: String, environment: String = "", width: Int = 80, height: Int = 24, lang: String = "C.UTF-8",
               launcher: String = "") throws {
        let script = """
        printf '\\033]2;\(Self.shellTitle)\\033\\\\'; stty -a > \(directory.path)/before; env \(home) \(environment) \(launcher) \(ChildProcess.binary.path) \(arguments); echo EXIT=$?; \
        stty -a > \(directory.path)/after.tmp; mv \(directory.path)/after.tmp \(directory.path)/after; sleep 60
        """
        // The server this starts outlives the command and would hold a pipe open forever.
        try tmux(["new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-e", "LANG=\(lang)", "sh", "-c", script], capture: false)
    }

    /// Starts an interactive shell with job control (for Ctrl-Z and `fg`); type commands with `send`.
    func startShell(width: Int = 80, height: Int = 24) throws {
        try tmux(["new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-e", "LANG=C.UTF-8", "-e", "PS1=$ ",
                  "bash", "--norc", "--noprofile", "-i"], capture: false)
    }

    /// The window title the pane's shell sets before the program starts (and must get back).
    static let shellTitle = "shell title"

    /// `XDG_*` variables pointing into this session's own directory.
    var home: String {
        "XDG_DATA_HOME=\(directory.path)/data XDG_CONFIG_HOME=\(directory.path)/config XDG_STATE_HOME=\(directory.path)/state"
    }

    /// Writes settings (`key = value` lines) into this session's own settings file.
    func configure(_ lines: [String]) throws {
        let folder = directory.appendingPathComponent("config/briscola")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try (lines.joined(separator: "\n") + "\n").write(to: folder.appendingPathComponent("config"), atomically: true, encoding: .utf8)
    }

    /// What this session's settings file holds now (empty when there is none).
    func settings() throws -> String {
        (try? String(contentsOf: directory.appendingPathComponent("config/briscola/config"), encoding: .utf8)) ?? ""
    }

    /// The history file a game started by `start` saves into.
    var historyPath: String { "\(directory.path)/data/briscola/history.sqlite" }

    func send(_ keys: String) throws { try tmux(["send-keys", "-t", "0", "-l", keys], capture: false) }

    /// Sends a named key, such as `C-c`, `C-z`, `Enter` or `Escape`.
    func press(_ key: String) throws { try tmux(["send-keys", "-t", "0", key], capture: false) }

    /// Pastes `text` as a terminal does (bracketed, when the program asked for it).
    func paste(_ text: String) throws {
        let buffer = "paste-\(UUID().uuidString.prefix(8))"
        try tmux(["set-buffer", "-b", buffer, text], capture: false)
        try tmux(["paste-buffer", "-p", "-d", "-b", buffer, "-t", "0"], capture: false)
    }

    /// Resizes the window (the program gets SIGWINCH).
    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", "0", "-x", "\(width)", "-y", "\(height)"], capture: false)
    }

    func capture() throws -> String { try tmux(["capture-pane", "-p", "-t", "0"]) }

    /// From now on, everything the program writes to the pane (raw bytes: bells, title
    /// sequences) is appended to `output`.
    func recordOutput() throws { try tmux(["pipe-pane", "-o", "-t", "0", "cat >> \(directory.path)/output"], capture: false) }

    /// What `recordOutput` has recorded so far.
    var output: [UInt8] { (try? [UInt8](Data(contentsOf: directory.appendingPathComponent("output")))) ?? [] }

    /// Waits until the screen differs from `screen`; false if it stayed the same.
    func waitForChange(from screen: String, seconds: Double = 2) async throws -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while ContinuousClock.now < deadline {
            if try capture() != screen { return true }
            await pause(.milliseconds(20))
        }
        return false
    }

    /// The pane's title, as the program last set it.
    func title() throws -> String {
        try tmux(["display-message", "-p", "-t", "0", "#{pane_title}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The screen with its colours and emphasis as escape sequences.
    func captureStyled() throws -> String { try tmux(["capture-pane", "-p", "-e", "-t", "0"]) }

    /// Waits until the screen shows one of the texts given.
    func waitForAny(_ texts: [String], seconds: Double = 30) async throws -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while ContinuousClock.now < deadline {
            let screen = try capture()
            if texts.contains(where: screen.contains) { return true }
            await pause(.milliseconds(50))
        }
        return false
    }

    /// Waits until the screen no longer shows `text`.
    func waitUntilGone(_ text: String, seconds: Double = 30) async throws -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while ContinuousClock.now < deadline {
            if !(try capture().contains(text)) { return true }
            await pause(.milliseconds(50))
        }
        return false
    }

    /// Waits until the screen shows every text given.
    func waitForAll(_ texts: [String], seconds: Double = 30) async throws -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while ContinuousClock.now < deadline {
            let screen = try capture()
            if texts.allSatisfy(screen.contains) { return true }
            await pause(.milliseconds(50))
        }
        return false
    }

    func waitFor(_ text: String, seconds: Double = 30) async throws -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while ContinuousClock.now < deadline {
            if try capture().contains(text) { return true }
            await pause(.milliseconds(50))
        }
        return false
    }

    /// True once the game exited and the shell recorded the terminal settings after it.
    func waitForExit(seconds: Double = 30) async throws -> Bool {
        let after = directory.appendingPathComponent("after").path
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while ContinuousClock.now < deadline {
            if FileManager.default.fileExists(atPath: after) { return try capture().contains("EXIT=") }
            await pause(.milliseconds(50))
        }
        return false
    }

    func sttyBefore() throws -> String { try String(contentsOf: directory.appendingPathComponent("before"), encoding: .utf8) }
    func sttyAfter() throws -> String { try String(contentsOf: directory.appendingPathComponent("after"), encoding: .utf8) }

    /// Signals the game process (the shell's child), found by its parent's pid.
    func signalGame(_ signal: Int32) throws {
        for pid in try gamePids() { kill(pid, signal) }
    }

    /// Closes the window as a person closes a terminal: the server goes, and with it the pane's
    /// terminal (the program reads EIO and gets SIGHUP); the session's files stay. True once the
    /// program that ran in the pane has exited (what it saves on the way out is then on disk).
    @discardableResult
    func closeWindow(seconds: Double = 30) async throws -> Bool {
        let game = try gamePids()
        killServer()
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while ContinuousClock.now < deadline {
            if game.allSatisfy(Self.exited) { return true }
            await pause(.milliseconds(50))
        }
        return false
    }

    /// True when `pid` is gone or a zombie (its parent gone too, nobody may reap it in a container).
    private static func exited(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
        return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
    }

    /// The pids of the processes the pane's shell runs (the game).
    private func gamePids() throws -> [Int32] {
        let shell = try tmux(["list-panes", "-t", "0", "-F", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
        return children.split(separator: " ").compactMap { Int32($0) }
    }

    /// Stops the whole private tmux server (and so every process it started).
    func stop() {
        killServer()
        try? FileManager.default.removeItem(at: directory)
    }

    /// Ends our tmux server, if it is still there (a window already closed is no failure).
    private func killServer() {
        guard let path = Self.path else { return }
        _ = system(([path, "-L", socket, "kill-server"]).map(Self.quote).joined(separator: " ") + " >/dev/null 2>&1 </dev/null")
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
