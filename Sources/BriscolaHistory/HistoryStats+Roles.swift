import BriscolaCore

extension HistoryStats {
    /// Counts a five-player match on the line of the saver's role: a win when their deal score
    /// is above zero, a loss below; a deal thrown in is no game, one cut off is abandoned.
    static func tallyRole(_ match: StoredMatch, into roles: inout [String: Line]) {
        let record = match.record, seat = match.info.mySeat
        guard let chiamata = ChiamataRoles(record) else { return }
        guard let role = chiamata.role(of: seat) else {
            // Thrown in (everyone passed) is no game; cut off before the call, abandoned as any.
            if record.isAbandoned { roles[ChiamataRole.defender.rawValue, default: Line(label: ChiamataRole.defender.rawValue)].abandoned += 1 }
            return
        }
        let label = role.rawValue
        guard !record.isAbandoned, let deal = record.dealScores, deal.indices.contains(seat) else {
            roles[label, default: Line(label: label)].abandoned += 1
            return
        }
        roles[label, default: Line(label: label)].points += deal[seat]
        if deal[seat] > 0 { roles[label, default: Line(label: label)].wins += 1 } else { roles[label, default: Line(label: label)].losses += 1 }
    }
}
