@testable import BriscolaApp
import Testing

/// The soak run's reading of /proc and its verdict: what makes `bench soak` exit 1.
@Suite struct SoakVerdictTests {
    @Test func theResidentSetLineIsReadInMegabytes() {
        let status = "Name:\tbriscola\nVmHWM:\t   40960 kB\nVmRSS:\t   20480 kB\n"
        #expect(ProcessResources.residentMegabytes(status: status) == 20)
        #expect(ProcessResources.residentMegabytes(status: "Name:\tx\n") == 0)
        #expect(ProcessResources.residentMegabytes() > 0, "this process has a resident set")
        #expect(ProcessResources.openDescriptors() >= 3, "standard input, output and error at least")
    }

    @Test func growthBeyondTheLimitALeakedDescriptorOrALostGameFails() {
        let agreed = HashLedger.Counts(agreed: 1000)
        func result(_ rss: Double, _ fds: Int, _ counts: HashLedger.Counts = agreed) -> SoakResult {
            SoakResult(games: 1000, connections: 100, seconds: 10, baseline: ResourceSample(games: 0, rssMB: 30, fds: 16),
                       samples: [ResourceSample(games: 100, rssMB: 40, fds: 16), ResourceSample(games: 1000, rssMB: rss, fds: fds)],
                       agreement: counts, rssLimitPercent: 10, peakMB: rss)
        }
        #expect(result(43.9, 16).passed)
        #expect(result(43.9, 16).verdict == "pass")
        #expect(!result(44.1, 16).passed)
        #expect(result(44.1, 16).verdict.contains("resident memory grew more than 10%"))
        #expect(!result(40, 17).passed)
        #expect(result(40, 17).verdict.contains("1 file descriptor leaked"))
        #expect(result(40, 15).passed, "fewer descriptors is no leak")
        #expect(!result(40, 16, HashLedger.Counts(agreed: 999, disagreed: 1)).passed)
        #expect(!result(40, 16, HashLedger.Counts(agreed: 999, abandoned: 1)).passed)
        #expect(!result(40, 16, HashLedger.Counts(agreed: 999, waiting: ["seed": "hash"])).passed)
    }
}
