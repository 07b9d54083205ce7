import BriscolaCore
import BriscolaHidden
import BriscolaWire

extension TableEnd {
    /// Why a key a seat revealed is not the one it committed to (§17.8.2), nil when it is.
    static func uncommitted(_ key: Scalar, position: Int, seat: Int, in table: TableGame) -> ProofError? {
        guard table.commitments.indices.contains(seat) else { return nil }
        do throws(ProofError) {
            try table.commitments[seat].check(key: key, position: position)
            return nil
        } catch {
            return error
        }
    }

    /// Another seat's keys for a round of openings (§16.3): each checked against its commitment
    /// (§17.8.2) before any opens a card.
    mutating func receivedOpenings(_ openings: Openings, _ message: Message, from link: LinkID) -> [SessionAction] {
        guard var table = hiddenTable, var hidden = table.hidden else { return unexpected("open", link: link) }
        let author = openings.seat, who = SeatNumbering.spoken(author)
        guard openings.game == table.game, hidden.expects(round: openings.round, from: author, positions: openings.positions) else {
            return violation(.outOfOrder, "open of \(who) for round \(openings.round) of game \(openings.game) is not the one awaited", seat: author, link: link)
        }
        let keys = openings.keys.compactMap(Scalar.init(hex:))
        if keys.count < openings.keys.count, let bad = openings.keys.first(where: { Scalar(hex: $0) == nil }) {
            return violation(.badKey, "\(who) sent \(bad.prefix(16))…, which is not a reduced non-zero scalar", seat: author, link: link)
        }
        for (position, key) in zip(openings.positions, keys) {
            if let refused = Self.uncommitted(key, position: position, seat: author, in: table) {
                return violation(.keyNotCommitted, "the open of \(who), round \(openings.round): \(refused)", seat: author, link: link)
            }
        }
        do throws(HiddenError) {
            try hidden.receiveOpenings(round: openings.round, seat: author, positions: openings.positions, keys: keys)
        } catch {
            return violation(Self.code(of: error), error.description, seat: Self.fault(of: error, author: author), link: link)
        }
        table.hidden = hidden
        phase = .playing(table)
        return relay(message, from: link) + showHidden()
    }

    /// Another seat's secrets after the last play (§16.5): every key checked against its
    /// commitment (§17.8.2); the audit runs once all are in.
    mutating func receivedAudit(_ audit: Audit, _ message: Message, from link: LinkID) -> [SessionAction] {
        guard var table = hiddenTable, var hidden = table.hidden, table.state.isFinished else { return unexpected("audit", link: link) }
        let author = audit.seat, who = SeatNumbering.spoken(author)
        guard audit.game == table.game, hidden.awaitsAudit(from: author) else {
            return violation(.outOfOrder, "audit of \(who) for game \(audit.game) is not awaited", seat: author, link: link)
        }
        let scalars = ([audit.shuffleKey] + audit.keys).compactMap(Scalar.init(hex:))
        guard scalars.count == audit.keys.count + 1, audit.keys.count == hidden.known.count else {
            return violation(.badAudit, "the audit of \(who) holds a key that is not a reduced non-zero scalar, or not one per position", seat: author, link: link)
        }
        if table.commitments.indices.contains(author) {
            do throws(ProofError) {
                try table.commitments[author].check(shuffleKey: scalars[0])
                for (position, key) in scalars.dropFirst().enumerated() { try table.commitments[author].check(key: key, position: position) }
            } catch {
                return violation(.keyNotCommitted, "the audit of \(who): \(error)", seat: author, link: link)
            }
        }
        do throws(HiddenError) {
            try hidden.receiveAudit(seat: author, shuffleKey: scalars[0], keys: Array(scalars.dropFirst()))
        } catch {
            return violation(.badAudit, error.description, seat: Self.fault(of: error, author: author), link: link)
        }
        table.hidden = hidden
        phase = .playing(table)
        return relay(message, from: link) + finishIfAudited(from: link)
    }
}
