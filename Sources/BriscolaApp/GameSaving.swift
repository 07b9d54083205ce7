import BriscolaCore
import BriscolaHistory
import Foundation

/// Where the flows keep finished games and find the history: a small interface with a live value
/// (the history file, `Date()` for when) and test values (a temporary file and a fixed clock).
public struct GameSaving: Sendable {
    /// Opens the history store (a failure is one line naming the file).
    public let open: @Sendable () throws -> HistoryStore
    /// Whether games are kept at all (`--no-history` turns it off).
    public let enabled: Bool
    /// When a game is saved.
    public let now: @Sendable () -> Date

    /// Saving to a store, at the times a clock gives.
    public init(enabled: Bool, now: @escaping @Sendable () -> Date, open: @escaping @Sendable () throws -> HistoryStore) {
        self.enabled = enabled
        self.now = now
        self.open = open
    }

    /// The history file at `path`, with the wall clock.
    public static func live(path: String, enabled: Bool) -> GameSaving {
        GameSaving(enabled: enabled, now: { Date() }) {
            do { return try HistoryStore(path: path) } catch { throw AppError("\(error)") }
        }
    }

    /// Saves the games, saying in one line on standard error what could not be saved; a problem
    /// with the history never costs the player anything else.
    public func save(_ records: [GameRecord], seats: [(name: String, kind: SeatKind)], mySeat: Int, mode: MatchInfo.Mode) {
        guard enabled, !records.isEmpty else { return }
        do {
            let history = try open()
            let info = MatchInfo(playedAt: now(), mode: mode, seats: seats, mySeat: mySeat)
            // A network game may be reported again after a restart (Protocol.md §15), or by both
            // seats of a game played in two terminals sharing one history: kept once.
            for record in records { try history.save(record, info: info, once: mode == .lan) }
        } catch {
            Output.error("not saved: \(error)")
        }
    }
}
