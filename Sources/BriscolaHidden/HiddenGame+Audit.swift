import BriscolaCore

extension HiddenGame {
    /// What a seat this end plays reveals at the end of the game: its shuffle key and every
    /// position key (Protocol.md §16.5).
    public func auditSecrets(of seat: Int) -> (shuffleKey: Scalar, keys: [Scalar])? {
        secrets[seat].map { ($0.shuffleKey, $0.positionKeys) }
    }

    /// Whether `seat`'s audit is still awaited.
    public func awaitsAudit(from seat: Int) -> Bool { audits[seat] == nil }

    /// True once every seat's audit is in.
    public var auditsComplete: Bool { audits.allSatisfy { $0 != nil } }

    /// A seat's revealed secrets: every key it had already made public must be among them.
    public mutating func receiveAudit(seat: Int, shuffleKey: Scalar, keys: [Scalar]) throws(HiddenError) {
        guard keys.count == variant.deckSize else { throw .badAudit(seat: seat, detail: "\(keys.count) keys for \(variant.deckSize) positions") }
        for (position, key) in keys.enumerated() where deck.keys[seat][position].map({ $0 != key }) == true {
            throw .badAudit(seat: seat, detail: "its key for position \(position) is not the one it sent during the game")
        }
        audits[seat] = (shuffleKey, keys)
    }

    /// The audit of §16.5 once every seat's secrets are in: each seat's passes redone from its
    /// keys, every position opened to a permutation of the deck that agrees with every card seen,
    /// and the game replayed on it. Returns the game's true log.
    public func audited() throws(HiddenError) -> GameLog {
        let revealed = audits.compactMap { $0 }
        precondition(revealed.count == variant.players && deck.locked != nil, "the audit runs once every seat's secrets are in")
        var previous = deck.cards.elements
        for (seat, secrets) in revealed.enumerated() {
            let inverse = secrets.shuffleKey.inverse
            let unkeyed = deck.shuffles[seat].map { Ristretto.multiply($0, by: inverse) }
            guard unkeyed.sorted() == previous.sorted() else {
                throw .badAudit(seat: seat, detail: "its shuffle pass is not the deck it was given under its shuffle key")
            }
            previous = deck.shuffles[seat]
        }
        for (seat, secrets) in revealed.enumerated() {
            let inverse = secrets.shuffleKey.inverse
            for position in previous.indices where Ristretto.multiply(previous[position], by: secrets.keys[position] * inverse) != deck.locks[seat][position] {
                throw .badAudit(seat: seat, detail: "its lock pass does not match its keys at position \(position)")
            }
            previous = deck.locks[seat]
        }
        var cards: [Card] = []
        for position in previous.indices {
            let opened = DeckSteps.open(previous[position], keys: revealed.map { $0.keys[position] })
            guard let card = deck.cards.card(of: opened) else { throw .badAudit(seat: 0, detail: "position \(position) opens to no card") }
            if let seen = known[position], seen != card {
                throw .badAudit(seat: 0, detail: "position \(position) opens to \(card.code), not the \(seen.code) seen in the game")
            }
            cards.append(card)
        }
        guard let fullDeck = try? Deck(cards: cards, variant: variant),
              let setup = try? GameSetup(variant: variant, dealer: dealer, deck: fullDeck) else {
            throw .badAudit(seat: 0, detail: "the opened deck is not a permutation of the cards")
        }
        switch GameLog.replaying(setup, log.actions) {
        case let .success(log): return log
        case let .failure(error): throw .badAudit(seat: error.action.seat, detail: "the game does not replay on the opened deck: \(error)")
        }
    }
}
