import BriscolaCore
@testable import BriscolaHistory
import BriscolaText
import Foundation
import Testing

@Suite struct HistoryStatsHeadToHeadTests {
    /// A three-player game played out with each seat's first card, from the first seed (in a
    /// bounded search) whose scores are all different.
    static func spreadGame() throws -> GameRecord {
        for seed in UInt64(0)..<200 {
            var log = GameLog(setup: GameSetup(variant: .three, dealer: 0, seed: Seed(seed)), seed: Seed(seed))
            while !log.state.isFinished { _ = log.append(Action(seat: log.state.turn, card: log.state.hands[log.state.turn][0])) }
            if Set(log.record.scores).count == 3 { return log.record }
        }
        throw CancellationError()
    }

    /// With three players each other person counts who of the two took more: the one above me
    /// beat me, the one below lost to me — though neither of us won the game.
    @Test func withThreePlayersEachOpponentCountsWhoTookMore() throws {
        let record = try Self.spreadGame()
        let order = record.scores.indices.sorted { record.scores[$0] > record.scores[$1] }
        let (top, middle, bottom) = (order[0], order[1], order[2])
        var seats: [(String, SeatKind)] = [("", .remote), ("", .remote), ("", .remote)]
        seats[top] = ("Top", .remote)
        seats[middle] = ("Me", .human)
        seats[bottom] = ("Bottom", .remote)
        let info = MatchInfo(playedAt: Date(timeIntervalSince1970: 1_800_000_000), mode: .lan, seats: seats, mySeat: middle)
        let stats = HistoryStats([StoredMatch(id: 1, record: record, info: info)])
        let lines = Dictionary(uniqueKeysWithValues: stats.byOpponent.map { ($0.label, $0) })
        let above = try #require(lines["Top"]), below = try #require(lines["Bottom"])
        #expect(above.losses == 1 && above.wins == 0 && above.draws == 0)
        #expect(below.wins == 1 && below.losses == 0 && below.draws == 0)
        #expect(above.averagePoints == Double(record.scores[middle]) && below.averagePoints == above.averagePoints)
    }

    /// Two computers of one level at a table of three are one opponent: beaten only if I took
    /// more than both; as the top scorer, it is a win.
    @Test func twoComputersOfOneLevelAreBeatenOnlyByBeatingBoth() throws {
        let record = try Self.spreadGame()
        let order = record.scores.indices.sorted { record.scores[$0] > record.scores[$1] }
        for (mine, want) in [(order[0], Outcome.won), (order[1], .lost), (order[2], .lost)] {
            var seats: [(String, SeatKind)] = Array(repeating: ("Emulator", .emulator(.normal)), count: 3)
            seats[mine] = ("Me", .human)
            let info = MatchInfo(playedAt: Date(timeIntervalSince1970: 1_800_000_000), mode: .local, seats: seats, mySeat: mine)
            let line = try #require(HistoryStats([StoredMatch(id: 1, record: record, info: info)]).byLevel.first)
            #expect(line.games == 1 && (want == .won ? line.wins : line.losses) == 1, "seat \(mine)")
        }
    }
}

/// `history stats` lines its columns up as a terminal draws them: an emoji name takes two columns
/// a character, and a long one is cut by columns too.
@Suite struct HistoryStatsColumnsTests {
    @Test func wideNamesLineUpWithTheOthers() throws {
        var emoji = HistoryStats.Line(label: "🃏🃏🃏 (2)"), plain = HistoryStats.Line(label: "facile")
        emoji.losses = 1
        plain.losses = 1
        let rows = [HistoryStats.line(emoji, Text(.english)), HistoryStats.line(plain, Text(.english))]
        let starts = try rows.map { row in TerminalColumns.of(String(row[..<(try #require(row.range(of: " won"))).lowerBound])) }
        #expect(starts[0] == starts[1], "\(rows)")
        let long = HistoryStats.line(HistoryStats.Line(label: String(repeating: "山", count: 15)), Text(.english))
        #expect(long.hasPrefix("  " + String(repeating: "山", count: 9) + "…  "), "\(long)")
    }

    /// For a terminal whose locale is not UTF-8 the lines are ASCII and their columns still line
    /// up: an accented name is made ASCII ("Niccolo'") before it is measured, a long one cut with "...".
    @Test func plainLinesKeepTheirColumns() throws {
        let record = try HistoryStatsHeadToHeadTests.spreadGame()
        let seats: [(String, SeatKind)] = [("Me", .human), ("Niccolò", .remote), ("Bartolomeo Massimiliano Ruggèri", .remote)]
        let info = MatchInfo(playedAt: Date(timeIntervalSince1970: 1_800_000_000), mode: .lan, seats: seats, mySeat: 0)
        let text = HistoryStats([StoredMatch(id: 1, record: record, info: info)]).text(Text(.english), plain: true)
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("  ") }
        #expect(rows.count == 2 && text.allSatisfy { $0.isASCII }, "\(text)")
        #expect(rows.contains { $0.contains("Niccolo'") } && rows.contains { $0.contains("...") }, "\(text)")
        let columns = Set(rows.compactMap { row in row.firstIndex(where: { $0.isNumber }).map { row.distance(from: row.startIndex, to: $0) } })
        #expect(columns.count == 1, "the counts start in one column: \(text)")
    }
}

