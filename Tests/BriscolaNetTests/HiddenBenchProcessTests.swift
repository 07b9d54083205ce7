import BriscolaTestSupport
import Foundation
import Testing

/// `briscola bench hidden` as a person runs it: whole games in both protocols, checked and measured.
@Suite(.ownQueue, .enabled(if: TestTools.runs(ChildProcess.built),
                "the briscola binary was not built beside the tests"))
struct HiddenBenchProcessTests {
    @Test func theBenchPlaysEveryGameInBothProtocolsAndHidingCostsBytes() async throws {
        let bench = try ChildProcess(["bench", "hidden", "--games", "2", "--json"])
        #expect(try await bench.exit(within: 60) == 0, "\(bench.errors)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bench.output.utf8)) as? [String: Any])
        let open = try #require(object["open"] as? [String: Any]), hidden = try #require(object["hidden"] as? [String: Any])
        #expect(open["finished"] as? Int == 2 && hidden["finished"] as? Int == 2, "\(bench.output)")
        let openBytes = try #require(open["bytesPerGame"] as? Int), hiddenBytes = try #require(hidden["bytesPerGame"] as? Int)
        #expect(hiddenBytes > openBytes, "protocol 4 sends the proved passes, the openings and the audit: \(openBytes) → \(hiddenBytes)")
        #expect((object["openingMicros"] as? Double ?? 0) > 0)
        let usage = try ChildProcess(["bench", "hidden", "--players", "5"])
        #expect(try await usage.exit(within: 10) == 2)
    }
}
