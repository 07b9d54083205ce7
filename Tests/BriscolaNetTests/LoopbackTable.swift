import BriscolaCore
import BriscolaTestSupport
import BriscolaAI
import BriscolaNet
import BriscolaSession
import NIOCore
import NIOPosix
import Synchronization
import Testing

/// A bot host serving on a free loopback port inside the test process, stopped when the test ends.
struct LoopbackTable {
    let port: Int
    let reports: Reports
    private let task: Task<Void, any Error>

    final class Reports: Sendable {
        let games = Mutex<[GameReport]>([])
        let ended = Mutex<[String]>([])
        /// The games cut off during their deal, as the host reported them.
        let deals = Mutex<[Int]>([])
        /// Players the host saw sit down (its own seat's `seated` reports).
        let seated = Mutex(0)
        func add(_ report: BotReport) {
            switch report {
            case let .game(game, _, _, _): games.withLock { $0.append(game) }
            case let .ended(why, _): ended.withLock { $0.append(why.description) }
            case let .seatLeft(_, reason): ended.withLock { $0.append("\(reason)") }
            case let .failed(failure, _): ended.withLock { $0.append(failure.description) }
            case let .dealAbandoned(game): deals.withLock { $0.append(game) }
            case .seated: seated.withLock { $0 += 1 }
            case .firstCard, .waiting, .sat, .dealt, .abandoned, .away, .back, .cardAfterBack: break
            }
        }
    }

    /// `linger` holds the host's session open that long after its guest has gone (a slow host),
    /// `seatGrace` is how long a newcomer waits for a taken seat.
    /// Tests that are not about silence allow a long one: a test process busy with other suites
    /// may leave a session's task unscheduled for seconds.
    static let patient = Liveness(heartbeat: .seconds(2), timeout: .seconds(60))

    static func start(level: Level = .normal, liveness: Liveness = patient, think: Duration = .zero,
                      linger: Duration = .zero, seatGrace: Duration = .seconds(2)) async throws -> LoopbackTable {
        let server = TableServer(liveness: liveness, seatGrace: seatGrace)
        let listener = try await server.bind(host: "127.0.0.1", port: 0)
        let port = try #require(listener.channel.localAddress?.port)
        let reports = Reports()
        let bot = BotPlayer(strategy: level.strategy(hardIterations: 20), seed: 1, limit: nil, think: think) { reports.add($0) }
        // A queue of its own: on the runner's pool, busy with other suites, the table's replies could wait for seconds.
        let task = Task(executorPreference: QueueExecutor(label: "briscola-test.table")) {
            try await server.serve(listener, session: Session(config: SessionConfig(role: .host, name: "Host bot", program: "test")),
                                   delegate: Lingering(bot: bot, linger: linger)) { Issue.record("connection failed: \($0)") }
        }
        return LoopbackTable(port: port, reports: reports, task: task)
    }

    func stop() { task.cancel() }

    /// Waits (bounded) until the host has reported `count` guests gone.
    func waitForEnded(_ count: Int, seconds: Double = 10) async throws -> [String] {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while ContinuousClock.now < deadline {
            let ended = reports.ended.withLock { $0 }
            if ended.count >= count { return ended }
            await pause(.milliseconds(20))
        }
        return reports.ended.withLock { $0 }
    }
}

/// Joins a table with a bot for `games` games and returns its reports.
func joinWithBot(port: Int, games: Int, level: Level = .easy, liveness: Liveness = LoopbackTable.patient) async throws -> [GameReport] {
    let reports = LoopbackTable.Reports()
    let bot = BotPlayer(strategy: level.strategy(), seed: 2, limit: games) { reports.add($0) }
    let channel = try await TableClient(liveness: liveness).connect(host: "127.0.0.1", port: port)
    try await SessionRunner.run(channel, session: Session(config: SessionConfig(role: .guest, name: "Guest bot", program: "test")),
                                delegate: bot)
    return reports.games.withLock { $0 }
}

/// A host delegate that is slow to finish a session once its guest has left.
struct Lingering: SessionDelegate {
    let bot: BotPlayer
    let linger: Duration

    func session(_ action: SessionAction) async -> [SessionEvent] {
        let events = await bot.session(action)
        // Task.sleep, not pause: stopping the table cancels the wait.
        if case .seatLeft = action, linger > .zero { try? await Task.sleep(for: linger) }
        return events
    }
}
