extension PlayerView {
    /// A five-player state consistent with this view once the call is made: `hands` for every seat
    /// (this seat's own hand in its slot), `holder` as the called card's holder. Captured piles
    /// start empty, so a search scores a sampled world by what is captured from here on.
    public func chiamataWorld(hands: PerSeat<CardRow>, holder: Int) -> GameState {
        precondition(variant.hasAuction && auction.stage == .play, "a world is sampled once the call is made")
        var world = auction
        world.partner = holder
        // The sampled-world state of the 2–4 player games, with the canonical deck (no rule reads
        // it after a five-player deal), the whole deck dealt, and the call's trump and partner.
        var state = GameState(variant: variant, deck: Deck(canonicalFor: variant), stockNext: variant.deckSize, trumpDrawn: true,
                              hands: hands, table: table, leader: leader, turn: turn, tricksPlayed: tricksPlayed, played: played,
                              history: history)
        state.trumpCard = world.called ?? GameState.noTrumpYet
        state.auction = world
        return state
    }
}
