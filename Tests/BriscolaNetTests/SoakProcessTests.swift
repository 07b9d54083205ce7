import BriscolaTestSupport
import Foundation
import Testing

/// `briscola bench soak`, bounded: two bots in one process of their own play 120 games over
/// loopback TCP, the guest leaving and joining again every 10 games; no file descriptor may be
/// leaked and every game must agree. (Memory over so few games is noise: the 1,000-game run is
/// where its growth is judged, and the test only checks the exit status follows the verdict.)
@Suite(.serialized, .ownQueue, .enabled(if: TestTools.runs(ChildProcess.built),
                              "the briscola binary was not built beside the tests"))
struct SoakProcessTests {
    @Test func a120GameSoakLeaksNoDescriptorAndEveryGameAgrees() async throws {
        let soak = try ChildProcess(["bench", "soak", "--games", "120", "--per-connection", "10", "--every", "40", "--json"])
        let status = try await soak.exit(within: 180)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(soak.output.utf8)) as? [String: Any],
                                  "soak printed: \(soak.output) \(soak.errors)")
        #expect(object["games"] as? Int == 120)
        #expect(object["connections"] as? Int == 12)
        let samples = try #require(object["samples"] as? [[String: Any]])
        #expect(samples.compactMap { $0["games"] as? Int } == [40, 80, 120])
        let descriptors = samples.compactMap { $0["fds"] as? Int }
        #expect(descriptors.count == 3 && descriptors.allSatisfy { $0 > 0 && $0 == descriptors.first }, "open descriptors: \(descriptors)")
        let agreement = try #require(object["agreement"] as? [String: Int])
        #expect(agreement == ["agreed": 120, "disagreed": 0, "unmatched": 0, "abandoned": 0])
        let passed = try #require(object["passed"] as? Bool)
        #expect(status == (passed ? 0 : 1), "exit status follows the verdict: \(object["verdict"] ?? "")")
        #expect(passed || object["rss_within_limit"] as? Bool == false, "only memory may fail over 120 games: \(object["verdict"] ?? "")")
        print("soak of 120 games: descriptors \(descriptors), RSS \(samples.compactMap { $0["rss_mb"] as? Double }) MB")
    }
}
