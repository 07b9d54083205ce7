import BriscolaCore
import BriscolaTerminal
import Testing

/// The end of a game of four names both teams' players, the person's team first.
@Suite struct ResultTeamsTests {
    @Test func theResultNamesThePartnerAndTheOtherTeam() throws {
        var answers = Array(repeating: "1", count: 10).makeIterator()
        let app = LineMode(readLine: { answers.next() }, write: { _ in })
            .run(TableApp(config: TableAppConfig(players: .four, name: "Ada", seed: 5)))
        try #require(app.phase == .result)
        let screen = app.render(width: 80, height: 24, options: RenderOptions(color: false)).text
        let names = app.names
        let mine = try #require(screen.range(of: "You + \(names[2])")), theirs = try #require(screen.range(of: "\(names[1]) + \(names[3])"))
        #expect(mine.lowerBound < theirs.lowerBound, "\(screen)")
        #expect(!screen.contains("partner   "), "\(screen)")
    }
}
