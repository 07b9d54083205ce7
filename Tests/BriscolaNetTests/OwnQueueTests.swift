import BriscolaTestSupport
import Foundation
import Synchronization
import Testing

/// `.ownQueue` and `pause` keep a test's steps on time while every thread of the runner's pool is
/// busy; `.cpuBound` keeps CPU-bound tests off that pool.
@Suite(.ownQueue) struct OwnQueueTests {
    @Test func aTestOnItsOwnQueueWakesOnTimeWhileThePoolIsBusy() async {
        // Long enough to outlast the pauses, short enough not to hold up the suites beside it.
        let busyUntil = ContinuousClock.now + .milliseconds(800)
        let spinners = (0..<(2 * ProcessInfo.processInfo.activeProcessorCount)).map { _ in
            Task.detached { while ContinuousClock.now < busyUntil {} }
        }
        let probe = Flag()
        // Queued behind the spinners (or behind whatever else holds the pool): it cannot run before a thread frees.
        let probing = Task.detached { probe.value.store(true, ordering: .relaxed) }
        let own = QueueExecutor.current
        #expect(own != nil && own != QueueExecutor.cpuLabel, "the test runs on its own queue: \(own ?? "the pool")")
        let started = ContinuousClock.now
        for _ in 0..<5 { await pause(.milliseconds(20)) }
        let took = ContinuousClock.now - started
        let probed = probe.value.load(ordering: .relaxed)
        #expect(!probed, "the pool was busy all the while")
        #expect(took < .milliseconds(500), "five pauses of 20 ms took \(took)")
        #expect(QueueExecutor.current == own, "and the test is back on its own queue after each")
        for spinner in spinners { await spinner.value }
        await probing.value
    }

    @Test(.cpuBound) func aCPUBoundTestRunsOnTheSharedQueueNotThePool() {
        #expect(QueueExecutor.current == QueueExecutor.cpuLabel)
    }

    @Test func aTaskOffTheQueueIsToldSo() async {
        await Task.detached { #expect(QueueExecutor.current == nil) }.value
    }
}

/// Set once the probe task has run.
private final class Flag: Sendable {
    let value = Atomic<Bool>(false)
}
