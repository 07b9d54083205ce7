import BriscolaTestSupport
import BriscolaNet
import Testing

@Suite(.ownQueue) struct PeakMemoryTests {
    @Test func theHighWaterMarkLineIsReadInMegabytes() {
        let status = "Name:\tbriscola\nVmPeak:\t  300000 kB\nVmHWM:\t   20480 kB\nVmRSS:\t   10240 kB\n"
        #expect(PeakMemory.megabytes(status: status) == 20)
        #expect(PeakMemory.megabytes(status: "Name:\tx\n") == 0)
        #expect(PeakMemory.megabytes() > 0, "this process has a resident set")
    }
}
