import BriscolaTerminal
import Synchronization

/// A local game's progress, shared by the loop that plays it (full screen or plain lines) and, in
/// plain lines, a stopping signal: the app as it last stood, how many of its games are in the
/// history, and its save on disk. Each step is taken under one lock, so a signal's `leave` never
/// saves a game twice or half.
final class LocalPlayProgress: Sendable {
    private struct State {
        var app: TableApp
        var saved: Int
        var left = false
    }

    private let state: Mutex<State>
    private let saving: GameSaving
    private let save: LocalSave?

    /// The series about to be played (its finished games, if taken up, already saved).
    init(_ app: TableApp, saving: GameSaving, save: LocalSave?) {
        state = Mutex(State(app: app, saved: app.finished.count))
        self.saving = saving
        self.save = save
    }

    /// After a step: the save on disk gains its lines, games finished since go to the history.
    func update(_ app: TableApp) {
        state.withLock { state in
            guard !state.left else { return }
            state.app = app
            save?.update(app)
            if app.finished.count > state.saved {
                LocalPlay.save(app, Array(app.finished.dropFirst(state.saved)), saving: saving)
                state.saved = app.finished.count
            }
        }
    }

    /// The game could not be played on: its save is let go unchanged, to be taken up later.
    func release() {
        state.withLock { state in
            guard !state.left else { return }
            state.left = true
            save?.release()
        }
    }

    /// The person left (or a signal stopped the program): the game cut off is saved as abandoned
    /// and the save removed (kept when the history could not take it). Once only.
    func leave() {
        state.withLock { state in
            guard !state.left else { return }
            state.left = true
            let app = state.app
            let kept = LocalPlay.save(app, Array(app.finished.dropFirst(state.saved)) + (app.unfinishedRecord.map { [$0] } ?? []), saving: saving)
            save?.finish(kept: kept || !saving.enabled)
        }
    }
}
