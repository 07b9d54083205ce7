import BriscolaAI
import BriscolaCore
import BriscolaNet
import BriscolaSession
import BriscolaTestSupport
import Foundation
import Synchronization
import Testing

/// Issue 39, item 5: a host whose computer players search at the expert level, pinned to one core
/// (`taskset -c 0`), still answers a guest's every play: the search and the journal's writes run
/// on NIO's blocking pool, so the host's one session loop and its connections are never starved.
@Suite(.serialized, .ownQueue, .enabled(if: TestTools.runs(ChildProcess.built) && tasksetPath != nil,
                                         "the briscola binary or taskset is not there"))
struct PinnedHostProcessTests {
    @Test func aPinnedHostWithTwoExpertComputersAnswersEveryPlay() async throws {
        let taskset = try #require(tasksetPath)
        let host = try ChildProcess(["-c", "0", ChildProcess.binary.path, "bot", "host", "--no-advertise", "--port", "0", "--bind", "127.0.0.1",
                                     "--players", "4", "--bots", "2", "--level", "expert", "--games", "2", "--seed", "5"],
                                    executable: URL(fileURLWithPath: taskset))
        defer { host.kill() }
        let port = try await host.port()
        let timing = TurnTiming(inner: BotPlayer(strategy: Level.easy.strategy(), seed: 3, limit: 2) { _ in })
        let channel = try await TableClient(liveness: LoopbackTable.patient).connect(host: "127.0.0.1", port: port)
        // On this test's own queue: on the runner's pool the guest waits behind CPU-bound suites.
        let guest = ownTask {
            try await SessionRunner.run(channel, session: Session(config: SessionConfig(role: .guest, name: "Guest", program: "test")),
                                        delegate: timing)
        }
        // Bounded: two games of four seats, three of them the host's searching on one core.
        let finished = await holds(within: 300, every: .milliseconds(50)) { timing.games >= 2 }
        guest.cancel()
        let waits = timing.waits
        #expect(finished, "games finished: \(timing.games); host: \(host.errors)")
        // Every one of our plays was answered — the next turn came round to us, or the game ended —
        // within a bound far above three searches and a relay, far below a stalled loop.
        #expect(waits.count >= 10, "turns timed: \(waits.count)")
        #expect(waits.allSatisfy { $0 < .seconds(15) }, "slowest answer: \(waits.max() ?? .zero)")
        #expect(timing.unanswered == 0, "plays never answered")
    }

}

/// util-linux's `taskset`, which pins the host to one core, if the machine has it.
private let tasksetPath = ["/usr/bin/taskset", "/bin/taskset"].first { FileManager.default.isExecutableFile(atPath: $0) }

/// A guest's bot that times, for each card it plays, how long the table takes to answer it: until
/// its next turn, or the end of the game.
private final class TurnTiming: SessionDelegate {
    let inner: BotPlayer
    private let state = Mutex(State())

    struct State {
        var playedAt: ContinuousClock.Instant?
        var waits: [Duration] = []
        var games = 0
    }

    init(inner: BotPlayer) { self.inner = inner }

    var waits: [Duration] { state.withLock { $0.waits } }
    var games: Int { state.withLock { $0.games } }
    /// A play still waiting for its answer once the games are over.
    var unanswered: Int { state.withLock { $0.playedAt == nil ? 0 : 1 } }

    func sessionOpened(_ local: LocalInput) { inner.sessionOpened(local) }

    func session(_ action: SessionAction) async -> [SessionEvent] {
        let now = ContinuousClock.now
        switch action {
        case .yourTurn, .gameEnded, .gameAbandoned:
            state.withLock { state in
                if let played = state.playedAt { state.waits.append(now - played) }
                state.playedAt = nil
                if case .gameEnded = action { state.games += 1 }
            }
        case .send, .drop, .close, .startTimer, .welcomed, .seatsChanged, .seatLeft, .gameStarted, .botTurn, .played, .dealAbandoned,
             .chat, .wantsRematch, .peerLeft, .failed, .rejectedLocal, .freeSeats, .timeLimit, .timedOut, .reconnect, .seatAway,
             .seatBack, .connectionLost, .reconnected:
            break
        }
        let replies = await inner.session(action)
        if case .yourTurn = action { state.withLock { $0.playedAt = ContinuousClock.now } }
        return replies
    }
}
