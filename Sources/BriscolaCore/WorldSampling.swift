extension PlayerView {
    /// A full game state consistent with this view: the unseen cards dealt at random to the other
    /// hands and to the stock (the face-up trump still last). Captured piles start empty, so a
    /// search player scores a sampled world by what is captured from here on.
    public func sampleWorld<G: RandomNumberGenerator>(using generator: inout G) -> GameState {
        var pool = Array(unseen)
        Self.shuffle(&pool, using: &generator)
        return world(dealing: pool)
    }

    /// A world in which the first other seat (in seat order; the opponent with two players) holds
    /// `hand` (unseen cards, as many as it holds), the other unseen cards dealt at random as
    /// `sampleWorld` does. A search that weighs the opponent's possible hands deals them this way.
    public func sampleWorld<G: RandomNumberGenerator>(firstOtherHolding hand: CardSet, using generator: inout G) -> GameState {
        var pool = Array(unseen.subtracting(hand))
        Self.shuffle(&pool, using: &generator)
        return world(dealing: Array(hand) + pool)
    }

    /// Fisher–Yates, drawing from the injected generator.
    static func shuffle<G: RandomNumberGenerator>(_ pool: inout [Card], using generator: inout G) {
        var i = pool.count - 1
        while i > 0 {
            pool.swapAt(i, generator.bounded(i + 1))
            i -= 1
        }
    }

    /// The world with the unseen cards in this order: the other hands first (in seat order), then
    /// the stock in draw order.
    func world(dealing pool: [Card]) -> GameState {
        let players = variant.players
        var hands = PerSeat(repeating: CardRow())
        var next = 0
        for s in 0..<players {
            if s == seat {
                hands[s] = hand
                continue
            }
            for _ in 0..<handCounts[s] where next < pool.count {
                hands[s].append(pool[next])
                next += 1
            }
        }
        let stock = pool[next...]
        let trumpInStock = stockCount > 0
        let deckSize = variant.deckSize
        let stockNext = deckSize - (trumpInStock ? stockCount - 1 : 0)
        // Positions already dealt hold the known cards in canonical order; the trump keeps its slot.
        var filler = CardSet.full.subtracting(variant.removedCards).subtracting(CardSet(stock))
        filler.remove(trumpCard)
        var fillerCards = Array(filler).makeIterator()
        var stockCards = stock.makeIterator()
        var deckCards: [Card] = []
        deckCards.reserveCapacity(deckSize)
        for position in 0..<deckSize {
            if position == 3 * players {
                deckCards.append(trumpCard)
            } else if position >= stockNext, let card = stockCards.next() {
                deckCards.append(card)
            } else if let card = fillerCards.next() {
                deckCards.append(card)
            }
        }
        var deck = Deck(canonicalFor: variant)
        for (position, card) in deckCards.enumerated() { deck[position] = card }
        return GameState(
            variant: variant, deck: deck, stockNext: stockNext, trumpDrawn: !trumpInStock, hands: hands,
            table: table, leader: leader, turn: turn, tricksPlayed: tricksPlayed, played: played, history: history
        )
    }
}

extension GameState {
    /// A mid-game state with empty captured piles, for search (see `PlayerView.sampleWorld`).
    init(variant: Variant, deck: Deck, stockNext: Int, trumpDrawn: Bool, hands: PerSeat<CardRow>,
         table: CardRow, leader: Int, turn: Int, tricksPlayed: Int, played: CardSet, history: PlayHistory) {
        self.variant = variant
        dealer = (leader + variant.players - 1) % variant.players
        self.deck = deck
        trumpCard = deck[3 * variant.players]
        self.stockNext = stockNext
        self.trumpDrawn = trumpDrawn
        self.hands = hands
        captured = PerSeat(repeating: CardSet())
        self.table = table
        self.leader = leader
        self.turn = turn
        self.tricksPlayed = tricksPlayed
        self.played = played
        lastTrick = nil
        self.history = history
        auction = AuctionState(opening: false)
    }
}
