import BriscolaTestSupport
import BriscolaCore
import BriscolaNet
import BriscolaWire
import Testing

/// Real TCP on 127.0.0.1: full games between two peers in this process.
@Suite(.serialized, .ownQueue) struct LoopbackPlayTests {
    @Test func twoPeersPlayFullGamesAndAgreeOnEveryHash() async throws {
        let table = try await LoopbackTable.start()
        defer { table.stop() }
        let guest = try await joinWithBot(port: table.port, games: 5)
        _ = try await table.waitForEnded(1)
        let host = table.reports.games.withLock { $0 }
        #expect(guest.count == 5 && host.count == 5)
        for (h, g) in zip(host, guest) {
            #expect(h.hash == g.hash && h.seed == g.seed && h.result == g.result && h.scores == g.scores)
            #expect(h.scores.reduce(0, +) == 120)
        }
    }

    @Test func aTakenPortGivesWayToAFreeOneOnlyWhenAskedTo() async throws {
        let server = TableServer()
        let first = try await server.bind(host: "127.0.0.1", port: 0)
        let taken = try #require(first.channel.localAddress?.port)
        await #expect(throws: NetworkFailure.self) { _ = try await server.bind(host: "127.0.0.1", port: taken) }
        await #expect(throws: NetworkFailure.self) { _ = try await server.bind(hosts: ["127.0.0.1"], port: taken) }
        let second = try await server.bind(hosts: ["127.0.0.1"], port: taken, anyPortIfTaken: true)
        let other = try #require(second.channel.localAddress?.port)
        #expect(other != taken && other > 0)
        try await first.channel.close()
        try await second.channel.close()
    }

    @Test func hostServesOneGuestAfterAnother() async throws {
        let table = try await LoopbackTable.start()
        defer { table.stop() }
        let first = try await joinWithBot(port: table.port, games: 2)
        let second = try await joinWithBot(port: table.port, games: 1)
        #expect(first.count == 2 && second.count == 1)
        // Each session deals its own games: the first games of the two differ (hash of a new session id and deck).
        #expect(first.first?.hash != second.first?.hash)
    }

    @Test func aGuestArrivingWhileTheLastSessionWindsDownIsServed() async throws {
        // The host takes half a second to finish after its guest's goodbye; the next guest
        // connects at once and must be seated, not told `table_full`.
        let table = try await LoopbackTable.start(linger: .milliseconds(500))
        defer { table.stop() }
        let first = try await joinWithBot(port: table.port, games: 1)
        let second = try await joinWithBot(port: table.port, games: 1)
        #expect(first.count == 1 && second.count == 1)
    }

    @Test func aFullTableRefusesAThirdPartyAndTheGameGoesOn() async throws {
        let table = try await LoopbackTable.start(think: .milliseconds(20), seatGrace: .milliseconds(50))
        defer { table.stop() }
        async let game = joinWithBot(port: table.port, games: 2)
        // The seat is taken before the third party knocks (waited on, bounded).
        for _ in 0..<500 where table.reports.seated.withLock({ $0 }) == 0 { await pause(.milliseconds(20)) }
        #expect(table.reports.seated.withLock { $0 } == 1, "the guest sat down")
        let intruder = try await RawClient.connect(port: table.port)
        let hello = try MessageCoding.frame(.hello(Hello(program: "x", name: "Mallory", key: String(repeating: "ab", count: 32))))
        let (messages, closed) = try await intruder.exchange(hello)
        #expect(errorCodes(messages) == [.tableFull] && closed)
        let reports = try await game
        #expect(reports.count == 2, "the game in progress finished undisturbed")
    }
}
