import BriscolaCore
import BriscolaTerminal
import BriscolaSession
import BriscolaWire
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

    /// The other team is named as the header names it, who plays after us first ("Carla + Anna"
    /// for Bruno at seat 2 of 4, under "you and Dario vs Carla and Anna"): it was by seat.
    @Test func theOtherTeamIsNamedInTheHeadersOrder() throws {
        let inbox = SessionInbox()
        inbox.connect { _ in }
        var app = NetTableApp(title: "table", waiting: "", inbox: inbox)
        var log = GameLog(setup: GameSetup(variant: .four, dealer: 0, seed: Seed(9)), seed: Seed(9))
        let seats = ["Anna", "Bruno", "Carla", "Dario"].enumerated().map { SeatInfo(seat: $0.offset, name: $0.element, key: "") }
        inbox.post(.welcomed(seats: seats, mySeat: 1, players: 4))
        inbox.post(.gameStarted(game: 1, view: log.state.view(for: 1), code: ""))
        while !log.state.isFinished { _ = log.append(Action(seat: log.state.turn, card: log.state.hands[log.state.turn][0])) }
        inbox.post(.gameEnded(game: 1, record: log.record))
        _ = app.drainInbox()
        let screen = app.render(width: 80, height: 24, options: RenderOptions(color: false)).text
        #expect(screen.contains("you and Dario vs Carla and Anna"), "\(screen)")
        #expect(screen.contains("You + Dario") && screen.contains("Carla + Anna"), "\(screen)")
    }
}

/// Long names never run into other words: the turn line under the table keeps two spaces after
/// the points, and a cut name keeps its seat tag.
@Suite struct LongNameTests {
    @Test func theTurnLineNeverRunsIntoThePoints() throws {
        let inbox = SessionInbox()
        inbox.connect { _ in }
        var app = NetTableApp(title: "hosting", waiting: "", inbox: inbox, language: .italian)
        let long = "Gianmaria Niccolò Sforza-Viscont"
        let state = GameState(setup: GameSetup(variant: .four, dealer: 0, seed: Seed(3)))
        try #require(state.turn == 1)
        inbox.post(.seatsChanged(seats: [long, long, "Bot Bruno", "Pia"].enumerated().map { SeatInfo(seat: $0.offset, name: $0.element, key: "") },
                                 players: 4))
        inbox.post(.gameStarted(game: 1, view: state.view(for: 0), code: ""))
        _ = app.drainInbox()
        let screen = app.render(width: 80, height: 24, options: RenderOptions(color: false, language: .italian)).text
        let row = try #require(screen.split(separator: "\n").first { $0.contains("noi: 0 punti") }, "\(screen)")
        #expect(row.contains("noi: 0 punti  ") && row.contains("(2)"), "\(row)")
    }
}
