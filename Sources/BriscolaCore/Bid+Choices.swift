extension Bid {
    /// Every bid in the auction's order, lowest first: the ranks from the Asso down to the 2,
    /// then 2 with 61 … 120.
    public static let all: [Bid] = rankOrder.map(Bid.rank) + pointRange.map(Bid.points)

    /// The bids that may follow `standing` (nil: nobody has bid yet), lowest first: what a
    /// player to speak may choose from, besides passing.
    public static func choices(after standing: Bid?) -> [Bid] {
        all.filter { $0.canFollow(standing) }
    }
}
