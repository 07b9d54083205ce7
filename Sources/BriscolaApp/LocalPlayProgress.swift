import BriscolaTerminal
import BriscolaText
import Synchronization

/// A local game's progress, shared by the loop that plays it (full screen or plain lines) and, in
/// plain lines, a stopping signal: the app as it last stood, how many of its games are in the
/// history, and its save on disk. Each step is taken under one lock, so a signal's `leave` never
/// saves a game twice or half.
final class LocalPlayProgress: Sendable {
    private struct State {
        var app: TableApp
        /// The finished games known to be in the history (the first ones).
        var saved: Int
        /// The history refused a game (said nothing then: a full screen may be up); with a save on
        /// disk keeping it, no more tries while playing — leaving tries again and says why.
        var failing = false
        /// The finished games there were at the last try (a try is made as a game ends, not at every step).
        var tried: Int
        var left = false
    }

    private let state: Mutex<State>
    private let saving: GameSaving
    private let save: LocalSave?
    /// The games finished before this program took the series up (they may be in the history already).
    private let takenUp: Int

    /// The series about to be played (if taken up, its finished games already saved unless `save`
    /// says the history could not take them).
    init(_ app: TableApp, saving: GameSaving, save: LocalSave?) {
        let kept = save?.finishedKept ?? true
        state = Mutex(State(app: app, saved: kept ? app.finished.count : 0, failing: !kept, tried: app.finished.count))
        self.saving = saving
        self.save = save
        takenUp = app.finished.count
    }

    /// After a step: the save on disk gains its lines, games finished since go to the history.
    func update(_ app: TableApp) {
        state.withLock { state in
            guard !state.left else { return }
            state.app = app
            save?.update(app)
            // Without a save on disk (`--no-journal`, or none could be written) every game that
            // ends is a try for the ones still unsaved: a kill must not take them all.
            guard app.finished.count > state.tried, !(state.failing && save != nil) else { return }
            state.tried = app.finished.count
            // Quietly: a full screen may be up; leaving tries again and says why.
            if LocalPlay.save(app, Array(app.finished.dropFirst(state.saved)), saving: saving, quietly: true) {
                state.saved = app.finished.count
            } else {
                state.failing = true
            }
        }
    }

    /// The series as it last stood.
    var app: TableApp { state.withLock { $0.app } }

    /// The game could not be played on: its save is let go unchanged, to be taken up later.
    func release() {
        state.withLock { state in
            guard !state.left else { return }
            state.left = true
            save?.release()
        }
    }

    /// The person left (or a signal stopped the program): finished games the history refused are
    /// tried again, the game cut off is saved as abandoned, and the save removed — kept when the
    /// history could not take them all, so that no game is lost — then the line saying so is
    /// returned (the history's own line, why, is written on standard error). Once only.
    @discardableResult
    func leave() -> String? {
        state.withLock { state -> String? in
            guard !state.left else { return nil }
            state.left = true
            let app = state.app
            let retried = Array(app.finished.dropFirst(state.saved))
            // Of those, the ones finished before the series was taken up may have been saved by now.
            let again = min(retried.count, max(0, takenUp - state.saved))
            let rest = Array(retried.dropFirst(again)) + (app.unfinishedRecord.map { [$0] } ?? [])
            let kept = LocalPlay.save(app, Array(retried.prefix(again)), saving: saving, once: true)
                && LocalPlay.save(app, rest, saving: saving)
            save?.finish(kept: kept || !saving.enabled)
            // The history's own line said why; this one says nothing is lost.
            guard !kept, saving.enabled, save != nil else { return nil }
            let text = Text(app.config.language), unfinished = app.unfinishedRecord != nil
            return text(unfinished ? .localAbandonKept : .localSeriesKept,
                        ["game": app.config.title, "number": "\(unfinished ? app.gameNumber : app.finished.count)", "path": saving.path.map { " " + $0 } ?? ""])
        }
    }
}
