import BriscolaTestSupport
import BriscolaSession
import BriscolaWire
import Foundation
import Synchronization
import Testing

/// Issue 44, with the real binary over real TCP: a guest whose session ends during the deal — a
/// goodbye, a plain close, a pass the host refuses — does not freeze `briscola bot host`: it says
/// the game was abandoned during the deal and deals the next guest a whole game.
@Suite(.serialized, .ownQueue, .enabled(if: TestTools.runs(ChildProcess.built),
                                        "the briscola binary was not built beside the tests"))
struct DealCutOffProcessTests {
    /// How the raw guest's session ends once the deal has begun.
    enum Way: String, CaseIterable, Sendable { case bye, close, badPass }

    @Test(arguments: [2, 4], Way.allCases)
    func aGuestGoneDuringTheDealLeavesATableThatDealsTheNext(_ version: Int, _ way: Way) async throws {
        try await cutOff(version: version, way: way, players: 2)
    }

    /// At a table of three the guest that stays is told too, and asks for the next game itself.
    @Test func atATableOfThreeTheGuestThatStaysPlaysOn() async throws {
        try await cutOff(version: 4, way: .bye, players: 3)
    }

    /// The independent Python peer, told to leave as soon as the deal begins, at a table of three
    /// whose host plays a computer player too: the table deals the next guest a whole game.
    @Test(.enabled(if: TestTools.runs(TestTools.python != nil), "python3 is not installed"), arguments: [2, 4])
    func theReferencePeerLeavingDuringTheDealStopsNothing(_ version: Int) async throws {
        let host = try ChildProcess(["bot", "host", "--no-advertise", "--port", "0", "--bind", "127.0.0.1", "--protocol", "\(version)",
                                     "--players", "3", "--bots", "1", "--json", "--seed", "5"])
        defer { host.kill() }
        let port = try await host.port()
        let leaver = try ChildProcess([ReferencePeer.script.path, "peer", "127.0.0.1:\(port)", "--protocol", "\(version)", "--cheat", "leave-deal",
                                       "--name", "Ref", "--timeout", "30"] + (version == 4 ? ["--as-built"] : []), executable: ReferencePeer.python)
        defer { leaver.kill() }
        #expect(try await leaver.exit(within: 30) == 1, "it played no game: \(leaver.errors)")
        #expect(leaver.errors.contains("leaving during the deal"), "\(leaver.errors)")
        #expect(try await host.wait(seconds: 20) { $0.errors.contains("game 1: abandoned during the deal") }, "\(host.errors)")
        let next = try ChildProcess(["bot", "join", "127.0.0.1:\(port)", "--protocol", "\(version)", "--games", "1", "--json", "--name", "Zoe"])
        defer { next.kill() }
        #expect(try await next.exit(within: 60) == 0, "\(next.errors) host: \(host.errors)")
        #expect(try gameLines(next.output).first?["game"] == "2")
    }

    func cutOff(version: Int, way: Way, players: Int) async throws {
        let host = try ChildProcess(["bot", "host", "--no-advertise", "--port", "0", "--bind", "127.0.0.1", "--protocol", "\(version)",
                                     "--players", "\(players)", "--grace", "0", "--json", "--seed", "3"])
        defer { host.kill() }
        let port = try await host.port()
        let client = try await RawClient.connect(port: port)
        let key = SeatKey(seed: [UInt8](repeating: 5, count: 32))
        let hello = try MessageCoding.frame(.hello(Hello(protocol: version, program: "raw", name: "Raw", key: key.publicHex)))
        let session = Mutex("")
        // The deal has begun for us: protocol 2's `start`, protocol 3's first pass (seat 0 shuffles first).
        let begun: @Sendable (Message) -> Bool = { message in
            switch message {
            case .start: version == 2
            case .shuffle: true
            default: false
            }
        }
        // A table of three deals once a second guest, a program that plays on, sits down too.
        let other = players == 3 ? try ChildProcess(["bot", "join", "127.0.0.1:\(port)", "--games", "1", "--json", "--name", "Pia"]) : nil
        defer { other?.kill() }
        // Awaited here, on the test's own queue (a detached task could wait behind a busy pool).
        let seat = Mutex(1)
        let (messages, _) = try await client.exchange(hello, until: { begun($0) && way != .badPass }, reply: { message in
            if case let .welcome(welcome) = message {
                session.withLock { $0 = welcome.session }
                seat.withLock { $0 = welcome.seat }
            }
            guard begun(message) else { return nil }
            let mine = seat.withLock { $0 }
            switch way {
            case .bye: return try? MessageCoding.frame(.bye(Bye(reason: .other("dinner"))))
            case .close: return nil
            case .badPass:
                let pass = key.sign(version == 2 ? .reveal(Reveal(game: 1, seat: mine, secret: String(repeating: "ab", count: 32)))
                                                 : .shuffle(DeckPass(game: 1, seat: mine, deck: Array(repeating: String(repeating: "00", count: 32), count: 40))),
                                    session: session.withLock { $0 })
                return try? MessageCoding.frame(pass)
            }
        }, limit: 200, seconds: 60)
        #expect(messages.contains { begun($0) }, "\(version), \(way): the deal began for the raw guest: \(messages.map(\.type))")
        #expect(try await host.wait(seconds: 30) { $0.errors.contains("game 1: abandoned during the deal") },
                "\(version), \(way): the host says so: \(host.errors)")
        let next = try ChildProcess(["bot", "join", "127.0.0.1:\(port)", "--protocol", "\(version)", "--games", "1", "--json", "--name", "Zoe"])
        defer { next.kill() }
        #expect(try await next.exit(within: 60) == 0, "\(version), \(way): the next guest was dealt a whole game: \(next.errors) host: \(host.errors)")
        let games = try gameLines(next.output)
        #expect(games.count == 1 && games.first?["game"] == "2", "\(games)")
        if let other {
            #expect(try await other.exit(within: 30) == 0, "the guest that stayed played game 2: \(other.errors)")
            #expect(try gameLines(other.output).first?["hash"] == games.first?["hash"])
            #expect(other.errors.contains("game 1: abandoned during the deal"), "\(other.errors)")
        }
    }
}
