import BriscolaTestSupport
import BriscolaAI
import BriscolaCore
import BriscolaNet
import BriscolaSession
import BriscolaWire
import Synchronization
import Testing

/// Bad input from a raw client gets the named error (closing where Protocol.md says so), and the
/// host stays up for the next valid guest.
@Suite(.serialized, .ownQueue) struct BadInputTests {
    static let cases: [(name: String, bytes: [UInt8], code: ErrorCode, closes: Bool)] = [
        ("oversized header", [0x00, 0x10, 0x00, 0x01], .frameTooLarge, true),
        ("empty frame", [0, 0, 0, 0], .badFrame, true),
        ("not JSON", frame("hello there"), .badFrame, true),
        ("JSON but not an object", frame("[1,2,3]"), .badFrame, true),
        ("no type", frame(#"{"protocol":1}"#), .badFrame, true),
        ("missing member", frame(#"{"type":"hello","protocol":3,"program":"x"}"#), .badMessage, true),
        ("another version, members missing too", frame(#"{"type":"hello","protocol":2,"program":"x"}"#), .versionMismatch, true),
        ("wrong member type", frame(#"{"type":"hello","protocol":"one","program":"x","name":"M"}"#), .badMessage, true),
        ("fraction in an integer", frame(#"{"type":"hello","protocol":1.0,"program":"x","name":"M"}"#), .badMessage, true),
        ("exponent in an integer", frame(#"{"type":"hello","protocol":1e0,"program":"x","name":"M"}"#), .badMessage, true),
        ("duplicate member", frame(#"{"type":"hello","protocol":1,"protocol":1,"program":"x","name":"M"}"#), .badFrame, true),
        ("invalid UTF-8", frame(bytes: Array(#"{"type":"hello","protocol":1,"program":"x","name":"#.utf8) + [0x22, 0xFF, 0x22, 0x7D]), .badFrame, true),
        ("wrong version", frame(#"{"type":"hello","protocol":7,"program":"future","name":"M"}"#), .versionMismatch, true),
        ("out of phase", frame(#"{"type":"rematch","game":2,"seat":1,"sig":"\#(String(repeating: "cd", count: 64))"}"#), .unexpectedMessage, true),
        ("unknown type", frame(#"{"type":"teleport"}"#), .unknownType, false),
    ]

    @Test(arguments: cases.indices)
    func badInputIsNamedAndTheHostSurvives(_ index: Int) async throws {
        let c = Self.cases[index]
        let table = try await LoopbackTable.start()
        defer { table.stop() }
        let client = try await RawClient.connect(port: table.port)
        let (messages, closed) = try await client.exchange(c.bytes, until: { if case .error = $0 { !c.closes } else { false } })
        #expect(errorCodes(messages) == [c.code], "\(c.name): got \(messages)")
        #expect(closed == c.closes, "\(c.name): closed = \(closed)")
        let after = try await joinWithBot(port: table.port, games: 1)
        #expect(after.count == 1, "\(c.name): the host did not serve the next guest")
    }

    /// Protocol 2 (the fair deal: commit, reveal, deal), at a host that speaks it.
    @Test func illegalPlayAfterAHonestHandshakeIsRefused() async throws {
        let table = try await ProtocolTable.start(protocol: 2)
        defer { table.stop() }
        let client = try await RawClient.connect(port: table.port)
        let secret = [UInt8](repeating: 7, count: 32)
        let key = SeatKey(seed: [UInt8](repeating: 9, count: 32))
        let session = Mutex("")
        // Handshake and fair deal done honestly (signed), then a card this seat cannot hold.
        let bytes = try MessageCoding.frame(.hello(Hello(protocol: 2, program: "raw", name: "Raw", key: key.publicHex)))
        // Seat 1 holds deck[0], deck[2], deck[4]; deck[1] is the host's.
        let (messages, closed) = try await client.exchange(bytes, reply: { message in
            switch message {
            case let .welcome(welcome):
                session.withLock { $0 = welcome.session }
                let commit = key.sign(.commit(Commit(game: 1, seat: 1, hash: FairDealHash.of(secret))), session: welcome.session)
                let reveal = key.sign(.reveal(Reveal(game: 1, seat: 1, secret: Hex.encode(secret))), session: welcome.session)
                return try? MessageCoding.frame(commit) + MessageCoding.frame(reveal)
            case let .deal(deal):
                let play = Play(game: 1, seq: 1, seat: 1, card: deal.deck[1], hash: String(repeating: "0", count: 64))
                return try? MessageCoding.frame(key.sign(.play(play), session: session.withLock { $0 }))
            default:
                return nil
            }
        })
        #expect(messages.contains { if case .deal = $0 { true } else { false } })
        #expect(errorCodes(messages) == [.cardNotInHand] && closed)
    }

    /// Protocol 4 (hidden hands, §16, §17.8): after an honest handshake, a shuffle pass whose elements are
    /// not group elements (the identity's encoding) is refused with bad_deck; a hello of protocol 2
    /// at this table gets version_mismatch.
    @Test func aPassThatIsNotADeckIsRefused() async throws {
        let table = try await ProtocolTable.start(protocol: 4)
        defer { table.stop() }
        let client = try await RawClient.connect(port: table.port)
        let key = SeatKey(seed: [UInt8](repeating: 9, count: 32))
        let bytes = try MessageCoding.frame(.hello(Hello(protocol: 4, program: "raw", name: "Raw", key: key.publicHex)))
        let session = Mutex("")
        let (messages, closed) = try await client.exchange(bytes, reply: { message in
            if case let .welcome(welcome) = message { session.withLock { $0 = welcome.session } }
            guard case let .shuffle(pass) = message, pass.seat == 0 else { return nil }
            let bad = DeckPass(game: pass.game, seat: 1, deck: Array(repeating: String(repeating: "00", count: 32), count: pass.deck.count))
            return try? MessageCoding.frame(key.sign(.shuffle(bad), session: session.withLock { $0 }))
        })
        #expect(messages.contains { if case .shuffle = $0 { true } else { false } })
        #expect(errorCodes(messages) == [.badDeck] && closed, "\(messages)")
        let other = try await RawClient.connect(port: table.port)
        let hello2 = try MessageCoding.frame(.hello(Hello(protocol: 2, program: "raw", name: "Old", key: key.publicHex)))
        let (answers, _) = try await other.exchange(hello2, until: { if case .error = $0 { true } else { false } })
        #expect(errorCodes(answers) == [.versionMismatch])
    }
}

/// A bot host in the test process that speaks one protocol version.
struct ProtocolTable {
    let port: Int
    private let task: Task<Void, any Error>

    static func start(protocol version: Int) async throws -> ProtocolTable {
        let server = TableServer(liveness: LoopbackTable.patient, seatGrace: .seconds(2))
        let listener = try await server.bind(host: "127.0.0.1", port: 0)
        let port = try #require(listener.channel.localAddress?.port)
        let bot = BotPlayer(strategy: Level.normal.strategy(hardIterations: 20), seed: 1, limit: nil) { _ in }
        let config = SessionConfig(role: .host, name: "Host bot", program: "test", protocolVersion: version)
        let task = Task(executorPreference: QueueExecutor(label: "briscola-test.table")) {
            try await server.serve(listener, session: Session(config: config), delegate: Lingering(bot: bot, linger: .zero)) {
                Issue.record("connection failed: \($0)")
            }
        }
        return ProtocolTable(port: port, task: task)
    }

    func stop() { task.cancel() }
}

/// SHA-256 commitments for the raw client (the same rule as `FairDeal.commitment`).
enum FairDealHash {
    static func of(_ secret: [UInt8]) -> String { FairDeal.commitment(to: secret) }
}
