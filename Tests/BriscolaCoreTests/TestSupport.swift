import BriscolaCore
import Foundation
import Testing

/// Parses card codes in tests, failing the test (not crashing) on a typo.
func cards(_ codes: String) throws -> [Card] {
    try codes.split(separator: " ").map { try #require(Card(String($0)), "bad card code \($0)") }
}

func card(_ code: String) throws -> Card { try #require(Card(code)) }

/// A deck whose first cards are given and the rest follow in canonical order.
func deck(startingWith codes: String, variant: Variant = .two) throws -> Deck {
    let head = try cards(codes)
    let rest = Deck(canonicalFor: variant).filter { !head.contains($0) }
    return try Deck(cards: head + rest, variant: variant)
}

/// Reads a file from the Golden folder bundled with the tests.
func golden(_ name: String) throws -> Data {
    let url = try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Golden"))
    return try Data(contentsOf: url)
}

/// Plays a seeded random game, calling `check` before every play; returns the actions.
@discardableResult
func randomGame(_ setup: GameSetup, generatorSeed: UInt64,
                check: (GameState) -> Void = { _ in }) throws -> (GameState, [Action]) {
    var generator = Xoshiro256(seed: Seed(generatorSeed))
    var state = GameState(setup: setup)
    var actions: [Action] = []
    while !state.isFinished {
        check(state)
        let hand = state.hands[state.turn]
        let action = Action(seat: state.turn, card: hand[generator.bounded(hand.count)])
        try state.apply(action)
        actions.append(action)
    }
    return (state, actions)
}

/// A five-player deal's log after a random auction and call (`RandomAuction`); other variants'
/// logs as dealt.
func auctioned<G: RandomNumberGenerator>(_ setup: GameSetup, using generator: inout G) -> GameLog {
    var log = GameLog(setup: setup, seed: nil)
    while let step = RandomAuction.step(log.state, using: &generator) { log.append(step) }
    return log
}
