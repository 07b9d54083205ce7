import BriscolaAI
import BriscolaApp
import BriscolaCore
import BriscolaNet
import BriscolaSession
import BriscolaText
import BriscolaWire
import Synchronization
import Testing

/// A bot that sits down at a table that has already played: its log says where it sat, and its
/// first game is told as the table's number and its own ("game 3 at the table, its game 1").
@Suite struct BotLateSeatTests {
    /// A finished two-player game, its first view from seat 1.
    static func game(_ seed: UInt64) -> (view: PlayerView, record: GameRecord) {
        var log = GameLog(setup: GameSetup(variant: .two, dealer: 0, seed: Seed(seed)), seed: Seed(seed))
        let view = log.state.view(for: 1)
        while !log.state.isFinished { _ = log.append(Action(seat: log.state.turn, card: log.state.hands[log.state.turn][0])) }
        return (view, log.record)
    }

    @Test func aBotSeatedAfterTheTableHasPlayedSaysSoAndCountsItsOwnGames() async {
        let reports = Mutex<[BotReport]>([])
        let bot = BotPlayer(strategy: Level.easy.strategy(), seed: 1, limit: nil) { report in reports.withLock { $0.append(report) } }
        let seats = [SeatInfo(seat: 0, name: "Anna", key: ""), SeatInfo(seat: 1, name: "Bot", key: "", headless: true)]
        _ = await bot.session(.welcomed(seats: seats, mySeat: 1, players: 2))
        for number in [3, 4] {
            let (view, record) = Self.game(UInt64(number))
            _ = await bot.session(.gameStarted(game: number, view: view, code: ""))
            _ = await bot.session(.gameEnded(game: number, record: record))
        }
        let said = reports.withLock { $0 }
        // It sat at a full table (no wait to tell): it says so all the same.
        guard case let .sat(taken, players)? = said.first else { Issue.record("no word of sitting down: \(said)"); return }
        #expect(taken == 2 && players == 2)
        let dealt = said.compactMap { if case let .dealt(game, late) = $0 { (game, late) } else { nil } }
        #expect(dealt.map(\.0) == [3, 4] && dealt.map(\.1) == [true, false], "only its first game is the late one: \(dealt)")
        let games = said.compactMap { if case let .game(report, _, _, _) = $0 { report } else { nil } }
        #expect(games.map(\.game) == [3, 4] && games.map(\.ownGame) == [1, 2])
        #expect(HeadlessPlay.line(games[0]).hasPrefix("game 3 at the table (this bot's game 1): "), "\(HeadlessPlay.line(games[0]))")
        #expect(HeadlessPlay.line(games[0], Text(.italian)).hasPrefix("partita 3 al tavolo (partita 1 di questo bot): "))
    }

    /// At a table that deals its first game to the bot nothing changes: "game 1", one count.
    @Test func aBotAtTheTablesFirstGameHasOneCount() async {
        let reports = Mutex<[BotReport]>([])
        let bot = BotPlayer(strategy: Level.easy.strategy(), seed: 1, limit: nil) { report in reports.withLock { $0.append(report) } }
        let (view, record) = Self.game(1)
        _ = await bot.session(.gameStarted(game: 1, view: view, code: ""))
        _ = await bot.session(.gameEnded(game: 1, record: record))
        let games = reports.withLock { $0 }.compactMap { if case let .game(report, _, _, _) = $0 { report } else { nil } }
        #expect(games.map(\.ownGame) == [nil] && HeadlessPlay.line(games[0]).hasPrefix("game 1: "))
    }
}
