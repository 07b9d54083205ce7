import BriscolaTestSupport
import Foundation
import Testing

/// The screen's options go either way: `--no-show-points` and `--no-ascii` turn off for one game
/// what the settings turn on (there was no way to, but to change the settings).
@Suite(.serialized, .ownQueue, .enabled(if: TestTools.runs(ChildProcess.built),
                                        "the briscola binary was not built beside the tests"))
struct ScreenFlagsTests {
    @Test func aFlagTurnsOffWhatTheSettingsTurnOn() async throws {
        let directory = TestScratch.root.appendingPathComponent("briscola-flags-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let config = directory.appendingPathComponent("config").path
        try "show-points = on\nascii = on\n".write(toFile: config, atomically: true, encoding: .utf8)
        let base = ["play", "--seed", "3", "--config", config, "--no-history"]
        let set = try ChildProcess(base, input: "1\n", environment: ["LANG": "C.UTF-8"])
        #expect(try await set.exit(within: 20) == 0, "\(set.errors)")
        #expect(set.output.contains("- Computer: 0") && !set.output.contains("·"), "as the settings say: \(set.output)")
        let flags = try ChildProcess(base + ["--no-show-points", "--no-ascii"], input: "1\n", environment: ["LANG": "C.UTF-8"])
        #expect(try await flags.exit(within: 20) == 0, "\(flags.errors)")
        #expect(!flags.output.contains("Computer: 0") && flags.output.contains("· stock: 34 ·"), "as the flags say: \(flags.output)")
    }
}
