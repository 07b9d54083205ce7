import BriscolaTestSupport
import BriscolaAI
@testable import BriscolaApp
import BriscolaCore
import BriscolaHistory
import BriscolaTerminal
import BriscolaText
import Foundation
import Testing

/// A game against the computer kept on disk as it is played: one cut off without leaving (the
/// program killed) is offered, taken up as it stood, or saved as abandoned before a new one.
@Suite(.cpuBound) struct LocalSavesTests {
    /// A journal directory and a history file of its own, removed afterwards.
    struct Place {
        let root = TestScratch.root.appendingPathComponent("briscola-local-\(UUID().uuidString)").path
        var saves: LocalSaves { LocalSaves(journals: JournalStore(directory: root + "/journal")) }
        var historyPath: String { root + "/history.sqlite" }
        var saving: GameSaving { GameSaving.live(path: historyPath, enabled: true) }
        var files: [String] { (try? FileManager.default.contentsOfDirectory(atPath: root + "/journal")) ?? [] }
        func stored() throws -> [StoredMatch] { try HistoryStore(path: historyPath).list() }
        func remove() { try? FileManager.default.removeItem(atPath: root) }
    }

    /// A series with the person's first card played `cards` times, its save written as it went,
    /// then let go as a killed program lets it go (the file stays, unlocked).
    /// `alongside`: another program's game, begun while the others were cut off (not saving them first).
    static func killedGame(_ place: Place, cards: Int, seed: UInt64 = 21, level: Level = .normal, saving: GameSaving? = nil,
                           alongside: Bool = false) throws -> TableApp {
        let config = TableAppConfig(players: .two, level: level, name: "Ada", seed: seed, pauseMilliseconds: 0)
        let started: LocalPlay.Started = alongside ? (TableApp(config: config), place.saves.begin(config, saving: saving ?? place.saving))
            : LocalPlay.new(config, saves: place.saves, saving: saving ?? place.saving).started
        let save = try #require(started.save)
        var app = started.app
        var effects = app.start()
        for _ in 0..<cards {
            effects = app.handle(.key(.character(app.phase == .result ? "y" : "1")))
            save.update(app)
            for _ in 0..<10 where effects.contains(where: { if case .wait = $0 { true } else { false } }) {
                effects = app.handle(.tick)
                save.update(app)
            }
        }
        save.file.finish(closed: false)
        return app
    }

    static func resume(_ place: Place) throws -> LocalPlay.Resumed {
        try LocalPlay.resumed(saves: place.saves, language: .english, pause: 0, saving: place.saving)
    }

    @Test func aKilledGameIsOfferedAndComesBackAsItStood() throws {
        let place = Place()
        defer { place.remove() }
        let app = try Self.killedGame(place, cards: 5, level: .hard)
        let summary = try #require(place.saves.pendingSummary())
        #expect(summary.words(Text(.english)) == "game 1, hard" && summary.words(Text(.italian)) == "partita 1, difficile")
        let resumed = try Self.resume(place)
        #expect(resumed.started.app.view == app.view && resumed.started.app.transcript == app.transcript)
        // Taken up, the file is held: nobody else is offered it, and it is said to be in play.
        #expect(place.saves.pendingSummary() == nil && place.saves.heldElsewhere())
        #expect(throws: AppError.self) { try Self.resume(place) }
        // Left in the ordinary way, it is gone.
        resumed.started.save?.finish()
        #expect(place.files.isEmpty && !place.saves.heldElsewhere())
    }

    @Test func aNewGameSavesTheKilledOneAsAbandonedFirst() throws {
        let place = Place()
        defer { place.remove() }
        let app = try Self.killedGame(place, cards: 4)
        let config = TableAppConfig(players: .two, level: .hard, name: "Ada", seed: 99, pauseMilliseconds: 0)
        let (started, notes) = LocalPlay.new(config, saves: place.saves, saving: place.saving)
        #expect(notes == ["The unfinished game (you vs the computer (normal), game 1) was saved in the history as abandoned."])
        let stored = try place.stored()
        #expect(stored.count == 1 && stored.first?.record.isAbandoned == true)
        #expect(stored.first?.record.actions == app.unfinishedRecord?.actions)
        // Only the new game's file is left, and it is held by this run.
        #expect(place.files.count == 1 && place.saves.pendingSummary() == nil)
        started.save?.finish()
    }

