import NIOCore
import Synchronization

/// The one ordered stream a session loop drains, bounded where the network feeds it. What the
/// connections read waits (`send` suspends) while `limit` of their items are queued, so a reader
/// stops taking from its `NIOAsyncChannel`, whose own buffer then stops NIO reading the socket:
/// TCP's backpressure reaches the peer and nothing is ever dropped. What the program itself adds —
/// a timer's end, the local player's wish, a new connection, a computer player's card — is a
/// handful at a time and is never refused or delayed (`post`), so no thread that cannot wait
/// (a screen's, a signal's) ever waits here.
final class InboundQueue<Element: Sendable>: Sendable {
    /// Items read from connections the loop may have waiting at once, all connections together.
    static var limit: Int { 64 }

    private struct State {
        var buffer = CircularBuffer<(element: Element, counted: Bool)>()
        /// Counted items in `buffer`.
        var counted = 0
        /// Readers waiting for room, each with its item.
        var waiting = CircularBuffer<(element: Element, resume: CheckedContinuation<Void, Never>)>()
        var consumer: CheckedContinuation<Element?, Never>?
        var finished = false
    }

    private let state = Mutex(State())
    private let limit: Int

    /// A queue that holds at most `limit` items from `send`.
    init(limit: Int = InboundQueue.limit) {
        precondition(limit > 0, "a queue with no room never moves")
        self.limit = limit
    }

    /// Adds an item read from a connection, waiting while the queue is full. After `finish`, the
    /// item goes nowhere and this returns at once.
    func send(_ element: Element) async {
        await withCheckedContinuation { (resume: CheckedContinuation<Void, Never>) in
            let (handOver, parked): (CheckedContinuation<Element?, Never>?, Bool) = state.withLock { state in
                if state.finished { return (nil, false) }
                if let consumer = state.consumer {
                    state.consumer = nil
                    return (consumer, false)
                }
                guard state.counted < limit else {
                    state.waiting.append((element, resume)) // `next` or `finish` resumes it
                    return (nil, true)
                }
                state.buffer.append((element, true))
                state.counted += 1
                return (nil, false)
            }
            handOver?.resume(returning: element)
            if !parked { resume.resume() }
        }
    }

    /// Adds an item the program itself made, never waiting.
    func post(_ element: Element) {
        let handOver: CheckedContinuation<Element?, Never>? = state.withLock { state in
            if state.finished { return nil }
            if let consumer = state.consumer {
                state.consumer = nil
                return consumer
            }
            state.buffer.append((element, false))
            return nil
        }
        handOver?.resume(returning: element)
    }

    /// The next item, in the order they came; nil once finished (or the task is cancelled) and drained.
    func next() async -> Element? {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (consumer: CheckedContinuation<Element?, Never>) in
                let (item, room): (Element??, CheckedContinuation<Void, Never>?) = state.withLock { state in
                    if let first = state.buffer.popFirst() {
                        guard first.counted else { return (.some(first.element), nil) }
                        state.counted -= 1
                        guard let parked = state.waiting.popFirst() else { return (.some(first.element), nil) }
                        state.buffer.append((parked.element, true))
                        state.counted += 1
                        return (.some(first.element), parked.resume)
                    }
                    if state.finished || Task.isCancelled { return (.some(nil), nil) }
                    precondition(state.consumer == nil, "one loop drains a queue")
                    state.consumer = consumer
                    return (nil, nil)
                }
                room?.resume()
                if let item { consumer.resume(returning: item) }
            }
        } onCancel: {
            finish()
        }
    }

    /// Ends the queue: the loop gets what is queued, then nil; readers waiting for room go on
    /// (their items with nowhere to go), and later items are let fall.
    func finish() {
        let (consumer, parked) = state.withLock { state in
            state.finished = true
            defer { state.consumer = nil; state.waiting.removeAll() }
            return (state.buffer.isEmpty ? state.consumer : nil, Array(state.waiting))
        }
        consumer?.resume(returning: nil)
        parked.forEach { $0.resume.resume() }
    }

    /// Items queued and readers waiting for room: for tests.
    var counts: (queued: Int, counted: Int, waiting: Int) {
        state.withLock { ($0.buffer.count, $0.counted, $0.waiting.count) }
    }
}
