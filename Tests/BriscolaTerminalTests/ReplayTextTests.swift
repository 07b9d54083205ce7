import BriscolaTestSupport
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
        try FirstCardGames.record(.two, seed: seed, plays: plays)
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
        let card = try abandonedRecord(seed: 5, plays: 1).actions[0].card
        #expect(app.plainText == ["One card was played; no trick was finished.", "Left unfinished: Bob: \(card.name())"], "\(app.plainText)")
        #expect(app.screen.status.contains("One card was played; no trick was finished."))
        // → shows it on the table (the replay stayed on the deal).
        var stepped = app
        _ = stepped.handle(.key(.right))
        #expect(stepped.screen.status.hasPrefix("The trick left unfinished") && stepped.screen.view?.table.count == 1, "\(stepped.screen.status)")
    }

    /// With three, `--plain`'s running score names whose points are whose, the replayed player's first.
    @Test func aGameOfThreeNamesEachScore() throws {
        let record = try FirstCardGames.record(.three, dealer: 2, seed: 6, plays: 6)
        var state = GameState(setup: try record.setup().get())
        for action in record.actions { try state.apply(action) }
        let app = try #require(ReplayApp(record: record, names: ["Ada", "Bruno", "Carla"], mySeat: 1, title: "replay"))
        let s = state.scores
        #expect(app.plainText.count == 2 && app.plainText[1].hasSuffix("(Bruno \(s[1]), Ada \(s[0]), Carla \(s[2]))"), "\(app.plainText)")
    }

    /// The cards of a trick left unfinished are listed after the tricks taken, in `--plain` and
    /// `history show` alike (it printed only that cards were played).
    @Test func theCardsOfATrickLeftUnfinishedAreListed() throws {
        let record = try abandonedRecord(seed: 5, plays: 3)
        let app = try #require(ReplayApp(record: record, names: ["Ada", "Bob"], mySeat: 0, title: "replay"))
        let last = record.actions[2]
        #expect(app.plainText.count == 2 && app.plainText[0].hasPrefix(" 1. "), "\(app.plainText)")
        #expect(app.plainText[1] == "Left unfinished: \(["Ada", "Bob"][last.seat]): \(last.card.name())", "\(app.plainText)")
        let italian = try #require(ReplayApp(record: record, names: ["Ada", "Bob"], mySeat: 0, title: "replay", language: .italian))
        #expect(italian.plainText.last?.hasPrefix("Lasciata a metà: ") == true, "\(italian.plainText)")
    }

    @Test func aGameAbandonedAfterOneTrickSaysOneTrickAndThatItWasAbandoned() throws {
        let record = try abandonedRecord(seed: 5, plays: 3).cutOff
        var app = try #require(ReplayApp(record: record, names: ["Ada", "Bob"], mySeat: 0, title: "replay"))
        #expect(app.screen.status == "The deal. The game was abandoned after trick 1: press → to step through.", "\(app.screen.status)")
        _ = app.handle(.key(.right))
        #expect(app.screen.status.hasPrefix("Trick 1 of 1") && !app.screen.status.contains("abandoned"), "a card followed: \(app.screen.status)")
        // The last step is the trick left unfinished: its card on the table, where the game was left.
        let left = record.actions[2]
        _ = app.handle(.key(.right))
        #expect(app.screen.status == "The trick left unfinished · abandoned", "\(app.screen.status)")
        #expect(app.screen.view?.table == CardRow([left.card]))
        _ = app.handle(.key(.right))
        #expect(app.screen.status.hasPrefix("The trick left unfinished"), "the end")
        _ = app.handle(.key(.home))
        _ = app.handle(.key(.end))
        #expect(app.screen.status.hasPrefix("The trick left unfinished"), "End goes there")
        let italian = try #require(ReplayApp(record: record, names: ["Ada", "Bob"], mySeat: 0, title: "replay", language: .italian))
        #expect(italian.screen.status == "Carte date. Partita abbandonata dopo la presa 1: premi → per scorrerle.", "\(italian.screen.status)")
        // In ASCII the line is ASCII too, and it stays within the table.
        let ascii = TableScreen.render(italian.screen, width: 80, height: 24, options: RenderOptions(unicode: false, color: false, language: .italian)).text
        #expect(ascii.contains("premi -> per scorrerle.") && ascii.unicodeScalars.allSatisfy(\.isASCII), "\(ascii)")
    }

    /// The side panel of a big terminal offers the cards out, and o shows them (a replay has no series).
    @Test func oShowsTheCardsOutInAReplay() throws {
        var app = try #require(ReplayApp(record: try finishedRecord(seed: 11), names: ["Ada", "Emulator"], mySeat: 0, title: "replay"))
        _ = app.handle(.key(.right))
        let before = TableScreen.render(app.screen, width: 120, height: 40, options: RenderOptions(color: false)).text
        #expect(before.contains("Cards played: o shows them") && !before.contains("Series") && before.contains("o cards played"), "\(before)")
        _ = app.handle(.key(.character("o")))
        let after = TableScreen.render(app.screen, width: 120, height: 40, options: RenderOptions(color: false)).text
        #expect(after.contains("Cards played: 2 of 40 (o hides)"), "\(after)")
        let small = TableScreen.render(app.screen, width: 80, height: 24, options: RenderOptions(color: false)).text
        #expect(small.contains("2/40"), "\(small)")
        // A replay of a game over hides no one's points.
        #expect(small.contains("Points: you ") && !small.contains("hidden"), "\(small)")
    }
}
