import BriscolaCore
import BriscolaTerminal
import Testing

@Suite struct ReplayAppTests {
    func finishedRecord() -> GameRecord? {
        var driver = Driver(seed: 11)
        driver.playUntil { _ in false }
        return driver.app.finished.first
    }

    @Test func stepsTrickByTrickWithinBounds() throws {
        let record = try #require(finishedRecord())
        var app = try #require(ReplayApp(record: record, names: ["Ada", "Emulator"], mySeat: 0, title: "replay"))
        #expect(app.screen.phase == .replaying && app.screen.view?.hand.count == 3 && app.position == 0)
        _ = app.handle(.key(.left))
        #expect(app.position == 0, "no step before the deal")
        for _ in 0..<25 { _ = app.handle(.key(.right)) }
        #expect(app.position == 20, "no step past the last trick")
        #expect(app.screen.status.hasPrefix("Trick 20 of 20"))
        #expect(app.screen.status.hasSuffix(record.scores.map(String.init).joined(separator: "–")))
        _ = app.handle(.key(.character("p")))
        #expect(app.position == 19)
        _ = app.handle(.key(.home))
        #expect(app.position == 0 && app.screen.view?.hand.count == 3, "Home goes back to the deal")
        _ = app.handle(.key(.end))
        #expect(app.position == 20 && app.screen.status.hasPrefix("Trick 20 of 20"), "End goes to the last trick")
        #expect(app.handle(.key(.character("q"))) == [.quit])
    }

    @Test func plainTextHasEveryTrickAndTheFinalScore() throws {
        let record = try #require(finishedRecord())
        let app = try #require(ReplayApp(record: record, names: ["Ada", "Emulator"], mySeat: 0, title: "replay"))
        #expect(app.plainText.count == 20)
        #expect(app.plainText.last?.hasSuffix("(\(record.scores.map(String.init).joined(separator: "–")))") == true)
        // Replayed from the other seat, that seat's score comes first, as its history says it.
        let other = try #require(ReplayApp(record: record, names: ["Ada", "Emulator"], mySeat: 1, title: "replay"))
        #expect(other.plainText.last?.hasSuffix("(\(record.scores[1])–\(record.scores[0]))") == true, "\(other.plainText.last ?? "")")
        #expect(record.scores[0] != record.scores[1], "a game whose order shows")
        var steps = other
        for _ in 0..<20 { _ = steps.handle(.key(.right)) }
        #expect(steps.screen.status.hasSuffix("\(record.scores[1])–\(record.scores[0])"), "the screen too: \(steps.screen.status)")
        #expect(ReplayApp(record: record, names: ["Ada", "Emulator"], mySeat: 2, title: "replay") == nil, "a seat the game has not")
    }

    @Test func aRecordThatDoesNotRebuildIsRefused() throws {
        var record = try #require(finishedRecord())
        record.deck.removeLast()
        #expect(ReplayApp(record: record, names: [], mySeat: 0, title: "x") == nil)
    }
}