    /// A game begun with --no-history is not put in the history by a later run; one begun with
    /// --history PATH goes to that file, whatever the run that takes it up says.
    @Test func aSaveKeepsItsGamesWhereTheyBegan() throws {
        let place = Place()
        defer { place.remove() }
        let off = GameSaving.live(path: place.historyPath, enabled: false)
        _ = try Self.killedGame(place, cards: 3, saving: off)
        #expect(Self.resumedSaving(place).enabled == false)
        _ = try Self.killedGame(place, cards: 3, seed: 5, saving: off)
        #expect(LocalPlay.new(TableAppConfig(seed: 1), saves: place.saves, saving: place.saving).notes.isEmpty, "nothing said: nothing kept")
        #expect(!FileManager.default.fileExists(atPath: place.historyPath))
        let elsewhere = place.root + "/other.sqlite"
        try FileManager.default.createDirectory(atPath: place.root, withIntermediateDirectories: true)
        _ = try Self.killedGame(place, cards: 3, seed: 6, saving: GameSaving.live(path: elsewhere, enabled: true))
        #expect(LocalPlay.new(TableAppConfig(seed: 2), saves: place.saves, saving: place.saving).notes.count == 1)
        #expect(try HistoryStore(path: elsewhere).list().count == 1 && !FileManager.default.fileExists(atPath: place.historyPath))
    }

    static func resumedSaving(_ place: Place) -> GameSaving {
        guard let resumed = try? resume(place) else { return place.saving }
        resumed.started.save?.file.finish(closed: false)
        return resumed.saving
    }

    /// Killed on a game's result: the series is offered with its score, on that result, and the
    /// game is kept in the history once (here the kill came before it was saved).
    @Test func aSeriesKilledOnAResultKeepsItsScore() throws {
        let place = Place()
        defer { place.remove() }
        let app = try Self.killedGame(place, cards: 20)
        #expect(app.phase == .result)
        let summary = try #require(place.saves.pendingSummary())
        #expect(summary.between && summary.words(Text(.english)) == "after game 1, normal" && summary.words(Text(.italian)) == "dopo la partita 1, normale")
        #expect(summary.question(Text(.english)).first == "A series was cut off (after game 1, normal). Take it up again? [Y/n] ")
        #expect(summary.confirmNewGame == .menuConfirmNewSeries)
        var resumed = try Self.resume(place)
        #expect(resumed.started.app.phase == .result && resumed.started.app.series == app.series && resumed.started.app.view == app.view)
        #expect(try place.stored().map(\.record.actions) == app.finished.map(\.actions), "the game the kill left unsaved is kept")
        // The next game goes on from there, its cards added to the same save.
        var next = resumed.started.app
        _ = next.handle(.key(.character("y")))
        #expect(next.phase != .result && next.gameNumber == 2)
        resumed.started.save?.update(next)
        resumed.started.save?.file.finish(closed: false)
        resumed = try Self.resume(place)
        #expect(resumed.started.app.gameNumber == 2 && resumed.started.app.series == next.series)
        #expect(try place.stored().count == 1, "game 1 is not kept twice")
        resumed.started.save?.finish()
        // Given up for a new game, a series between games leaves nothing to say, its game kept once.
        let other = try Self.killedGame(place, cards: 20, seed: 8)
        LocalPlay.save(other, other.finished, saving: place.saving)
        #expect(LocalPlay.new(TableAppConfig(seed: 3), saves: place.saves, saving: place.saving).notes.isEmpty)
        #expect(try place.stored().count == 2 && place.files.count == 1)
    }

