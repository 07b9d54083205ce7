import BriscolaCore
@testable import BriscolaHidden

/// A whole hidden table in memory for tests: one `HiddenGame` per seat, each seat playing only
/// itself, every message delivered at once to every other seat. Cheats are injected by the tests.
struct HiddenTable {
    var games: [HiddenGame]
    var seq = 0

    /// Secrets for every seat from a seeded generator (tests only: guessable by design).
    static func secrets(players: Int, seed: UInt64) -> [SeatSecrets] {
        let variant = Variant(rawValue: players) ?? .two
        var generator = Xoshiro256(seed: Seed(seed))
        return (0..<players).map { _ in
            let bytes = (0..<SeatSecrets.byteCount(cards: variant.deckSize)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            guard let secrets = SeatSecrets(random: bytes, variant: variant) else { preconditionFailure("a zero key from a test seed") }
            return secrets
        }
    }

    /// The deal's passes; `tamper` may change a seat's pass before the others receive it.
    static func deal(_ secrets: [SeatSecrets], variant: Variant,
                     tamper: (_ lock: Bool, _ seat: Int, _ input: [GroupElement], _ output: [GroupElement]) -> [GroupElement] = { $3 }) throws(HiddenError) -> HiddenDeck {
        var deck = HiddenDeck(variant: variant)
        for seat in secrets.indices {
            let input = deck.input
            try deck.accept(tamper(false, seat, input, DeckSteps.shuffle(input, with: secrets[seat])), from: seat)
        }
        for seat in secrets.indices {
            let input = deck.input
            try deck.accept(tamper(true, seat, input, DeckSteps.lock(input, with: secrets[seat])), from: seat)
        }
        return deck
    }

    init(players: Int, seed: UInt64, dealer: Int = 0, deck given: HiddenDeck? = nil) throws {
        let variant = Variant(rawValue: players) ?? .two
        let secrets = Self.secrets(players: players, seed: seed)
        let deck = try given ?? Self.deal(secrets, variant: variant)
        games = (0..<players).map { seat in
            var mine = [SeatSecrets?](repeating: nil, count: players)
            mine[seat] = secrets[seat]
            return HiddenGame(game: 1, dealer: dealer, session: Array(repeating: 7, count: 16), deck: deck, secrets: mine)
        }
    }

    /// Every seat publishes the keys it owes; every other seat takes them.
    mutating func deliverOpenings() throws {
        for seat in games.indices {
            for opening in games[seat].openings(by: seat) {
                for other in games.indices where other != seat {
                    try games[other].receiveOpenings(round: opening.round, seat: seat, positions: opening.positions, keys: opening.keys)
                }
            }
        }
    }

    /// The seat whose turn it is plays the card `choose` picks from its own view; every seat applies it.
    mutating func playOne(choose: (PlayerView) -> Card = { $0.hand[0] }) throws {
        let seat = games[0].log.state.turn
        precondition(games[seat].handKnown(seat), "a seat plays once its hand is open to it")
        let card = choose(games[seat].log.state.view(for: seat))
        guard let own = games[seat].ownPlay(of: card, seat: seat) else { preconditionFailure("the card is in the hand") }
        seq += 1
        for other in games.indices {
            try games[other].play(seq: seq, seat: seat, position: own.position, card: card, key: own.key)
        }
        try deliverOpenings()
    }

    /// Every seat reveals its secrets to every other.
    mutating func deliverAudits() throws {
        for seat in games.indices {
            guard let mine = games[seat].auditSecrets(of: seat) else { continue }
            for other in games.indices { try games[other].receiveAudit(seat: seat, shuffleKey: mine.shuffleKey, keys: mine.keys) }
        }
    }
}
