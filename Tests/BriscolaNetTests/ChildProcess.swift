import BriscolaTestSupport
import Foundation
import Testing

/// A `briscola` process started by a test: output captured in files, always stopped by its pid.
final class ChildProcess: @unchecked Sendable {
    let process = Process()
    let stdout: URL
    let stderr: URL

    /// The `briscola` binary under test: `BRISCOLA_BIN` when set (CI points it at the release
    /// build), otherwise the one built beside the test bundle.
    static var binary: URL {
        if let given = ProcessInfo.processInfo.environment["BRISCOLA_BIN"], !given.isEmpty {
            return URL(fileURLWithPath: given).standardizedFileURL
        }
        return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("briscola")
    }

    /// Whether there is a binary to test: one built beside the tests, or one named by
    /// `BRISCOLA_BIN` (named, it must be there: its tests then run and fail if it is not).
    static var built: Bool {
        FileManager.default.isExecutableFile(atPath: binary.path) || ProcessInfo.processInfo.environment["BRISCOLA_BIN"].map { !$0.isEmpty } == true
    }

    /// Starts `briscola` with `arguments`, or `executable` when given (a launcher such as the
    /// LAN test bed's `run`, which then starts the program named in `arguments`).
    /// `keepInputOpen`: standard input stays open after `input` (the program waits for more, as a
    /// script that has not ended), until the process goes.
    init(_ arguments: [String], input: String? = nil, executable: URL? = nil, environment: [String: String] = [:],
         keepInputOpen: Bool = false) throws {
        let directory = TestScratch.root.appendingPathComponent("briscola-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        stdout = directory.appendingPathComponent("out")
        stderr = directory.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: stdout.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderr.path, contents: nil)
        // Started as a shell starts a command: every stopping signal at its default. A signal this
        // test process came to ignore would be ignored by the child too (exec keeps SIG_IGN), and
        // the program keeps a SIGHUP ignored from the start (nohup).
        if executable == nil, Self.defaultSignals {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["--default-signal=HUP,INT,TERM", Self.binary.path] + arguments
        } else {
            process.executableURL = executable ?? Self.binary
            process.arguments = arguments
        }
        // Each process keeps its game journals in its own directory unless told otherwise, so that
        // no test resumes another's unfinished game (a port may be used again by a later test).
        let isolated = ["XDG_STATE_HOME": directory.appendingPathComponent("state").path]
        process.environment = ProcessInfo.processInfo.environment.merging(isolated.merging(environment) { $1 }) { $1 }
        process.standardOutput = try FileHandle(forWritingTo: stdout)
        process.standardError = try FileHandle(forWritingTo: stderr)
        let stdin = Pipe()
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        if keepInputOpen { openInput = stdin.fileHandleForWriting } else { try stdin.fileHandleForWriting.close() }
    }

    /// Whether `env --default-signal` is there (coreutils 8.31 and later) to start children with.
    static let defaultSignals: Bool = {
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = ["--default-signal=HUP", "true"]
        guard (try? probe.run()) != nil else { return false }
        probe.waitUntilExit()
        return probe.terminationStatus == 0
    }()

    /// Standard input's writing end, while kept open.
    private var openInput: FileHandle?

    var output: String { (try? String(contentsOf: stdout, encoding: .utf8)) ?? "" }
    var errors: String { (try? String(contentsOf: stderr, encoding: .utf8)) ?? "" }

    /// Polls (bounded) until `condition` holds; returns whether it did.
    func wait(seconds: Double, for condition: (ChildProcess) -> Bool) async throws -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while ContinuousClock.now < deadline {
            if condition(self) { return true }
            await pause(.milliseconds(20))
        }
        return condition(self)
    }

    /// Waits (bounded) for the process to exit; returns its status, or nil if it is still running.
    func exit(within seconds: Double) async throws -> Int32? {
        try await wait(seconds: seconds) { !$0.process.isRunning } ? process.terminationStatus : nil
    }

    /// The port a `bot host --port 0` reported.
    func port(within seconds: Double = 10) async throws -> Int {
        _ = try await wait(seconds: seconds) { $0.errors.contains("listening on port ") }
        let line = try #require(errors.split(separator: "\n").first { $0.hasPrefix("listening on port ") })
        return try #require(Int(line.dropFirst("listening on port ".count)))
    }

    func kill(_ signal: Int32 = SIGTERM) {
        if process.isRunning { Foundation.kill(process.processIdentifier, signal) }
    }

    deinit {
        if process.isRunning {
            Foundation.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }
}

/// The JSON lines a bot printed.
func gameLines(_ text: String) throws -> [[String: String]] {
    try text.split(separator: "\n").map { line in
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
        return object.mapValues { "\($0)" }
    }
}
