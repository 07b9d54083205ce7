import BriscolaCore

extension Text {
    /// A rank as a bid names it: "Asso", "3", "Re" in English screens (as cards are named there),
    /// "Asso", "Tre", "Re" in Italian ones.
    public func rank(_ rank: Rank) -> String {
        switch language {
        case .english: rank.name()
        case .italian: Italian.rankWord(rank)
        }
    }

    /// A bid in words: its rank, or "2 with 64" ("Due a 64"); `short` gives points bare ("64"),
    /// where a row of bids already says they follow the 2.
    public func bid(_ bid: Bid, short: Bool = false) -> String {
        switch bid {
        case let .rank(rank): self.rank(rank)
        case let .points(points): self(short ? .fiveBidPointsShort : .fiveBidPoints, ["points": "\(points)"])
        }
    }
}
