import BriscolaCore
import BriscolaTerminal
import Testing

/// What a replay says, on the screen and as `replay --plain`: cards by name, and an unplayed
/// game explained rather than counted.
@Suite struct ReplayTextTests {
    func codes(in text: String) throws -> [String] {
        try text.matches(of: Regex(#"\b(10|[1-9])[CDSB]\b"#)).map { String(text[$0.range]) }
    }

    /// A whole game played through the table app.
    func finishedRecord(seed: UInt64) throws -> GameRecord {
        var driver = Driver(seed: seed)
        driver.playUntil { _ in false }
        return try #require(driver.app.finished.first)
    }

    /// A game left after `plays` cards (each the first card in hand).
    func abandonedRecord(seed: UInt64, plays: Int) throws -> GameRecord {
        let setup = GameSetup(variant: .two, dealer: 0, seed: Seed(seed))
        var state = GameState(setup: setup)
        var actions: [Action] = []
        for _ in 0..<plays {
            let action = Action(seat: state.turn, card: state.hands[state.turn][0])
            try state.apply(action)
            actions.append(action)
        }
        return try GameLog.replaying(setup, seed: Seed(seed), actions).get().record
    }

    @Test func plainTextNamesTheCards() throws {
        let record = try finishedRecord(seed: 11)
        let app = try #require(ReplayApp(record: record, names: ["Ada", "Emulator"], mySeat: 0, title: "replay"))
        let first = record.tricks[0]
        for (offset, card) in first.cards.enumerated() {
            let name = ["Ada", "Emulator"][first.seat(at: offset, players: 2)]
            #expect(app.plainText[0].contains("\(name): \(card.name())"), "\(app.plainText[0])")
        }
        for line in app.plainText { #expect(try codes(in: line).isEmpty, "a card code in: \(line)") }
    }

    @Test func anUnplayedGameSaysNoCardWasPlayed() throws {
        let app = try #require(ReplayApp(record: try abandonedRecord(seed: 5, plays: 0), names: ["Ada", "Bob"], mySeat: 0, title: "replay"))
        #expect(app.plainText == ["No cards were played in this game."])
        let screen = TableScreen.render(app.screen, width: 80, height: 24, options: RenderOptions(color: false)).text
        #expect(screen.contains("No cards were played in this game."))
        #expect(!screen.contains("0 tricks"))
    }

    @Test func aGameLeftBeforeTheFirstTrickEndedSaysSo() throws {
        let app = try #require(ReplayApp(record: try abandonedRecord(seed: 5, plays: 1), names: ["Ada", "Bob"], mySeat: 0, title: "replay"))
        #expect(app.plainText == ["One card was played; no trick was finished."])
        #expect(app.screen.status.contains("One card was played; no trick was finished."))
    }
}
