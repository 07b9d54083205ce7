import BriscolaCore
import BriscolaText

extension MatchText {
    /// A five-player game's own lines for `history show`: the auction (each step in order), the
    /// call with the caller, the bid, the target and the partner, and each player's deal score.
    /// Empty for other games.
    static func fiveLines(_ record: GameRecord, names: [String], _ text: Text) -> [String] {
        guard let steps = record.auction, let roles = ChiamataRoles(record) else { return [] }
        let name = { (seat: Int) in names[safe: seat] ?? "?" }
        let words = steps.compactMap { step -> String? in
            switch step.step {
            case .pass: "\(name(step.seat)) \(text(.fiveWordPass))"
            case let .bid(bid): "\(name(step.seat)) \(text.bid(bid))"
            case .call: nil
            }
        }
        var lines = [text(.matchFiveAuction, ["words": words.joined(separator: ", ")])]
        let auction = roles.auction
        if let caller = auction.caller, let called = auction.called, let standing = auction.standing {
            let partner = auction.partner == caller ? text(.fiveRoleAlone) : auction.partner.map(name) ?? "?"
            lines.append(text(.matchFiveCall, ["card": text.card(called), "caller": name(caller), "bid": text.bid(standing),
                                               "target": "\(auction.target)", "partner": partner]))
        } else if auction.stage == .thrownIn {
            lines.append(text(.fiveThrownIn))
        }
        if let deal = record.dealScores {
            let scores = deal.indices.map { "\(name($0)) \(deal[$0] > 0 ? "+" : "")\(deal[$0])" }
            lines.append(text(.matchFiveDeal, ["scores": scores.joined(separator: ", ")]))
        }
        return lines
    }
}
