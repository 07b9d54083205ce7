import BriscolaCore
import Testing

/// The deal and the first trick of the unshuffled deck, worked out by hand from the rules:
/// dealer 0 deals 1C to seat 1, 2C to seat 0, 3C, 4C, 5C, 6C alternately; 7C is turned up.
@Suite struct DealTests {
    let setup: GameSetup

    init() throws { setup = try GameSetup(variant: .two, dealer: 0, deck: Deck(canonicalFor: .two)) }

    @Test func dealWalksTheDeckOneCardAtATimeFromTheDealersLeft() throws {
        let state = GameState(setup: setup)
        #expect(Array(state.hands[1]) == (try cards("1C 3C 5C")))
        #expect(Array(state.hands[0]) == (try cards("2C 4C 6C")))
        #expect(state.trumpCard == (try card("7C")))
        #expect(state.trump == .coppe)
        #expect(state.stockCount == 34)
        #expect(state.phase == .awaitingPlay(seat: 1))
    }

    @Test func firstTrickIsTakenByTheAssoAndTheWinnerDrawsFirst() throws {
        var state = GameState(setup: setup)
        try state.apply(Action(seat: 1, card: card("1C")))
        #expect(state.phase == .awaitingPlay(seat: 0))
        try state.apply(Action(seat: 0, card: card("2C")))
        let trick = try #require(state.lastTrick)
        #expect(trick.winner == 1 && trick.points == 11)
        #expect(state.points(of: 1) == 11 && state.points(of: 0) == 0)
        #expect(Array(state.hands[1]) == (try cards("3C 5C 8C")), "winner draws deck[7] first")
        #expect(Array(state.hands[0]) == (try cards("4C 6C 9C")), "loser draws deck[8]")
        #expect(state.turn == 1 && state.stockCount == 32)
    }

    @Test func threePlayerDealLeavesOutTheTwoOfBastoniAndDealsNine() throws {
        let three = try GameSetup(variant: .three, dealer: 2, deck: Deck(canonicalFor: .three))
        let state = GameState(setup: three)
        #expect(three.deck.count == 39 && !three.deck.contains(Card(.due, .bastoni)))
        #expect(Array(state.hands[0]) == (try cards("1C 4C 7C")))
        #expect(Array(state.hands[1]) == (try cards("2C 5C 8C")))
        #expect(Array(state.hands[2]) == (try cards("3C 6C 9C")))
        #expect(state.trumpCard == (try card("10C")) && state.turn == 0 && state.stockCount == 30)
    }

    @Test func fourPlayersFormTeamsOfOppositeSeats() throws {
        let four = try GameSetup(variant: .four, dealer: 3, deck: Deck(canonicalFor: .four))
        let state = GameState(setup: four)
        #expect(Array(state.hands[0]) == (try cards("1C 5C 9C")))
        #expect(state.trumpCard == (try card("3D")) && state.stockCount == 28)
        #expect(Variant.four.side(of: 0) == Variant.four.side(of: 2))
        #expect(Variant.four.side(of: 1) == Variant.four.side(of: 3))
        #expect(Variant.four.side(of: 0) != Variant.four.side(of: 1))
    }

    @Test func setupRefusesAnUnknownDealerOrAMisfitDeck() throws {
        #expect(throws: SetupError.unknownDealer(2)) { try GameSetup(variant: .two, dealer: 2, deck: Deck(canonicalFor: .two)) }
        #expect(throws: SetupError.deckDoesNotFit(39)) { try GameSetup(variant: .two, dealer: 0, deck: Deck(canonicalFor: .three)) }
        let codes = try cards("1C 1C")
        #expect(throws: DeckError.wrongCount(expected: 40, got: 2)) { try Deck(cards: codes, variant: .two) }
        var forty = Array(Deck(canonicalFor: .two))
        forty[1] = forty[0]
        #expect(throws: DeckError.duplicate(forty[0])) { try Deck(cards: forty, variant: .two) }
        var withTwo = Array(Deck(canonicalFor: .three))
        withTwo[0] = Card(.due, .bastoni)
        #expect(throws: DeckError.cardNotInVariant(Card(.due, .bastoni))) { try Deck(cards: withTwo, variant: .three) }
    }
}

/// The state-encoding vectors printed in Protocol.md §5 (computed by the Python reference).
@Suite struct StateEncodingVectorTests {
    @Test func canonicalDeckStateHashesMatchTheSpec() throws {
        var state = GameState(setup: try GameSetup(variant: .two, dealer: 0, deck: Deck(canonicalFor: .two)))
        #expect(Hex.encode(state.canonicalBytes).hasPrefix("01020028000102"))
        #expect(state.canonicalBytes.count == 85)
        #expect(state.stateHash == "572dcddef2edd3a2e4e28aa535dc340c50a34d57103927b3c95d9711eebc8e36")
        try state.apply(Action(seat: 1, card: card("1C")))
        try state.apply(Action(seat: 0, card: card("2C")))
        #expect(state.stateHash == "bb34c5c03a440fc02611f35e3173a2f5c087cf843798fa71370a657c19c9cc76")
    }
}
