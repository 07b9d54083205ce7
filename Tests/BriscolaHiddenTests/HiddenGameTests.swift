import BriscolaCore
import Testing
@testable import BriscolaHidden

@Suite("Hidden hands: a whole game")
struct HiddenGameTests {
    @Test("every seat sees its own hand and the trump, nothing else, before the first play", arguments: [2, 3, 4])
    func onlyOwnCards(players: Int) throws {
        var table = try HiddenTable(players: players, seed: 11)
        try table.deliverOpenings()
        let trump = 3 * players
        for seat in 0..<players {
            let game = table.games[seat]
            let mine = Set(game.positionsInHand(seat))
            #expect(mine.count == 3)
            for position in game.known.indices {
                #expect((game.known[position] != nil) == (mine.contains(position) || position == trump),
                        "seat \(seat) position \(position)")
            }
            #expect(game.handKnown(seat))
            for other in 0..<players where other != seat { #expect(!game.handKnown(other)) }
        }
        // Every seat sees the same trump card at the same position.
        #expect(Set(table.games.map { $0.known[trump] }).count == 1)
    }

    @Test("a whole game: the same public history everywhere, and the audit opens the deck it was played on", arguments: [2, 3, 4])
    func wholeGame(players: Int) throws {
        var table = try HiddenTable(players: players, seed: UInt64(20 + players), dealer: players - 1)
        try table.deliverOpenings()
        var plays = 0
        while !table.games[0].log.state.isFinished, plays < 40 {
            try table.playOne { $0.hand[$0.hand.count - 1] }
            plays += 1
            #expect(Set(table.games.map(\.history.hex)).count == 1)
        }
        #expect(plays == Variant(rawValue: players)?.deckSize)
        try table.deliverAudits()
        let logs = try table.games.map { try $0.audited() }
        #expect(Set(logs.map(\.setup.deck)).count == 1)
        #expect(logs[0].state.isFinished)
        #expect(logs[0].actions == table.games[0].log.actions)
        #expect(logs[0].state.scores == table.games[0].log.state.scores)
        #expect(logs[0].state.scores.reduce(0, +) == 120)
        // The belief decks agreed on every position played, and now everything is known.
        #expect(table.games.allSatisfy { $0.known.allSatisfy { $0 != nil } })
    }

    @Test("the deck a game is played on is the composition of every seat's shuffle")
    func shuffleDependsOnEverySeat() throws {
        var one = try HiddenTable(players: 2, seed: 1)
        var other = try HiddenTable(players: 2, seed: 2)
        for _ in 0..<40 { try? one.deliverOpenings(); try? other.deliverOpenings()
            if !one.games[0].log.state.isFinished { try one.playOne() }
            if !other.games[0].log.state.isFinished { try other.playOne() }
        }
        try one.deliverAudits()
        try other.deliverAudits()
        #expect(try one.games[0].audited().setup.deck != other.games[0].audited().setup.deck)
    }
}
