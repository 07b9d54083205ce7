import BriscolaAI
import BriscolaCore
import BriscolaNet
import BriscolaSession
import BriscolaText
import BriscolaWire
import Foundation
import Synchronization

/// `bench net`: a host bot and its guest bots in this process play over loopback TCP at zero think
/// time. Round trip = from handing our card to the session until another seat's next card arrives
/// (with three or four seats, through the host's relay; every message signed and checked).
public enum NetBenchmark {
    /// Plays `games` games at a table of `players` seats and measures them.
    public static func run(games: Int, players: Int = 2) async throws -> NetBenchResult {
        let server = TableServer()
        let listener = try await server.bind(host: "127.0.0.1", port: 0)
        let port = listener.channel.localAddress?.port ?? 0
        let host = BotPlayer(strategy: Level.normal.strategy(), seed: 1, limit: nil) { _ in }
        let config = SessionConfig(role: .host, name: "bench host", program: BriscolaVersion.wire, players: players)
        let serving = Task { try await server.serve(listener, session: Session(config: config), delegate: host) {
            Output.error("bench host: connection failed: \($0)")
        } }
        let guest = TimingBot(inner: BotPlayer(strategy: Level.normal.strategy(), seed: 2, limit: games) { _ in })
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<(players - 1) {
                let delegate: any SessionDelegate = index == 0 ? guest
                    : BotPlayer(strategy: Level.normal.strategy(), seed: UInt64(3 + index), limit: games) { _ in }
                let channel = try await TableClient().connect(host: "127.0.0.1", port: port)
                let guestConfig = SessionConfig(role: .guest, name: "bench guest \(index + 1)", program: BriscolaVersion.wire)
                group.addTask { try await SessionRunner.run(channel, session: Session(config: guestConfig), delegate: delegate) }
            }
            try await group.waitForAll()
        }
        serving.cancel()
        return guest.result(players: players, peakMemoryMB: PeakMemory.megabytes(), signatures: signatureCost())
    }

    /// The cost of one play's signature and of checking it (median of 2,000 each, microseconds).
    static func signatureCost() -> (sign: Double, verify: Double) {
        var entropy = Entropy.seeded(7)
        let key = SeatKey(&entropy)
        let session = String(repeating: "ab", count: 16)
        let clock = ContinuousClock()
        var signs: [Double] = [], checks: [Double] = []
        var valid = 0
        for seq in 1...2000 {
            let play = Message.play(Play(game: 1, seq: seq, seat: 1, card: Card(.asso, .coppe), hash: String(repeating: "0", count: 64)))
            var signed = play
            signs.append((clock.measure { signed = key.sign(play, session: session) }).seconds * 1e6)
            checks.append((clock.measure { if SignatureCheck.verify(signed, key: key.publicHex, session: session) { valid += 1 } }).seconds * 1e6)
        }
        precondition(valid == 2000, "a signature that does not verify is a bug")
        return (Percentile.of(signs.sorted(), 0.5), Percentile.of(checks.sorted(), 0.5))
    }
}

/// Wraps a bot and timestamps the moments the figures are made of.
final class TimingBot: SessionDelegate {
    let inner: BotPlayer
    private let clock = ContinuousClock()
    private let state = Mutex(Timings())

    struct Timings {
        var sentAt: ContinuousClock.Instant?
        var gameStart: ContinuousClock.Instant?
        var roundTrips: [Duration] = []
        var gameTimes: [Duration] = []
        var mySeat = 1
    }

    init(inner: BotPlayer) { self.inner = inner }

    /// Times the moments that make the figures, then lets the bot answer.
    public func session(_ action: SessionAction) async -> [SessionEvent] {
        let now = clock.now
        state.withLock { timings in
            switch action {
            case let .welcomed(_, seat, _): timings.mySeat = seat
            case .gameStarted: timings.gameStart = now
            case let .played(seat, _, _):
                guard seat != timings.mySeat else { break }
                if let sent = timings.sentAt { timings.roundTrips.append(now - sent) }
                timings.sentAt = nil
            case .gameEnded:
                if let start = timings.gameStart { timings.gameTimes.append(now - start) }
            case .send, .drop, .close, .startTimer, .seatsChanged, .seatLeft, .yourTurn, .botTurn, .gameAbandoned, .dealAbandoned,
                 .chat, .wantsRematch, .peerLeft, .failed, .rejectedLocal, .freeSeats, .timeLimit, .timedOut, .reconnect, .seatAway,
                 .seatBack, .connectionLost, .reconnected:
                break
            }
        }
        let replies = await inner.session(action)
        if case .yourTurn = action { state.withLock { $0.sentAt = clock.now } }
        return replies
    }

    func result(players: Int, peakMemoryMB: Double, signatures: (sign: Double, verify: Double)) -> NetBenchResult {
        state.withLock { t in
            let rtt = t.roundTrips.map { $0.seconds * 1000 }.sorted()
            let games = t.gameTimes.map { $0.seconds * 1000 }.sorted()
            let pct = Percentile.of
            return NetBenchResult(players: players, games: games.count, moves: rtt.count, rttP50Ms: pct(rtt, 0.5), rttP99Ms: pct(rtt, 0.99),
                                  gameMsMedian: pct(games, 0.5), gameMsMax: games.last ?? 0, peakMemoryMB: peakMemoryMB,
                                  signUs: signatures.sign, verifyUs: signatures.verify)
        }
    }
}

/// What `bench net` measured, for people (`text`) and as JSON.
public struct NetBenchResult: Encodable, Sendable {
    public let players: Int, games: Int, moves: Int
    public let rttP50Ms: Double, rttP99Ms: Double, gameMsMedian: Double, gameMsMax: Double, peakMemoryMB: Double
    /// One play's Ed25519 signature, and checking it, in microseconds (medians).
    public let signUs: Double, verifyUs: Double

    enum CodingKeys: String, CodingKey {
        case players, games, moves
        case rttP50Ms = "rtt_p50_ms", rttP99Ms = "rtt_p99_ms", gameMsMedian = "game_ms_median"
        case gameMsMax = "game_ms_max", peakMemoryMB = "peak_memory_mb", signUs = "sign_us", verifyUs = "verify_us"
    }

    /// The figures for people, in the words of `text`'s language (English unless told).
    public func text(_ text: Text = Text(.english)) -> String {
        text(.benchNetLines, [
            "games": "\(games)", "players": "\(players)", "moves": "\(moves)", "relay": players > 2 ? text(.benchNetRelay) : "",
            "p50": fixed(rttP50Ms, digits: 3), "p99": fixed(rttP99Ms, digits: 3),
            "median": fixed(gameMsMedian, digits: 1), "max": fixed(gameMsMax, digits: 1), "memory": fixed(peakMemoryMB, digits: 1),
            "sign": fixed(signUs, digits: 1), "verify": fixed(verifyUs, digits: 1),
            "perMove": fixed(signUs + Double(players - 1) * verifyUs, digits: 1),
        ])
    }
}
