import BriscolaCore
import Crypto

/// One hidden game as one end sees it (Protocol.md §16): the public deal, the secrets of the
/// seats this end plays, the cards it has been able to open, and the game as far as it can tell.
/// `log` is played on a deck that holds every card this end knows at its true position and the
/// cards it has not seen, in canonical order, everywhere else: its own hand, the table, the trump
/// and everything played are right; another seat's hidden cards are placeholders no view shows.
public struct HiddenGame: Sendable {
    public let game: Int
    public let dealer: Int
    public let session: [UInt8]
    public internal(set) var deck: HiddenDeck
    /// The secrets of the seats this end plays, by seat (nil for the others').
    public let secrets: [SeatSecrets?]
    /// Every position's card, where this end has opened it.
    public internal(set) var known: [Card?]
    public internal(set) var log: GameLog
    public internal(set) var history: PublicHistory
    /// For each round of openings (0: the deal, then every trick after which cards were drawn),
    /// who received which position.
    public internal(set) var rounds: [[(seat: Int, position: Int)]]
    /// The next round of openings awaited from each seat.
    var nextRound: [Int]
    /// Each seat's revealed secrets at the end of the game.
    var audits: [(shuffleKey: Scalar, keys: [Scalar])?]

    /// A game whose deal is done (every pass in), with this end's secrets. With the passes'
    /// signatures (protocol 4), the public history starts over them (§17.8.3); without, over the
    /// locked deck (protocol 3, §16.5).
    public init(game: Int, dealer: Int, session: [UInt8], deck: HiddenDeck, secrets: [SeatSecrets?], passSignatures: [[UInt8]]? = nil) {
        precondition(deck.locked != nil, "a hidden game starts once every pass is in")
        let variant = deck.variant
        self.game = game
        self.dealer = dealer
        self.session = session
        self.deck = deck
        self.secrets = secrets
        known = Array(repeating: nil, count: variant.deckSize)
        history = if let passSignatures {
            PublicHistory(session: session, game: game, passSignatures: passSignatures, lockedDigest: Self.deckDigest(deck.locked ?? []))
        } else {
            PublicHistory(session: session, game: game, locked: deck.locked ?? [])
        }
        let players = variant.players
        var deal: [(seat: Int, position: Int)] = (0..<(3 * players)).map { ((dealer + 1 + $0 % players) % players, $0) }
        deal.append((-1, 3 * players)) // the trump card: opened to everyone
        rounds = [deal]
        nextRound = Array(repeating: 0, count: players)
        audits = Array(repeating: nil, count: players)
        log = GameLog(setup: Self.setup(variant: variant, dealer: dealer, known: known), seed: nil)
    }

    var variant: Variant { deck.variant }

    /// The deck digest of §17.8.1: SHA-256(ASCII `briscola-deck-4` ‖ 0x00 ‖ the elements in order).
    public static func deckDigest(_ deck: [GroupElement]) -> [UInt8] {
        var hasher = SHA256()
        hasher.update(data: Array("briscola-deck-4".utf8) + [0])
        for element in deck { hasher.update(data: element.bytes) }
        return Array(hasher.finalize())
    }

    /// The positions whose keys `seat` publishes in round `round`: every position received then by
    /// another seat, the trump's in the deal (ascending; the trump's never again).
    public func positions(openedBy seat: Int, round: Int) -> [Int] {
        guard round < rounds.count else { return [] }
        return rounds[round].filter { $0.seat != seat && (round == 0 || $0.position != 3 * variant.players) }
            .map(\.position).sorted()
    }

    /// The rounds of openings whose keys this end still owes for `seat`, each with its keys. Once
    /// they are recorded, `learn()` opens what they complete (at a table of computer players only,
    /// no other seat's keys will ever come to do it).
    public mutating func openings(by seat: Int) -> [(round: Int, positions: [Int], keys: [Scalar])] {
        guard let mine = secrets[seat] else { return [] }
        var out: [(round: Int, positions: [Int], keys: [Scalar])] = []
        while nextRound[seat] < rounds.count {
            let round = nextRound[seat]
            let positions = positions(openedBy: seat, round: round)
            for position in positions { try? deck.record(mine.positionKeys[position], seat: seat, position: position) }
            out.append((round, positions, positions.map { mine.positionKeys[$0] }))
            nextRound[seat] += 1
        }
        return out
    }

