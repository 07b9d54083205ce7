import BriscolaCore
import BriscolaHistory
import BriscolaSync
import BriscolaText
import Foundation

/// `bench sync`: two histories of `games` matches synced over TCP on the loopback — first equal
/// (what the client and the server send), then with `differences` matches only one side has, half
/// on each (the time to reach the union).
public enum SyncBenchmark {
    /// What was measured.
    public struct Result: Encodable, Sendable {
        public let games: Int, differences: Int
        public let equalClientBytes: Int, equalServerBytes: Int, equalMs: Double
        public let differentClientBytes: Int, differentServerBytes: Int, differentMs: Double
        public let converged: Bool

        /// The figures in words.
        public func text(_ text: Text) -> String {
            text(.benchSyncLines, ["games": "\(games)", "differences": "\(differences)",
                                   "equalClient": "\(equalClientBytes)", "equalServer": "\(equalServerBytes)", "equalMs": String(format: "%.0f", equalMs),
                                   "client": "\(differentClientBytes)", "server": "\(differentServerBytes)", "ms": String(format: "%.0f", differentMs)])
        }
    }

    /// Runs the benchmark in a temporary directory (removed after).
    public static func run(games: Int, differences: Int) async throws -> Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("briscola-bench-sync-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let a = try HistoryStore(path: directory + "/a.sqlite"), b = try HistoryStore(path: directory + "/b.sqlite")
        let shared = try (0..<games).map { try played(UInt64($0)) }
        try a.merge(HistoryContents(matches: shared, tombstones: []))
        try b.merge(HistoryContents(matches: shared, tombstones: []))
        var bookA = PeerBook(), bookB = PeerBook()
        bookA.add(name: "b", key: bookB.keys.publicKey)
        bookB.add(name: "a", key: bookA.keys.publicKey)
        let equal = try await sync(a, bookA, b, bookB)
        let extra = try (0..<differences).map { try played(UInt64(games + $0)) }
        try a.merge(HistoryContents(matches: Array(extra.prefix(differences / 2)), tombstones: []))
        try b.merge(HistoryContents(matches: Array(extra.dropFirst(differences / 2)), tombstones: []))
        let different = try await sync(a, bookA, b, bookB)
        let converged = try a.identities() == b.identities() && a.identities().count == games + differences
        return Result(games: games, differences: differences, equalClientBytes: equal.client, equalServerBytes: equal.server, equalMs: equal.ms,
                      differentClientBytes: different.client, differentServerBytes: different.server, differentMs: different.ms,
                      converged: converged)
    }

    private static func sync(_ a: HistoryStore, _ bookA: PeerBook, _ b: HistoryStore, _ bookB: PeerBook) async throws
        -> (client: Int, server: Int, ms: Double) {
        let listener = try await SyncNet.listen(host: "127.0.0.1", port: 0)
        guard let port = SyncNet.port(of: listener) else { throw AppError.sync(.unreachable(address: "127.0.0.1", reason: "no port")) }
        let clock = ContinuousClock(), start = clock.now
        async let served = SyncNet.serve(listener) { link -> Int? in
            _ = try await SyncRun.server(link, book: bookB, store: b)
            return link.bytesSent
        }
        let client = try await SyncNet.connect(host: "127.0.0.1", port: port) { link -> Int in
            _ = try await SyncRun.client(link, book: bookA, store: a)
            return link.bytesSent
        }
        let server = try await served ?? 0
        let elapsed = clock.now - start
        return (client, server, Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
    }

    /// Game `seed`: each seat plays the last card of its hand.
    static func played(_ seed: UInt64) throws -> StoredMatch {
        let setup = GameSetup(variant: .two, dealer: Int(seed % 2), seed: Seed(seed))
        var state = GameState(setup: setup)
        var actions: [Action] = []
        while !state.isFinished, let card = state.hands[state.turn].last {
            let action = Action(seat: state.turn, card: card)
            try state.apply(action)
            actions.append(action)
        }
        let record = try GameLog.replaying(setup, seed: Seed(seed), actions).get().record
        let info = MatchInfo(playedAt: Date(timeIntervalSince1970: 1_790_000_000 + Double(seed)), mode: .lan,
                             seats: [("Ada", .human), ("Bea", .remote)], mySeat: 0)
        return StoredMatch(id: 0, record: record, info: info)
    }
}
