import BriscolaTestSupport
@testable import BriscolaApp
import BriscolaTerminal
import Foundation
import Testing

/// What `briscola play` checks before it plays: a new game's history (a file that cannot take its
/// games is refused before the first card), never the history of a game taken up, which goes on
/// where it began (a broken default history kept `play` from offering the game cut off).
@Suite struct LocalPlayStartTests {
    struct Refused: Error {}

    static let config = TableAppConfig(players: .two, level: .normal, name: "Ada", seed: 5, pauseMilliseconds: 0)

    @Test func aGameTakenUpIsNotHeldBackByTheNewGamesCheck() throws {
        let place = LocalSavesTests.Place()
        defer { place.remove() }
        let killed = try LocalSavesTests.killedGame(place, cards: 3)
        var checks = 0
        let taken = try LocalPlay.start(Self.config, resume: true, askFirst: false, saves: place.saves, saving: place.saving) {
            checks += 1
            throw Refused()
        }
        #expect(checks == 0 && taken.resumed.started.app.transcript == killed.transcript)
    }

    @Test func aNewGamesHistoryIsCheckedBeforeItStarts() throws {
        let place = LocalSavesTests.Place()
        defer { place.remove() }
        #expect(throws: Refused.self) {
            try LocalPlay.start(Self.config, resume: false, askFirst: false, saves: place.saves, saving: place.saving) { throw Refused() }
        }
        #expect(place.files.isEmpty, "no game begun: \(place.files)")
        var checks = 0
        let fresh = try LocalPlay.start(Self.config, resume: false, askFirst: false, saves: place.saves, saving: place.saving) { checks += 1 }
        #expect(checks == 1 && fresh.resumed.started.app.finished.isEmpty)
    }
}
