@testable import BriscolaTerminal
import Testing

/// The held-back stop signal: kept only while holding, the first one kept, given back once.
@Suite struct SignalStateTests {
    @Test func aStopIsKeptOnlyWhileHolding() {
        let slot = SignalSlot()
        #expect(!slot.keep(15), "not holding: the caller stops at once")
        slot.hold()
        #expect(slot.keep(1) && slot.keep(15), "holding: kept (a second changes nothing)")
        #expect(slot.takeSignal() == 1 && slot.takeSignal() == 0, "the first, once")
        #expect(slot.keep(15))
        // Suspended: holding paused, then resumed with what it held.
        let held = slot.release()
        #expect(held == 15 && !slot.keep(2))
        slot.resume(held)
        #expect(slot.release() == 15 && slot.release() == nil)
        slot.resume(nil)
        #expect(!slot.keep(1), "resuming nothing holds nothing")
    }
}
