import BriscolaCore
import BriscolaHistory
import Foundation

/// Where the flows keep finished games and find the history: a small interface with a live value
/// (the history file, `Date()` for when) and test values (a temporary file and a fixed clock).
public struct GameSaving: Sendable {
    /// Opens the history store (a failure is one line naming the file).
    public let open: @Sendable () throws -> HistoryStore
    /// Opens the store only if it is there (nil: nothing saved yet), for screens that only read it.
    public let existing: @Sendable () throws -> HistoryStore?
    /// Whether games are kept at all (`--no-history` turns it off).
    public let enabled: Bool
    /// When a game is saved.
    public let now: @Sendable () -> Date
    /// The history file's path, when it is one on disk (a local game's save remembers it, so the
    /// game taken up again is kept where it began).
    public var path: String?

    /// Saving to a store, at the times a clock gives; `existing` finds it for reading (by default
    /// `open`, which makes it).
    public init(enabled: Bool, now: @escaping @Sendable () -> Date, existing: (@Sendable () throws -> HistoryStore?)? = nil,
                open: @escaping @Sendable () throws -> HistoryStore) {
        self.enabled = enabled
        self.now = now
        self.open = open
        self.existing = existing ?? { try open() }
    }

    /// The same, once a history file that is there is known to be one (and not damaged): a file
    /// that is not is said before a game, not after it, when its result could no longer be kept.
    public func checked() throws -> GameSaving {
        if enabled { _ = try existing() }
        return self
    }

    /// The history file at `path`, with the wall clock; reading it never makes one.
    public static func live(path: String, enabled: Bool) -> GameSaving {
        var saving = GameSaving(enabled: enabled, now: { Date() }, existing: {
            do throws(HistoryError) { return try HistoryStore.existing(path: path, required: false) } catch {
                throw AppError.history(error)
            }
        }, open: {
            do throws(HistoryError) { return try HistoryStore(path: path) } catch { throw AppError.history(error) }
        })
        saving.path = path
        return saving
    }

    /// Saves the games, saying in one line on standard error what could not be saved; a problem
    /// with the history never costs the player anything else. False when they could not be saved
    /// (nothing is saved with the history turned off either). With `once`, a game the history
    /// holds already is not saved again (network games always are kept once). `quietly` says
    /// nothing (a full screen is up, which a line on standard error would garble). A game cut off
    /// before any card was played is not kept (`GameRecord.isWorthKeeping`).
    @discardableResult
    public func save(_ records: [GameRecord], seats: [(name: String, kind: SeatKind)], mySeat: Int, mode: MatchInfo.Mode,
                     once: Bool = false, quietly: Bool = false) -> Bool {
        guard enabled else { return false }
        let records = records.filter(\.isWorthKeeping)
        guard !records.isEmpty else { return true }
        do {
            let history = try open()
            let info = MatchInfo(playedAt: now(), mode: mode, seats: seats, mySeat: mySeat)
            // A network game may be reported again after a restart (Protocol.md §15), or by both
            // seats of a game played in two terminals sharing one history: kept once.
            for record in records { try history.save(record, info: info, once: once || mode == .lan) }
            return true
        } catch {
            if !quietly { Output.error(CommandLanguage.text(.historyNotSaved, ["reason": "\(error)"])) }
            return false
        }
    }
}
