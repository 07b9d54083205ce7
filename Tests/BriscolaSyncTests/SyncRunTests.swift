import BriscolaCore
import BriscolaHistory
@testable import BriscolaSync
import BriscolaTestSupport
import Foundation
import Testing

/// Two paired histories sync to the union of their matches and tombstones; a stranger is refused;
/// a sync cut anywhere loses nothing and the next one finishes the job. On a queue of its own: on
/// the runner's busy pool a side could wait past the link's idle limit.
@Suite(.ownQueue) struct SyncRunTests {
    /// Two books that know each other, and a third that knows nobody.
    static func books() -> (PeerBook, PeerBook, PeerBook) {
        var a = PeerBook(), b = PeerBook()
        a.add(name: "desk", key: b.keys.publicKey)
        b.add(name: "laptop", key: a.keys.publicKey)
        return (a, b, PeerBook())
    }

    func sync(_ a: HistoryStore, _ bookA: PeerBook, _ b: HistoryStore, _ bookB: PeerBook,
              cutAfter: Int = .max) async throws -> (SyncOutcome, SyncOutcome, Int) {
        let (linkA, linkB) = MemoryLink.pair(cutAfter: cutAfter)
        async let server = SyncRun.server(linkB, book: bookB, store: b)
        let client: SyncOutcome
        do {
            client = try await SyncRun.client(linkA, book: bookA, store: a)
        } catch {
            linkA.close()
            _ = try? await server
            throw error
        }
        return (client, try await server, linkA.bytesSent)
    }

    @Test func twoHistoriesBecomeTheirUnion() async throws {
        let scratch = Scratch()
        let a = try scratch.store("a.sqlite"), b = try scratch.store("b.sqlite")
        let (bookA, bookB, _) = Self.books()
        let shared = try (0..<5).map { try playedGame(UInt64($0)) }
        for (record, info) in shared + (try (10..<14).map { try playedGame(UInt64($0)) }) { try a.save(record, info: info) }
        // B saved the shared games from its own seat, played others, and deleted one shared game.
        for (record, info) in shared + (try (20..<23).map { try playedGame(UInt64($0)) }) {
            try b.save(record, info: MatchInfo(playedAt: info.playedAt, mode: .lan, seats: [("Ada", .remote), ("Bea", .human)], mySeat: 1))
        }
        try b.delete(try #require(try b.list(limit: 50).first { $0.identity == StoredMatch(id: 0, record: shared[0].0, info: shared[0].1).identity }).id)

        let (client, server, _) = try await sync(a, bookA, b, bookB)
        guard case let .synced("desk", reportA) = client, case let .synced("laptop", reportB) = server else {
            Issue.record("\(client) \(server)"); return
        }
        #expect(reportA.added == 3 && reportA.deleted == 1)
        #expect(reportB.added == 4)
        #expect(try a.identities() == b.identities())
        #expect(try a.identities().count == 4 + 4 + 3)
        #expect(try a.tombstones() == b.tombstones())
        // Again: equal now, a few hundred bytes.
        let (again, _, bytes) = try await sync(a, bookA, b, bookB)
        #expect(again == .synced(peer: "desk", report: MergeReport()))
        #expect(bytes < 1_000, "\(bytes) bytes for two equal histories")
    }

    @Test func aMachineThatIsNotPairedIsRefused() async throws {
        let scratch = Scratch()
        let a = try scratch.store("a.sqlite"), b = try scratch.store("b.sqlite")
        let (bookA, bookB, stranger) = Self.books()
        let (record, info) = try playedGame(1)
        try b.save(record, info: info)
        let (client, server, _) = try await sync(a, stranger, b, bookB)
        #expect(client == .refused(.notPaired))
        #expect(server == .refused(.notPaired))
        // Nor does a paired client sync with a stranger answering in the paired machine's place.
        let (fooled, answered, _) = try await sync(a, bookA, b, stranger)
        #expect(fooled == .refused(.notPaired) && answered == .refused(.notPaired))
        #expect(try a.identities().isEmpty)
    }

    /// The connection is cut after each of the client's frames: what was merged stays, and the
    /// next full sync reaches the same union.
    @Test func aSyncCutAnywhereLosesNothing() async throws {
        let (bookA, bookB, _) = Self.books()
        let games = try (0..<450).map { k in let (record, info) = try playedGame(UInt64(k)); return StoredMatch(id: 0, record: record, info: info) }
        // The client's frames: hello, header, summary, list, two batches of records, done.
        for cut in [0, 2, 3, 4, 5, 6] {
            let scratch = Scratch()
            let a = try scratch.store("a.sqlite"), b = try scratch.store("b.sqlite")
            try a.merge(HistoryContents(matches: games.enumerated().filter { $0.offset % 2 == 0 }.map(\.element), tombstones: []))
            try b.merge(HistoryContents(matches: games.enumerated().filter { $0.offset % 2 == 1 }.map(\.element), tombstones: []))
            let before = Set(try a.identities()).union(try b.identities())
            do {
                _ = try await sync(a, bookA, b, bookB, cutAfter: cut)
            } catch SyncFailure.connectionLost {}
            #expect(Set(try a.identities()).union(try b.identities()) == before, "cut after \(cut): nothing lost")
            _ = try await sync(a, bookA, b, bookB)
            #expect(try a.identities() == b.identities() && Set(try a.identities()) == before, "cut after \(cut)")
        }
    }

    /// Over real TCP on the loopback.
    @Test func overTCP() async throws {
        let scratch = Scratch()
        let a = try scratch.store("a.sqlite"), b = try scratch.store("b.sqlite")
        let (bookA, bookB, _) = Self.books()
        let (record, info) = try playedGame(7)
        try b.save(record, info: info)
        let listener = try await SyncNet.listen(host: "127.0.0.1", port: 0)
        let port = try #require(listener.channel.localAddress?.port)
        async let served = SyncNet.serve(listener) { link in try await SyncRun.server(link, book: bookB, store: b) }
        let outcome = try await SyncNet.connect(host: "127.0.0.1", port: port) { link in try await SyncRun.client(link, book: bookA, store: a) }
        #expect(outcome == .synced(peer: "desk", report: { var r = MergeReport(); r.added = 1; return r }()))
        #expect(try await served == .synced(peer: "laptop", report: MergeReport()))
        #expect(try a.identities() == b.identities())
    }
}
