import BriscolaAI
import BriscolaCore
@testable import BriscolaTerminal
import BriscolaTestSupport
import Testing

/// A local game kept as its transcript (`LocalSaves` writes it as it goes) comes back exactly as
/// it stood: the same hand, table, scores and series, and it plays on as the uninterrupted game.
@Suite(.cpuBound) struct TableAppTranscriptTests {
    /// Drives an app with the person's cards chosen by a seeded generator, through `games` games.
    struct Player {
        var app: TableApp
        var choices: SplitMix64

        init(_ config: TableAppConfig, choiceSeed: UInt64) {
            app = TableApp(config: config)
            choices = SplitMix64(seed: choiceSeed)
            settle(app.start())
        }

        mutating func settle(_ effects: [AppEffect]) {
            var pending = effects, steps = 0
            while pending.contains(where: { if case .wait = $0 { true } else { false } }), steps < 1000 {
                pending = app.handle(.tick)
                steps += 1
            }
        }

        /// One step of the person: a card, or (after a game) another deal.
        mutating func step() {
            if app.phase == .result {
                settle(app.handle(.key(.character("y"))))
                return
            }
            let hand = app.view.hand
            let position = Int(choices.next() % UInt64(hand.count))
            settle(app.handle(.key(.character(Character("\(position + 1)")))))
        }
    }

    static func config(_ players: Variant, _ level: Level, seed: UInt64) -> TableAppConfig {
        TableAppConfig(players: players, level: level, name: "Ada", seed: seed, pauseMilliseconds: 0)
    }

    /// The same table, seen from the person's seat and the series.
    static func same(_ a: TableApp, _ b: TableApp) -> Bool {
        a.view == b.view && a.finished == b.finished && a.series == b.series && a.gameNumber == b.gameNumber && a.phase == b.phase
            && a.transcript == b.transcript
    }

    @Test(arguments: [(Variant.two, Level.normal), (.two, .easy), (.three, .normal), (.four, .normal)])
    func everyMomentOfTwoGamesComesBackAndPlaysOnAlike(players: Variant, level: Level) throws {
        let config = Self.config(players, level, seed: 41)
        var player = Player(config, choiceSeed: 5)
        var previous: [String] = []
        var checked = 0
        // Into the second game, far enough to cover a finished game, the result screen and a new deal.
        while player.app.gameNumber < 2 || player.app.transcript.count < 40 + 12 {
            let transcript = player.app.transcript
            #expect(Array(transcript.prefix(previous.count)) == previous, "lines are only ever added")
            previous = transcript
            let back = TableApp.resumed(config: config, transcript: transcript)
            #expect(back.map { Self.same($0, player.app) } == true, "after \(transcript.count) lines")
            checked += 1
            player.step()
        }
        // Cut off here and taken up: it plays on card for card as the game that was never cut off.
        var resumed = Player(config, choiceSeed: 0)
        resumed.app = try #require(TableApp.resumed(config: config, transcript: player.app.transcript))
        resumed.choices = player.choices
        resumed.settle(resumed.app.start())
        for _ in 0..<8 {
            player.step()
            resumed.step()
        }
        #expect(Self.same(resumed.app, player.app))
        #expect(!player.app.finished.isEmpty && checked > 12)
    }

    /// The search levels draw on their generator many times a card: taken up, they choose alike.
    @Test func aSearchingOpponentChoosesAgainAsItChose() throws {
        let config = Self.config(.two, .hard, seed: 3)
        var player = Player(config, choiceSeed: 4)
        for _ in 0..<3 { player.step() }
        var resumed = Player(config, choiceSeed: 0)
        resumed.app = try #require(TableApp.resumed(config: config, transcript: player.app.transcript))
        resumed.choices = player.choices
        #expect(Self.same(resumed.app, player.app))
        for _ in 0..<2 {
            player.step()
            resumed.step()
        }
        #expect(Self.same(resumed.app, player.app) && player.app.transcript.count >= 8)
    }

    @Test func aGameOnItsResultScreenComesBackThereAndIsNotCountedTwice() throws {
        let config = Self.config(.two, .normal, seed: 8)
        var player = Player(config, choiceSeed: 3)
        for _ in 0..<60 where player.app.phase != .result { player.step() }
        #expect(player.app.phase == .result)
        var back = try #require(TableApp.resumed(config: config, transcript: player.app.transcript))
        _ = back.start()
        #expect(back.phase == .result && back.finished.count == 1 && back.series.results.count == 1)
        #expect(back.status.contains("Game 1 is back"))
    }

    /// Lines damaged every way (dropped, swapped, replaced, a new deal anywhere): the replay stops at
    /// the first bad line, never crashes, and what it kept replays alike on its own.
    @Test(arguments: [Variant.two, .three, .four])
    func damagedTranscriptsStopAtTheFirstBadLine(players: Variant) throws {
        let config = Self.config(players, .normal, seed: 19)
        var player = Player(config, choiceSeed: 2)
        while player.app.gameNumber < 2 || player.app.transcript.count < 50 { player.step() }
        let lines = player.app.transcript
        var random = SplitMix64(seed: 99)
        let codes = (0..<40).compactMap { Card(index: $0)?.code } + [TableApp.nextGameLine, "", "1X", "3Z"]
        for _ in 0..<300 {
            var damaged = lines
            let at = Int(random.next() % UInt64(damaged.count))
            switch random.next() % 4 {
            case 0: damaged.remove(at: at)
            case 1: damaged.swapAt(at, (at + 1) % damaged.count)
            case 2: damaged[at] = codes[Int(random.next() % UInt64(codes.count))]
            default: damaged.insert(TableApp.nextGameLine, at: at)
            }
            let replay = TableApp.replayed(config: config, transcript: damaged)
            if let bad = replay.badLine {
                #expect(bad < damaged.count && replay.app.transcript == Array(damaged.prefix(bad)), "kept exactly the lines before \(bad)")
            } else {
                #expect(replay.app.transcript == damaged)
            }
        }
    }

    @Test func linesThatAreNotThisGameAreRefused() throws {
        let config = Self.config(.two, .normal, seed: 12)
        var player = Player(config, choiceSeed: 9)
        for _ in 0..<6 { player.step() }
        let lines = player.app.transcript
        #expect(TableApp.resumed(config: config, transcript: lines) != nil)
        // An opponent's card changed: its choice, worked out again, disagrees.
        let opponentLine = 1
        let other = (0..<40).compactMap { Card(index: $0) }.first { !lines.contains($0.code) }
        var changed = lines
        changed[opponentLine] = try #require(other).code
        #expect(TableApp.resumed(config: config, transcript: changed) == nil)
        #expect(TableApp.resumed(config: config, transcript: lines + ["ZZ"]) == nil, "not a card")
        #expect(TableApp.resumed(config: config, transcript: lines + [TableApp.nextGameLine]) == nil, "another deal mid-game")
        #expect(TableApp.resumed(config: Self.config(.two, .normal, seed: 13), transcript: lines) == nil, "another deck")
    }
}
