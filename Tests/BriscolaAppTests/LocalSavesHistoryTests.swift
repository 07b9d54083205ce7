import BriscolaTestSupport
import BriscolaAI
@testable import BriscolaApp
import BriscolaCore
import BriscolaHistory
import BriscolaTerminal
import BriscolaText
import Foundation
import Testing

/// A history that cannot take a game against the computer: the save on disk keeps the game until
/// one can, and says so.
extension LocalSavesTests {
    /// A history that cannot take the game keeps its save, and the note says so.
    @Test func aGameTheHistoryCannotTakeIsKept() throws {
        let place = Place()
        defer { place.remove() }
        // The history it began with is a directory by now.
        _ = try Self.killedGame(place, cards: 3, saving: GameSaving.live(path: place.root, enabled: true))
        let notes = LocalPlay.new(TableAppConfig(seed: 1), saves: place.saves, saving: place.saving).notes
        #expect(notes.first?.contains("could not be saved in the history \(place.root); it is kept, to resume or save later (briscola play --resume --history FILE saves it in another)") == true, "\(notes)")
        #expect(place.files.count == 2, "the cut-off game's file stays beside the new one's")
    }

    /// A game that ends while the history cannot take it is not lost: leaving keeps the series'
    /// save (a new game then says so, keeping it still), and once the history mends, taking the
    /// series up saves the game.
    @Test func aFinishedGameTheHistoryRefusedIsKeptUntilItCanBeSaved() throws {
        let place = Place()
        defer { place.remove() }
        try FileManager.default.createDirectory(atPath: place.root, withIntermediateDirectories: true)
        try "hello\n".write(toFile: place.historyPath, atomically: false, encoding: .utf8)
        let config = TableAppConfig(players: .two, level: .normal, name: "Ada", seed: 21, pauseMilliseconds: 0)
        let started = LocalPlay.new(config, saves: place.saves, saving: place.saving).started
        let progress = LocalPlayProgress(started.app, saving: place.saving, save: started.save)
        var app = started.app
        var effects = app.start()
        for _ in 0..<40 where app.phase != .result {
            effects = app.handle(.key(.character("1")))
            progress.update(app)
            for _ in 0..<10 where effects.contains(where: { if case .wait = $0 { true } else { false } }) {
                effects = app.handle(.tick)
                progress.update(app)
            }
        }
        #expect(app.phase == .result && app.finished.count == 1 && app.unfinishedRecord == nil)
        let note = progress.leave()
        #expect(place.files.count == 1, "the series' save stays: its game is nowhere else")
        #expect(note?.hasPrefix("The games of the series (you vs the computer (normal), after game 1) could not be saved") == true, "\(note ?? "none")")
        let next = LocalPlay.new(TableAppConfig(seed: 3), saves: place.saves, saving: place.saving)
        #expect(next.notes.first?.contains("could not be saved in the history \(place.historyPath); they are kept, to resume or save later (briscola play --resume --history FILE saves them in another)") == true, "\(next.notes)")
        next.started.save?.finish()
        #expect(place.files.count == 1)
        try FileManager.default.removeItem(atPath: place.historyPath)
        let resumed = try Self.resume(place)
        #expect(try place.stored().map(\.record.actions) == app.finished.map(\.actions), "saved once the history takes it")
        resumed.started.save?.finish()
        #expect(place.files.isEmpty)
    }

    /// Leaving in the ordinary way while the history cannot take the game keeps its save.
    @Test func leavingWhenTheHistoryFailsKeepsTheSave() throws {
        let place = Place()
        defer { place.remove() }
        let broken = GameSaving.live(path: place.root + "/journal", enabled: true) // a directory
        let app = try Self.killedGame(place, cards: 2, saving: broken)
        let save = try #require(place.saves.begin(TableAppConfig(seed: 77), saving: broken))
        LocalPlayProgress(app, saving: broken, save: save).leave()
        #expect(place.files.count == 2, "both saves stay: \(place.files)")
        let off = GameSaving.live(path: place.historyPath, enabled: false)
        let unkept = try #require(place.saves.begin(TableAppConfig(seed: 78), saving: off))
        LocalPlayProgress(app, saving: off, save: unkept).leave()
        #expect(place.files.count == 2, "with no history to keep it in, it goes")
    }
}
