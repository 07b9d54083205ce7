import BriscolaTestSupport
import Foundation
import Testing

/// A table speaks one protocol (Protocol.md §8, §16): a guest of the other version is told so in
/// one line and the table stays up; with `--protocol 2` the same guest plays there.
@Suite(.serialized, .ownQueue, .enabled(if: TestTools.runs(ChildProcess.built),
                              "the briscola binary was not built beside the tests"))
struct ProtocolChoiceProcessTests {
    @Test func aProtocolFourGuestAtAProtocolTwoTableIsToldAndThenPlaysWithProtocolTwo() async throws {
        let host = try ChildProcess(["bot", "host", "--no-advertise", "--port", "0", "--bind", "127.0.0.1", "--protocol", "2",
                                     "--games", "1", "--no-journal"])
        defer { host.kill() }
        let port = try await host.port()
        let wrong = try ChildProcess(["bot", "join", "127.0.0.1:\(port)", "--no-journal"])
        #expect(try await wrong.exit(within: 20) == 1, "\(wrong.errors)")
        // In a player's words, as the full screen says it: no wire code.
        #expect(wrong.errors.contains("The other program speaks another version of the protocol") && wrong.errors.contains("protocol 2"),
                "\(wrong.errors)")
        #expect(!wrong.errors.contains("version_mismatch"), "\(wrong.errors)")
        #expect(host.process.isRunning, "the table stays up: \(host.errors)")
        let right = try ChildProcess(["bot", "join", "127.0.0.1:\(port)", "--protocol", "2", "--no-journal"])
        #expect(try await right.exit(within: 30) == 0, "\(right.errors)")
        #expect(right.output.contains("seed "), "a protocol-2 game is dealt from a seed: \(right.output)")
        #expect(try await host.exit(within: 20) == 0, "\(host.errors)")
    }

    @Test func aBadProtocolIsAUsageError() async throws {
        let bad = try ChildProcess(["bot", "join", "127.0.0.1:4860", "--protocol", "3"])
        #expect(try await bad.exit(within: 10) == 2)
        #expect(bad.errors.contains("--protocol must be 2 or 4"), "\(bad.errors)")
    }
}
