import Synchronization

/// The table's guest seat. A guest who connects while the seat is still held by a session that is
/// just ending (its guest already gone, the host not yet done reading the goodbye) waits a short,
/// bounded time for it, and gets the seat handed over directly, instead of `table_full`.
final class SeatLock: Sendable {
    private struct State {
        var taken = false
        /// No more hand-overs: the table is closing.
        var stopping = false
        var waiters: [(id: UInt64, continuation: CheckedContinuation<Bool, Never>)] = []
        var nextID: UInt64 = 0
    }

    private let state = Mutex(State())

    /// Takes the seat if it is free.
    func take() -> Bool {
        state.withLock { state in
            guard !state.taken, !state.stopping else { return false }
            state.taken = true
            return true
        }
    }

    /// Takes the seat now, or when it frees within `grace`; false if it stays taken that long.
    func take(within grace: Duration) async -> Bool {
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let now = state.withLock { state -> Bool? in
                    if state.stopping { return false }
                    if !state.taken {
                        state.taken = true
                        return true
                    }
                    state.waiters.append((id, continuation))
                    return nil
                }
                if let now {
                    continuation.resume(returning: now)
                    return
                }
                Task {
                    try? await Task.sleep(for: grace)
                    self.giveUp(id)
                }
            }
        } onCancel: {
            giveUp(id)
        }
    }

    /// Turns waiter `id` away, if it is still waiting.
    private func giveUp(_ id: UInt64) {
        let waiter = state.withLock { state in
            state.waiters.firstIndex { $0.id == id }.map { state.waiters.remove(at: $0).continuation }
        }
        waiter?.resume(returning: false)
    }

    /// Frees the seat, or hands it straight to the first waiting guest. With `stop`, nobody gets
    /// it any more and every waiter is turned away. Returns true when the seat is now free.
    @discardableResult
    func release(stop: Bool = false) -> Bool {
        let (next, refused, free) = state.withLock { state in
            if stop {
                state.stopping = true
                let waiting = state.waiters.map(\.continuation)
                state.waiters = []
                return (nil as CheckedContinuation<Bool, Never>?, waiting, false)
            }
            guard !state.waiters.isEmpty else {
                state.taken = false
                return (nil, [], true)
            }
            return (state.waiters.removeFirst().continuation, [], false)
        }
        next?.resume(returning: true)
        for waiter in refused { waiter.resume(returning: false) }
        return free
    }
}
