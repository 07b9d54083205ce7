extension PlayerView {
    /// A five-player state consistent with this view once the call is made: `hands` for every seat
    /// (this seat's own hand in its slot), `holder` as the called card's holder. Captured piles
    /// start empty, so a search scores a sampled world by what is captured from here on.
    public func chiamataWorld(hands: PerSeat<CardRow>, holder: Int) -> GameState {
        precondition(variant.hasAuction && auction.stage == .play, "a world is sampled once the call is made")
        var world = auction
        world.partner = holder
        return GameState(chiamata: variant, hands: hands, table: table, leader: leader, turn: turn,
                         tricksPlayed: tricksPlayed, played: played, history: history, auction: world)
    }
}

extension GameState {
    /// A mid-deal five-player state with empty captured piles (see `PlayerView.chiamataWorld`);
    /// its deck is the canonical one, which no rule reads after the deal.
    init(chiamata variant: Variant, hands: PerSeat<CardRow>, table: CardRow, leader: Int, turn: Int,
         tricksPlayed: Int, played: CardSet, history: PlayHistory, auction: AuctionState) {
        self.variant = variant
        dealer = (leader + variant.players - 1) % variant.players
        deck = Deck(canonicalFor: variant)
        trumpCard = auction.called ?? Self.noTrumpYet
        stockNext = deck.count
        trumpDrawn = true
        self.hands = hands
        captured = PerSeat(repeating: CardSet())
        self.table = table
        self.leader = leader
        self.turn = turn
        self.tricksPlayed = tricksPlayed
        self.played = played
        lastTrick = nil
        self.history = history
        self.auction = auction
    }
}
