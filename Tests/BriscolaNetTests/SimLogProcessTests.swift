import BriscolaTestSupport
import Foundation
import Testing

/// `sim --log /dev/stdout` with standard output going to a file: the games, then the summary,
/// neither written over the other (the log had its own offset at 0 and the summary overwrote it).
@Suite(.serialized, .ownQueue, .enabled(if: TestTools.runs(ChildProcess.built),
                                        "the briscola binary was not built beside the tests"))
struct SimLogProcessTests {
    @Test func theLogToStandardOutputKeepsGamesAndSummaryWhole() async throws {
        let run = try ChildProcess(["sim", "--games", "3", "--seed", "1", "--log", "/dev/stdout"])
        #expect(try await run.exit(within: 30) == 0, "\(run.errors)")
        let lines = run.output.split(separator: "\n")
        #expect(lines.prefix(3).allSatisfy { $0.hasPrefix("{\"actions\":[") && $0.hasSuffix("}") }, "\(run.output.prefix(300))")
        #expect(lines.contains { $0.hasPrefix("A's win rate") } && lines.count == 3 + 5, "\(lines.suffix(6))")
    }
}
