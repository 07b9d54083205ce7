extension PlayerView {
    /// Every trick taken so far, oldest first — who led, what each seat played, who took it and
    /// for how many points — rebuilt from the public play history, so a screen can show the tricks
    /// every player saw gathered. Nil when the history does not match the view's tricks (views
    /// built by hand may leave it empty) or does not lead to the last trick the view records.
    public var takenTricks: [CompletedTrick]? {
        let players = variant.players
        guard tricksPlayed >= 0, history.count == players * tricksPlayed + table.count else { return nil }
        var tricks: [CompletedTrick] = []
        tricks.reserveCapacity(tricksPlayed)
        // Walking back from the trick under way: each trick's taker led the next one.
        var taker = leader
        for trick in stride(from: tricksPlayed - 1, through: 0, by: -1) {
            let cards = CardRow((0..<players).map { history[trick * players + $0] })
            let position = TrickRule.winningPosition(cards, trump: trump)
            let led = ((taker - position) % players + players) % players
            tricks.append(CompletedTrick(leader: led, cards: cards, winner: taker, points: cards.points))
            taker = led
        }
        tricks.reverse()
        guard tricks.last == lastTrick else { return nil }
        return tricks
    }
}
