@testable import BriscolaSync

/// Two ends of an in-memory connection; `cutAfter` ends this end's sending (and the connection)
/// after that many frames, as a cable pulled. Each end is used by one task at a time (the two
/// ends are handed to two tasks, hence the unchecked sendability).
final class MemoryLink: FrameLink, @unchecked Sendable {
    private let outbox: AsyncStream<[UInt8]>.Continuation
    private var inbox: AsyncStream<[UInt8]>.Iterator
    private(set) var bytesSent = 0
    private var framesLeft: Int

    private init(outbox: AsyncStream<[UInt8]>.Continuation, inbox: AsyncStream<[UInt8]>, cutAfter: Int) {
        self.outbox = outbox
        self.inbox = inbox.makeAsyncIterator()
        framesLeft = cutAfter
    }

    static func pair(cutAfter: Int = .max) -> (MemoryLink, MemoryLink) {
        let (fromA, toB) = AsyncStream<[UInt8]>.makeStream()
        let (fromB, toA) = AsyncStream<[UInt8]>.makeStream()
        return (MemoryLink(outbox: toB, inbox: fromB, cutAfter: cutAfter), MemoryLink(outbox: toA, inbox: fromA, cutAfter: .max))
    }

    func send(_ frame: [UInt8]) async throws {
        guard framesLeft > 0 else { outbox.finish(); throw SyncFailure.connectionLost }
        framesLeft -= 1
        bytesSent += 4 + frame.count
        outbox.yield(frame)
    }

    func receive() async throws -> [UInt8]? { await inbox.next() }

    /// Ends this end's sending.
    func close() { outbox.finish() }
}