    /// Killed after asking for the next game, before its first card (the computer's lead waits for
    /// the pause): only the series is cut off, offered "after game 1"; a new game instead has
    /// nothing to save as abandoned and says nothing.
    @Test func aSeriesKilledBeforeTheNextGamesFirstCardIsOfferedAfterTheLastGame() throws {
        let place = Place()
        defer { place.remove() }
        let app = try Self.killedGame(place, cards: 20)
        let path = place.root + "/journal/" + (try #require(place.files.first))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        handle.write(Data((TableApp.nextGameLine + "\n").utf8))
        try handle.close()
        let summary = try #require(place.saves.pendingSummary())
        #expect(summary.between && summary.words(Text(.english)) == "after game 1, normal", "\(summary)")
        let resumed = try Self.resume(place)
        #expect(resumed.started.app.gameNumber == 2 && resumed.started.app.series == app.series)
        resumed.started.save?.file.finish(closed: false)
        let fresh = LocalPlay.new(TableAppConfig(seed: 3), saves: place.saves, saving: place.saving)
        #expect(fresh.notes.isEmpty, "nothing was cut off to save: \(fresh.notes)")
        #expect(try place.stored().count == 1, "game 1 only, kept once")
        fresh.started.save?.finish()
    }

    /// Of two games cut off, taking up one leaves the other on offer (it was once held by mistake).
    @Test func theOtherGameCutOffIsStillOffered() throws {
        let place = Place()
        defer { place.remove() }
        _ = try Self.killedGame(place, cards: 2, seed: 1)
        _ = try Self.killedGame(place, cards: 2, seed: 2, alongside: true)
        let first = try Self.resume(place)
        first.started.save?.finish()
        #expect(place.saves.pendingSummary() != nil && place.files.count == 1)
    }

    @Test func aDamagedSaveIsRefusedAndWhatReplaysIsKept() throws {
        let place = Place()
        defer { place.remove() }
        let app = try Self.killedGame(place, cards: 3)
        let path = place.root + "/journal/" + (try #require(place.files.first))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try (text + "QQ\n7D\n").write(toFile: path, atomically: false, encoding: .utf8)
        let error = try #require(throws: AppError.self) { try Self.resume(place) }
        #expect("\(error)".contains("damaged at line \(app.transcript.count + 2). The cards played before that line were saved in the history as abandoned."),
                "\(error)")
        #expect(FailureWords.sentence("\(error)").hasPrefix("The unfinished game cannot be taken up"), "a sentence of its own in the menu")
        #expect(place.files.isEmpty)
        #expect(try place.stored().first?.record.actions == app.unfinishedRecord?.actions, "the cards before the damage are kept")
        // A file that is not a save at all is removed as it is met.
        try "not json\n".write(toFile: place.root + "/journal/play-x.local", atomically: false, encoding: .utf8)
        #expect(place.saves.pendingSummary() == nil && place.files.isEmpty)
    }

    /// Damage before the first card leaves nothing to save, and the error does not say it saved it.
    @Test func aSaveDamagedBeforeAnyCardSaysItWasRemoved() throws {
        let place = Place()
        defer { place.remove() }
        _ = try Self.killedGame(place, cards: 0)
        let path = place.root + "/journal/" + (try #require(place.files.first))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try (text + "QQ\n").write(toFile: path, atomically: false, encoding: .utf8)
        let error = try #require(throws: AppError.self) { try Self.resume(place) }
        #expect("\(error)".hasSuffix("is damaged at line \(text.split(separator: "\n").count + 1), and was removed."), "\(error)")
        let stored = try place.stored()
        #expect(place.files.isEmpty && stored.isEmpty)
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
        let resumed = try Self.resume(place)
        #expect(resumed.started.app.transcript == app.transcript)
        // Cards played on are written as lines of their own, after the torn one is cut off.
        var later = resumed.started.app
        _ = later.handle(AppEvent.key(Key.character("1")))
        let save = try #require(resumed.started.save)
        save.update(later)
        save.file.finish(closed: false)
        let again = try Self.resume(place)
        #expect(again.started.app.transcript == later.transcript && later.transcript.count == app.transcript.count + 1)
        again.started.save?.finish()
    }

    @Test(arguments: [Variant.three, .four])
    func tablesOfThreeAndFourComeBack(players: Variant) throws {
        let place = Place()
        defer { place.remove() }
        let config = TableAppConfig(players: players, level: .normal, name: "Ada", seed: 4, pauseMilliseconds: 0)
        let save = try #require(place.saves.begin(config, saving: place.saving))
        var app = TableApp(config: config)
        _ = app.start()
        for _ in 0..<5 {
            var effects = app.handle(.key(.character("1")))
            for _ in 0..<20 where effects.contains(where: { if case .wait = $0 { true } else { false } }) { effects = app.handle(.tick) }
            save.update(app)
        }
        save.release()
        #expect(place.saves.pendingSummary()?.words(Text(.english)) == (players == .three ? "game 1, normal, 3 players" : "game 1, normal, 2 vs 2"))
        let resumed = try Self.resume(place)
        #expect(resumed.started.app.view == app.view && resumed.started.app.transcript.count == app.transcript.count)
        resumed.started.save?.finish()
    }

    /// Saves that hold nothing cut off are not offered: none played yet, or edited elsewhere (CRLF) still read.
    @Test func whatIsOfferedAndWhatIsNot() throws {
        let place = Place()
        defer { place.remove() }
        _ = try Self.killedGame(place, cards: 0)
        #expect(place.saves.pendingSummary() == nil && place.files.isEmpty, "no card played: nothing to take up")
        let app = try Self.killedGame(place, cards: 3)
        let path = place.root + "/journal/" + (try #require(place.files.first))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: "\n", with: "\r\n").write(toFile: path, atomically: false, encoding: .utf8)
        let resumed = try Self.resume(place)
        #expect(resumed.started.app.transcript == app.transcript, "CRLF lines read as lines")
        resumed.started.save?.finish()
    }

    /// Damage in a game already finished keeps it out of the history a second time.
    @Test func damageInAFinishedGameAddsNoSecondCopy() throws {
        let place = Place()
        defer { place.remove() }
        // Game 1 finished (its record is the finishing run's to save; here none is), game 2 begun.
        _ = try Self.killedGame(place, cards: 23)
        let path = place.root + "/journal/" + (try #require(place.files.first))
        var lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        lines[3] = "QQ"
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: false, encoding: .utf8)
        #expect(throws: AppError.self) { try Self.resume(place) }
        #expect(!FileManager.default.fileExists(atPath: place.historyPath) && place.files.isEmpty, "no half copy of game 1")
    }

    /// `play`'s question: Enter, y or s take the game up, n starts anew, anything else asks again.
    @Test func theQuestionBeforeANewGameAsksAgainUntilItIsAnswered() {
        func answers(_ lines: [String?]) -> (Bool, [String]) {
            var left = lines, said: [String] = []
            let pending = LocalGameSummary(number: 2, level: .hard, players: .two)
            let yes = LocalPlay.askToResume(pending.question(Text(.english)), read: { left.isEmpty ? nil : left.removeFirst() }, write: { said.append($0) })
            return (yes, said)
        }
        #expect(answers([""]).0 && answers(["Y"]).0 && answers(["s"]).0 && answers([nil]).0, "Enter, y, s and Ctrl-D take it up")
        let (no, said) = answers(["x", "maybe", "n"])
        #expect(!no && said.count == 3 && said[0] == "A game was cut off (game 2, hard). Take it up again? [Y/n] ")
        #expect(said[1].hasPrefix("Please answer y (take it up) or n"))
    }

    /// A journal directory that cannot be made is said in words.
    @Test func anUnusableJournalDirectoryIsSaidInWords() throws {
        let place = Place()
        defer { place.remove() }
        try FileManager.default.createDirectory(atPath: place.root, withIntermediateDirectories: true)
        try "".write(toFile: place.root + "/state", atomically: false, encoding: .utf8)
        let error = try #require(throws: AppError.self) { try JournalFile.makeDirectory(place.root + "/state/briscola/journal") }
        #expect("\(error)" == "cannot keep game journals in \(place.root)/state/briscola/journal: \(place.root)/state is not a directory")
    }
}
