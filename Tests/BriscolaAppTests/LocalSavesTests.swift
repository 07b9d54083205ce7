@testable import BriscolaApp
import BriscolaCore
import BriscolaHistory
import BriscolaTerminal
import Foundation
import Testing

/// A game against the computer kept on disk as it is played: one cut off without leaving (the
/// program killed) is offered, taken up as it stood, or saved as abandoned before a new one.
@Suite struct LocalSavesTests {
    /// A journal directory and a history file of its own, removed afterwards.
    struct Place {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("briscola-local-\(UUID().uuidString)").path
        var saves: LocalSaves { LocalSaves(journals: JournalStore(directory: root + "/journal")) }
        var saving: GameSaving {
            let path = root + "/history.sqlite"
            return GameSaving(enabled: true, now: { Date(timeIntervalSince1970: 1_900_000_000) }) { try HistoryStore(path: path) }
        }
        var files: [String] { (try? FileManager.default.contentsOfDirectory(atPath: root + "/journal")) ?? [] }
        func remove() { try? FileManager.default.removeItem(atPath: root) }
    }

    /// A series with the person's first card played `cards` times, its save written as it went,
    /// then let go as a killed program lets it go (the file stays, unlocked).
    static func killedGame(_ place: Place, cards: Int, seed: UInt64 = 21) throws -> TableApp {
        let config = TableAppConfig(players: .two, level: .normal, name: "Ada", seed: seed, pauseMilliseconds: 0)
        let (started, notes) = LocalPlay.new(config, saves: place.saves, saving: place.saving)
        #expect(notes.isEmpty)
        let save = try #require(started.save)
        var app = started.app
        var effects = app.start()
        for _ in 0..<cards {
            effects = app.handle(.key(.character("1")))
            save.update(app)
            for _ in 0..<10 where effects.contains(where: { if case .wait = $0 { true } else { false } }) {
                effects = app.handle(.tick)
                save.update(app)
            }
        }
        save.file.finish(closed: false)
        return app
    }

    @Test func aKilledGameIsOfferedAndComesBackAsItStood() throws {
        let place = Place()
        defer { place.remove() }
        let app = try Self.killedGame(place, cards: 5)
        let summary = try #require(place.saves.pendingSummary(language: .english))
        #expect(summary.game == "you vs the emulator (normal)" && summary.number == 1)
        let started = try LocalPlay.resumed(saves: place.saves, language: .english, pause: 0)
        #expect(started.app.view == app.view && started.app.transcript == app.transcript)
        // Taken up, the file is held: nobody else is offered it.
        #expect(place.saves.pendingSummary(language: .english) == nil)
        #expect(throws: AppError.self) { try LocalPlay.resumed(saves: place.saves, language: .english, pause: 0) }
        // Left in the ordinary way, it is gone.
        started.save?.finish()
        #expect(place.files.isEmpty)
    }

    @Test func aNewGameSavesTheKilledOneAsAbandonedFirst() throws {
        let place = Place()
        defer { place.remove() }
        let app = try Self.killedGame(place, cards: 4)
        let config = TableAppConfig(players: .two, level: .hard, name: "Ada", seed: 99, pauseMilliseconds: 0)
        let (started, notes) = LocalPlay.new(config, saves: place.saves, saving: place.saving)
        #expect(notes == ["The unfinished game (you vs the emulator (normal), game 1) was saved in the history as abandoned."])
        let stored = try HistoryStore(path: place.root + "/history.sqlite").list()
        #expect(stored.count == 1 && stored.first?.record.isAbandoned == true)
        #expect(stored.first?.record.actions == app.unfinishedRecord?.actions)
        // Only the new game's file is left, and it is held by this run.
        #expect(place.files.count == 1 && place.saves.pendingSummary(language: .english) == nil)
        started.save?.finish()
    }

    @Test func aSaveThatDoesNotReplayIsRemovedAndSaid() throws {
        let place = Place()
        defer { place.remove() }
        _ = try Self.killedGame(place, cards: 3)
        let name = try #require(place.files.first)
        let path = place.root + "/journal/" + name
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try (text + "QQ\n").write(toFile: path, atomically: false, encoding: .utf8)
        #expect(throws: AppError.self) { try LocalPlay.resumed(saves: place.saves, language: .english, pause: 0) }
        #expect(place.files.isEmpty)
        // A file that is not a save at all is removed as it is met.
        try FileManager.default.createDirectory(atPath: place.root + "/journal", withIntermediateDirectories: true)
        try "not json\n".write(toFile: place.root + "/journal/play-x.local", atomically: false, encoding: .utf8)
        #expect(place.saves.pendingSummary(language: .english) == nil && place.files.isEmpty)
    }

    @Test func aLineTornByTheKillIsLeftOut() throws {
        let place = Place()
        defer { place.remove() }
        let app = try Self.killedGame(place, cards: 2)
        let path = place.root + "/journal/" + (try #require(place.files.first))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("3".utf8))
        try handle.close()
        let started = try LocalPlay.resumed(saves: place.saves, language: .english, pause: 0)
        #expect(started.app.transcript == app.transcript)
        // Cards played on are written as lines of their own, after the torn one is cut off.
        var later = started.app
        _ = later.handle(AppEvent.key(Key.character("1")))
        let save = try #require(started.save)
        save.update(later)
        save.file.finish(closed: false)
        let again = try LocalPlay.resumed(saves: place.saves, language: .english, pause: 0)
        #expect(again.app.transcript == later.transcript && later.transcript.count == app.transcript.count + 1)
        again.save?.finish()
    }
}