    /// Whether `seat` may publish round `round` with these positions now: the next round it owes,
    /// already dealt or drawn, and exactly its positions.
    public func expects(round: Int, from seat: Int, positions: [Int]) -> Bool {
        round == nextRound[seat] && round < rounds.count && positions == self.positions(openedBy: seat, round: round)
    }

    /// Another seat's keys for a round of openings: recorded, then every position they complete is
    /// opened (a position that opens to no card, or to a card already seen, is refused).
    public mutating func receiveOpenings(round: Int, seat: Int, positions: [Int], keys: [Scalar]) throws(HiddenError) {
        precondition(expects(round: round, from: seat, positions: positions) && keys.count == positions.count,
                     "the session checks an opening's round and positions first")
        for (position, key) in zip(positions, keys) { try deck.record(key, seat: seat, position: position) }
        nextRound[seat] += 1
        try learn(blaming: seat)
    }

    /// The positions in a seat's hand, in hand order.
    public func positionsInHand(_ seat: Int) -> [Int] {
        let deckOrder = log.setup.deck
        return log.state.hands[seat].compactMap { card in deckOrder.firstIndex(of: card) }
    }

    /// Whether every card in `seat`'s hand is open to this end (so it may be shown or played).
    public func handKnown(_ seat: Int) -> Bool { positionsInHand(seat).allSatisfy { known[$0] != nil } }

    /// Opens every position that our own keys just completed.
    public mutating func learn() throws(HiddenError) { try learn(blaming: -1) }

    /// Opens every position whose keys are all in now and was not open yet; the belief deck is
    /// rebuilt when a card turns out to be elsewhere than it was placed.
    mutating func learn(blaming seat: Int) throws(HiddenError) {
        var changed = false
        for position in known.indices where known[position] == nil {
            switch deck.open(position, secrets: secrets) {
            case .closed: continue
            case .noCard: throw .badKey(seat: seat, position: position, detail: "does not open it to a card of the deck")
            case let .card(card):
                try note(card, at: position)
                changed = true
            }
        }
        if changed { rebuild() }
    }

    /// Notes a card opened at a position; refused if it is already open somewhere else.
    mutating func note(_ card: Card, at position: Int) throws(HiddenError) {
        if let other = known.firstIndex(of: card), other != position {
            throw .cardOpenedTwice(card: card, positions: [other, position].sorted())
        }
        known[position] = card
    }

    /// The game as every seat can agree on it when it is cut off: the trump and every card played
    /// where they lay, every other position (this end's own hand too) in canonical order. Each
    /// end's own log keeps its hand where it is, so the ends' logs differ; this one is the same at
    /// every seat that saw the same plays, and each saves the same abandoned record.
    public var publicLog: GameLog {
        let trumpPosition = 3 * variant.players
        let played = CardSet(log.actions.map(\.card))
        let open = known.enumerated().map { position, card in card.flatMap { position == trumpPosition || played.contains($0) ? $0 : nil } }
        // The plays agree with the public deck at every played position, so the replay holds; were it
        // ever refused, this end's own log is kept (its record is still one that replays).
        guard case let .success(replayed) = GameLog.replaying(Self.setup(variant: variant, dealer: dealer, known: open), log.actions) else {
            return log
        }
        return replayed
    }

    /// Plays the actions so far again on the deck as this end now knows it.
    mutating func rebuild() {
        let setup = Self.setup(variant: variant, dealer: dealer, known: known)
        guard setup.deck != log.setup.deck else { return }
        switch GameLog.replaying(setup, log.actions) {
        case let .success(rebuilt): log = rebuilt
        case let .failure(error): preconditionFailure("a replay on a deck that agrees on every played position is legal: \(error)")
        }
    }

    /// The deck this end plays on: every known card where it is, the unseen ones in canonical order.
    static func setup(variant: Variant, dealer: Int, known: [Card?]) -> GameSetup {
        let seen = CardSet(known.compactMap { $0 })
        var unseen = Deck(canonicalFor: variant).filter { !seen.contains($0) }.makeIterator()
        let cards = known.map { $0 ?? unseen.next() ?? Card.all[0] }
        do {
            return try GameSetup(variant: variant, dealer: dealer, deck: Deck(cards: cards, variant: variant))
        } catch {
            preconditionFailure("known cards are distinct, so the belief deck is a permutation: \(error)")
        }
    }
}
