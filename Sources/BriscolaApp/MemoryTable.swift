import BriscolaCore
import BriscolaSession
import BriscolaWire
import Foundation

/// A whole table of sessions in this process, for benchmarks: end 0 hosts, end *k* is the guest
/// on the host's link *k*; every message goes across as a framed body (so its bytes are counted),
/// every seat plays the first card of its hand and asks for the next game until `games` are done.
struct MemoryTable {
    private(set) var ends: [Session]
    private var queue: [(end: Int, event: SessionEvent)] = []
    private let games: Int
    /// Frames sent (length prefix included) and their count; games each end saw finish.
    private(set) var bytes = 0
    private(set) var frames = 0
    private(set) var finished: [Int]
    /// Called with the end and the game when an end is shown a game (its hand open).
    var onStarted: (Int, Int) -> Void = { _, _ in }
    /// Called with the game when the host sends its `start`.
    var onStart: (Int) -> Void = { _ in }

    /// A table of `players` seats, all people, speaking `protocolVersion`.
    init(players: Int, games: Int, protocolVersion: Int) {
        var ends = [Session(config: SessionConfig(role: .host, name: "Host", program: "bench", players: players, protocolVersion: protocolVersion))]
        for k in 1..<players {
            ends.append(Session(config: SessionConfig(role: .guest, name: "Guest \(k)", program: "bench", protocolVersion: protocolVersion)))
        }
        self.ends = ends
        self.games = games
        finished = Array(repeating: 0, count: players)
    }

    /// Connects every guest and runs until nothing is left to do (bounded: a bug cannot hang it).
    mutating func run() {
        for k in 1..<ends.count { queue += [(0, .connected(k)), (k, .connected())] }
        var steps = 0
        while !queue.isEmpty, steps < 10_000_000 {
            steps += 1
            let (end, event) = queue.removeFirst()
            for action in ends[end].handle(event) { route(action, from: end) }
        }
    }

    private mutating func route(_ action: SessionAction, from end: Int) {
        switch action {
        case let .send(message, link):
            if case let .start(start) = message { onStart(start.game) }
            let frame = (try? MessageCoding.frame(message)) ?? []
            bytes += frame.count
            frames += 1
            guard let decoded = try? MessageCoding.decode(Data(frame.dropFirst(4))) else { return }
            if end == 0 { queue.append((link, .received(decoded))) } else { queue.append((0, .received(decoded, from: end))) }
        case let .yourTurn(view):
            if let card = view.hand.first { queue.append((end, .localPlay(card))) }
        case let .gameStarted(game, _, _):
            onStarted(end, game)
        case let .gameEnded(game, _):
            finished[end] += 1
            queue.append((end, game < games ? .localRematch : .localQuit(reason: .noMoreGames)))
        case .drop, .close, .startTimer, .welcomed, .seatsChanged, .seatLeft, .botTurn, .played, .gameAbandoned, .dealAbandoned,
             .chat, .wantsRematch, .peerLeft, .failed, .rejectedLocal, .freeSeats, .timeLimit, .timedOut, .reconnect, .seatAway,
             .seatBack, .connectionLost, .reconnected:
            break
        }
    }
}
