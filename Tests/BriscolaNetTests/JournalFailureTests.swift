import BriscolaAI
import BriscolaCore
import BriscolaNet
import BriscolaSession
import BriscolaTestSupport
import Glibc
import Synchronization
import Testing

/// Issue 38 (item 5) and 39 (item 6): a journal that cannot keep an event stops the session with
/// that reason — never handled without its line, which a resumed session would then diverge from.
@Suite(.ownQueue) struct JournalFailureTests {
    @Test func aHostWhoseJournalFailsStopsAndSaysWhy() async throws {
        let server = TableServer(liveness: LoopbackTable.patient)
        let listener = try await server.bind(host: "127.0.0.1", port: 0)
        let port = try #require(listener.channel.localAddress?.port)
        let reports = LoopbackTable.Reports()
        let bot = BotPlayer(strategy: Level.easy.strategy(), seed: 1, limit: nil) { reports.add($0) }
        // Room for the guest's arrival and its first messages, then a full disk.
        let journal = FailingJournal(room: 6)
        let host = ownTask {
            try await server.serve(listener, session: Session(config: SessionConfig(role: .host, name: "Host bot", program: "test")),
                                   delegate: bot, journal: journal) { _ in }
        }
        let guest = ownTask { try await joinWithBot(port: port, games: 2) }
        // Bounded: the host's loop ends by itself once the write fails; the guest sees it go.
        let stopped = await holds(within: 60) { journal.written >= 6 && !reports.ended.withLock { $0 }.isEmpty }
        #expect(stopped, "host reports: \(reports.ended.withLock { $0 })")
        #expect(reports.ended.withLock { $0 } == [SessionFailure.journal(.write(errno: ENOSPC)).description])
        try await host.value // serve returned: the table closed
        let played = try await guest.value
        #expect(played.isEmpty, "no game finished past the failed write")
        #expect(journal.refused == 1, "nothing is handled, or written, after the write that failed")
    }

}

/// A journal with room for `room` events, then failing as a full disk does.
private final class FailingJournal: SessionJournal {
    private let counts = Mutex((written: 0, refused: 0))
    private let room: Int

    init(room: Int) { self.room = room }

    var written: Int { counts.withLock { $0.written } }
    var refused: Int { counts.withLock { $0.refused } }

    func record(_ event: SessionEvent) throws(JournalWriteFailure) {
        let full = counts.withLock { counts -> Bool in
            guard counts.written < room else {
                counts.refused += 1
                return true
            }
            counts.written += 1
            return false
        }
        if full { throw .write(errno: ENOSPC) }
    }

    func finish(closed: Bool) {}
}
