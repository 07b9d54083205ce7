import Synchronization

/// A flag the signal queue reads while the loop's thread sets it.
final class Flag: Sendable {
    private let value = Atomic<Bool>(false)

    func get() -> Bool { value.load(ordering: .sequentiallyConsistent) }
    func set(_ new: Bool) { value.store(new, ordering: .sequentiallyConsistent) }
    func exchange(_ new: Bool) -> Bool { value.exchange(new, ordering: .sequentiallyConsistent) }
}

/// Whether stopping signals are held back, and the one held, as one atomic value the signal
/// queue and the loop's thread both change: −1 not holding, 0 holding none yet, n > 0 holding
/// signal n. One value, so a signal can never slip between "is it held?" and "keep it".
final class SignalSlot: Sendable {
    private let value = Atomic<Int32>(-1)

    /// Starts holding (keeping a signal already held).
    func hold() { _ = value.compareExchange(expected: -1, desired: 0, ordering: .sequentiallyConsistent) }
    /// Stops holding: what was held (0: nothing yet), or nil when it was not holding.
    func release() -> Int32? {
        let old = value.exchange(-1, ordering: .sequentiallyConsistent)
        return old < 0 ? nil : old
    }
    /// Holds again as `release` left it (nil: stays not holding).
    func resume(_ state: Int32?) {
        if let state { value.store(state, ordering: .sequentiallyConsistent) }
    }
    /// Keeps `number` if holding (false: not holding, the caller stops now). A second signal while one is held changes nothing.
    func keep(_ number: Int32) -> Bool {
        let (exchanged, original) = value.compareExchange(expected: 0, desired: number, ordering: .sequentiallyConsistent)
        return exchanged || original > 0
    }
    /// The signal held (0: none; −1: not holding), left as it is.
    var signal: Int32 { value.load(ordering: .sequentiallyConsistent) }
    /// The signal held (0: none), no longer held; holding goes on if it was on.
    func takeSignal() -> Int32 {
        while true {
            let current = value.load(ordering: .sequentiallyConsistent)
            guard current > 0 else { return 0 }
            if value.compareExchange(expected: current, desired: 0, ordering: .sequentiallyConsistent).exchanged { return current }
        }
    }
}

/// A count the signal queue raises while the loop's thread reads it.
final class Counter: Sendable {
    private let value = Atomic<Int>(0)

    func get() -> Int { value.load(ordering: .sequentiallyConsistent) }
    func increment() { value.add(1, ordering: .sequentiallyConsistent) }
}
