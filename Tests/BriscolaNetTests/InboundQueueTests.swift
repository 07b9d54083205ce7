@testable import BriscolaNet
import BriscolaTestSupport
import Testing

/// The loop's inbound stream holds back what connections read once it is full — it never drops
/// it — while what the program itself adds always goes in, in order.
@Suite(.ownQueue) struct InboundQueueTests {
    @Test func aFullQueueHoldsItsReadersBackAndLosesNothing() async throws {
        let queue = InboundQueue<Int>(limit: 2)
        await queue.send(1)
        await queue.send(2)
        let third = ownTask { await queue.send(3) }
        #expect(await holds(within: 60, every: .milliseconds(5)) { queue.counts.waiting == 1 })
        let fourth = ownTask { await queue.send(4) }
        // Both readers park (waited on, bounded): the queue holds its limit and no more.
        #expect(await holds(within: 60, every: .milliseconds(5)) { queue.counts.waiting == 2 })
        #expect(queue.counts.counted == 2)
        queue.post(100) // the program's own: never waits, never counted
        #expect(queue.counts == (queue: 3, counted: 2, waiting: 2))
        var got: [Int] = []
        for _ in 0..<5 { got.append(try #require(await queue.next())) }
        await third.value
        await fourth.value
        #expect(got.sorted() == [1, 2, 3, 4, 100] && got.prefix(3) == [1, 2, 100], "\(got)")
        #expect(got.firstIndex(of: 3).map { $0 < got.firstIndex(of: 4) ?? 0 } == true, "readers go in the order they came")
        queue.finish()
        #expect(await queue.next() == nil)
    }

    @Test func finishingLetsWaitingReadersGoAndEndsTheLoop() async throws {
        let queue = InboundQueue<Int>(limit: 1)
        await queue.send(1)
        let parked = ownTask { await queue.send(2) }
        #expect(await holds(within: 60, every: .milliseconds(5)) { queue.counts.waiting == 1 })
        queue.finish()
        await parked.value
        #expect(await queue.next() == 1 && queue.counts.waiting == 0)
        #expect(await queue.next() == nil)
        await queue.send(3) // after the end: returns at once
        #expect(await queue.next() == nil)
    }

    @Test func aCancelledLoopStopsWaiting() async throws {
        let queue = InboundQueue<Int>()
        let loop = ownTask { await queue.next() }
        loop.cancel()
        #expect(await loop.value == nil)
    }
}
