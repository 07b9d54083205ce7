import BriscolaTestSupport
import BriscolaApp
import BriscolaCore
import BriscolaHistory
import BriscolaNet
import BriscolaText
import Foundation
import Testing

@Suite struct GameSavingTests {
    static func finishedRecord(_ seed: UInt64) throws -> GameRecord {
        var log = GameLog(setup: GameSetup(variant: .two, dealer: 0, seed: Seed(seed)), seed: Seed(seed))
        var generator = Xoshiro256(seed: Seed(seed))
        while !log.state.isFinished {
            let hand = log.state.hands[log.state.turn]
            _ = try log.append(Action(seat: log.state.turn, card: hand[generator.bounded(hand.count)])).get()
        }
        return log.record
    }

    @Test func gamesAreSavedWithTheClocksTimeAndNothingWhenTurnedOff() throws {
        let path = TestScratch.root.appendingPathComponent("briscola-app-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let when = Date(timeIntervalSince1970: 1_900_000_000)
        let saving = GameSaving(enabled: true, now: { when }) { try HistoryStore(path: path) }
        let seats = TableSeats.local(names: ["Ada", "Emulator"], level: .hard)
        saving.save([try Self.finishedRecord(1), try Self.finishedRecord(2)], seats: seats, mySeat: 0, mode: .local)
        let stored = try HistoryStore(path: path).list()
        #expect(stored.count == 2)
        #expect(stored.allSatisfy { $0.info.playedAt == when && $0.info.seats.map(\.kind) == [.human, .emulator(.hard)] })
        let off = GameSaving(enabled: false, now: { when }) { try HistoryStore(path: path) }
        off.save([try Self.finishedRecord(3)], seats: seats, mySeat: 0, mode: .local)
        #expect(try HistoryStore(path: path).list().count == 2, "--no-history saves nothing")
    }

    /// Nothing played, nothing saved: a network game left before its first card is not kept, as a
    /// game against the computer left the same way is not; one cut off after a card is.
    @Test func aGameCutOffBeforeAnyCardIsNotKeptAndOneAfterACardIs() throws {
        let path = TestScratch.root.appendingPathComponent("briscola-cut-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let saving = GameSaving(enabled: true, now: { Date(timeIntervalSince1970: 1_900_000_000) }) { try HistoryStore(path: path) }
        let seats = TableSeats.local(names: ["Ada", "Bea"], level: .normal)
        var log = GameLog(setup: GameSetup(variant: .two, dealer: 0, seed: Seed(7)), seed: Seed(7))
        let untouched = log.record.cutOff
        #expect(saving.save([untouched], seats: seats, mySeat: 0, mode: .lan))
        #expect(try HistoryStore.existing(path: path, required: false)?.list().count ?? 0 == 0, "a game with no card played was kept")
        _ = try log.append(Action(seat: log.state.turn, card: log.state.hands[log.state.turn][0])).get()
        #expect(saving.save([log.record.cutOff], seats: seats, mySeat: 0, mode: .lan))
        let kept = try HistoryStore(path: path).list()
        #expect(kept.count == 1 && kept.first?.record.isAbandoned == true && kept.first?.record.actions.count == 1)
    }

    @Test func lookingAtAHistoryThatIsNotThereMakesNone() throws {
        let path = TestScratch.root.appendingPathComponent("briscola-none-\(UUID().uuidString)/history.sqlite").path
        #expect(try GameSaving.live(path: path, enabled: true).existing() == nil)
        #expect(!FileManager.default.fileExists(atPath: path) && !FileManager.default.fileExists(atPath: (path as NSString).deletingLastPathComponent))
    }

    @Test func aBotsLineNamesTheGameResultScoresHashAndSeed() throws {
        let record = try Self.finishedRecord(4)
        let line = HeadlessPlay.line(GameReport(game: 3, record: record, seat: 1, players: ["Carla", "Bot"]))
        // How it went for the bot (seat 1), not the result code of a seat number ("win:1").
        let bot = GameResult(scores: record.scores).outcome(for: 1)
        let words = ["won": "won", "draw": "draw", "lost": "lost"][bot.rawValue] ?? ""
        #expect(line.hasPrefix("game 3: \(words) (Bot: \(record.scores[1]), Carla: \(record.scores[0])) · hash \(record.stateHash.prefix(16))"), "\(line)")
        #expect(line.hasSuffix("· seed \((record.seed ?? "").prefix(16))"))
        // In Italian the words change and the codes (hash, seed) stay.
        let italian = HeadlessPlay.line(GameReport(game: 3, record: record, seat: 1, players: ["Carla", "Bot"]), Text(.italian))
        let parole = ["won": "vinta", "draw": "pari", "lost": "persa"][bot.rawValue] ?? ""
        #expect(italian.hasPrefix("partita 3: \(parole) (Bot: \(record.scores[1]), Carla: \(record.scores[0])) · hash \(record.stateHash.prefix(16))"), "\(italian)")
    }

    /// Two players of one name are told apart by their seats, as the screens tell them.
    @Test func aBotsLineTellsTwoOfOneNameApart() throws {
        let record = try Self.finishedRecord(4)
        let line = HeadlessPlay.line(GameReport(game: 1, record: record, seat: 1, players: ["Root", "Root"]))
        #expect(line.contains("(Root (2): \(record.scores[1]), Root (1): \(record.scores[0]))"), "\(line)")
    }

    /// With four, the bot's line gives the teams' points by their two names.
    @Test func aBotsLineAtATableOfFourNamesTheTeams() throws {
        let record = try FirstCardGames.record(.four, seed: 8)
        let line = HeadlessPlay.line(GameReport(game: 1, record: record, seat: 3, players: ["Anna", "Bruno", "Carla", "Dario"]))
        let (ours, theirs) = (record.scores[1], record.scores[0])
        let words = ours > theirs ? "won" : ours == theirs ? "draw" : "lost"
        #expect(line.hasPrefix("game 1: \(words) (Bruno + Dario: \(ours), Anna + Carla: \(theirs)) · hash "), "\(line)")
        // Without names (a seat changed as the game ended) the outcome is still the team's.
        let bare = HeadlessPlay.line(GameReport(game: 1, record: record, seat: 3))
        #expect(bare.hasPrefix("game 1: \(words) ("), "\(bare)")
    }

    @Test func aSimulationSummaryReadsInEitherLanguage() async throws {
        let summary = try await SimSummary.simulate(players: .four, a: .easy, b: .easy, games: 20, seed: 3, hardIterations: 10, log: nil)
        let english = summary.text(), italian = summary.text(Text(.italian))
        #expect(english.hasPrefix("20 games, 4 players, A = easy, B = easy, seed 3\nwins: A \(summary.winsA), B \(summary.winsB)"))
        #expect(english.contains("(team 1: \(summary.winsPerSide[0]), team 2: \(summary.winsPerSide[1]))"))
        #expect(italian.hasPrefix("20 partite, 4 giocatori, A = easy, B = easy, seed 3\nvittorie: A \(summary.winsA), B \(summary.winsB)"))
        #expect(italian.contains("(squadra 1: \(summary.winsPerSide[0]), squadra 2: \(summary.winsPerSide[1]))") && italian.contains("partite/s"))
        // One game is one game ("1 games" it said).
        let one = try await SimSummary.simulate(players: .two, a: .easy, b: .easy, games: 1, seed: 3, hardIterations: 10, log: nil)
        #expect(one.text().hasPrefix("1 game, 2 players,") && one.text(Text(.italian)).hasPrefix("1 partita, 2 giocatori,"), "\(one.text())")
    }

    @Test func networkSeatsNameThePlayersAndFillUnknownSeats() {
        let seats = TableSeats.network(names: ["Carla"], players: 2, mySeat: 1, myName: "Bot", me: .emulator(.normal))
        #expect(seats.map(\.name) == ["Carla", "Bot"] && seats.map(\.kind) == [.remote, .emulator(.normal)])
        let early = TableSeats.network(names: [], players: 2, mySeat: 0, myName: "Ada", me: .human)
        #expect(early.map(\.name) == ["Ada", "peer"])
    }
}
