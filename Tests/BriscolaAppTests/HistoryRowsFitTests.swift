import Foundation
import Testing
import BriscolaAI
import BriscolaCore
import BriscolaHistory
import BriscolaTestSupport
import BriscolaTerminal
import BriscolaText
@testable import BriscolaApp

/// The history list at 80×24 shows every match whole, in both languages: games of three and four
/// against the computer, network tables of three and four, and the plain game of two.
struct HistoryRowsFitTests {
    static func matches() throws -> [StoredMatch] {
        let when = Date(timeIntervalSince1970: 1_900_000_000)
        func local(_ names: [String], _ level: Level) -> MatchInfo {
            MatchInfo(playedAt: when, mode: .local, seats: TableSeats.local(names: names, level: level), mySeat: 0)
        }
        func lan(_ names: [String]) -> MatchInfo {
            MatchInfo(playedAt: when, mode: .lan, seats: TableSeats.network(names: names, players: names.count, mySeat: 1, myName: "Ada", me: .human),
                      mySeat: 1)
        }
        return [StoredMatch(id: 14, record: try FirstCardGames.record(.four, seed: 3), info: local(["Ada", "Opponent 1", "Partner", "Opponent 2"], .expert)),
                StoredMatch(id: 13, record: try FirstCardGames.record(.three, seed: 3), info: local(["Ada", "Opponent 1", "Opponent 2"], .hard)),
                StoredMatch(id: 12, record: try FirstCardGames.record(.three, seed: 4), info: lan(["Bruno", "Ada", "Carla"])),
                StoredMatch(id: 11, record: try FirstCardGames.record(.four, seed: 4), info: lan(["Bruno", "Ada", "Carla", "Dario"])),
                StoredMatch(id: 2, record: try FirstCardGames.record(.two, seed: 4), info: local(["Ada", "Emulator"], .normal))]
    }

    /// Nothing is cut: the computers of a bigger local game are counted rather than named, the
    /// level is said, and a row with short details lends its label the room.
    @Test(arguments: [Language.english, .italian]) func everyRowIsWholeAt80Columns(_ language: Language) throws {
        let text = Text(language)
        let shown = HistoryListApp(rows: HistoryFlow.rows(try Self.matches(), text))
            .render(width: 80, height: 24, options: RenderOptions(color: false, language: language)).text
        let rows = shown.split(separator: "\n").filter { $0.contains("2030-") }
        #expect(rows.count == 5 && !rows.contains { $0.contains("…") }, "\(shown)")
        let computers = language == .english ? "vs 2 computers" : "contro 2 computer"
        let levels = language == .english ? ["expert", "hard", "normal"] : ["esperto", "difficile", "normale"]
        #expect(rows[0].contains(computers) && rows[1].contains(computers) && rows[2].contains("Bruno, Carla"), "\(shown)")
        #expect(zip([0, 1, 4], levels).allSatisfy { rows[$0].hasSuffix(" · " + $1) || rows[$0].contains(" · \($1) ") }, "\(shown)")
    }
}
