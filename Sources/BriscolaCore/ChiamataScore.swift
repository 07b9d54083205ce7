/// The scoring of a five-player deal (Protocol.md §4.1): who won by the bid, and each seat's deal
/// score — the series' running score is their sum.
public enum ChiamataScore {
    /// Card points taken by the caller's side (the caller and the called card's holder).
    public static func callerSidePoints(of state: GameState) -> Int {
        guard let caller = state.auction.caller else { return 0 }
        let partner = state.auction.partner ?? caller
        return state.captured[caller].points + (partner == caller ? 0 : state.captured[partner].points)
    }

    /// Whether the caller's side reached its target (61, or the points bid).
    public static func callerWins(_ state: GameState) -> Bool {
        callerSidePoints(of: state) >= state.auction.target
    }

    /// The result: the seats of the winning side together (a lone caller's win is `.won`), or every
    /// seat tied when the deal was thrown in. Meaningful once the deal is finished.
    public static func result(of state: GameState) -> GameResult {
        let players = state.variant.players
        guard state.auction.stage != .thrownIn, let caller = state.auction.caller else {
            return .tied(sides: Array(0..<players))
        }
        let partner = state.auction.partner ?? caller
        let side = (0..<players).filter { $0 == caller || $0 == partner }
        let winners = callerWins(state) ? side : (0..<players).filter { !side.contains($0) }
        return GameResult(winners: winners)
    }

    /// Each seat's deal score: +2 to the caller, +1 to the partner and −1 to each other seat when
    /// the caller's side wins, the reverse when it loses; a lone caller scores ±4 against four
    /// times ∓1. A thrown-in deal scores nothing. The scores of a deal always sum to zero.
    public static func dealScores(of state: GameState) -> [Int] {
        let players = state.variant.players
        var scores = Array(repeating: 0, count: players)
        guard state.auction.stage != .thrownIn, let caller = state.auction.caller else { return scores }
        let partner = state.auction.partner ?? caller
        let sign = callerWins(state) ? 1 : -1
        for seat in 0..<players { scores[seat] = -sign }
        if partner == caller {
            scores[caller] = 4 * sign
        } else {
            scores[caller] = 2 * sign
            scores[partner] = sign
        }
        return scores
    }
}
