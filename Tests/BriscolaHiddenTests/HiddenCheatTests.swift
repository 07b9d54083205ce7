import BriscolaCore
import Testing
@testable import BriscolaHidden

@Suite("Hidden hands: cheating is caught and named")
struct HiddenCheatTests {
    /// A two-seat table dealt and opened, seat 1 to lead (dealer 0).
    func opened(seed: UInt64 = 5) throws -> HiddenTable {
        var table = try HiddenTable(players: 2, seed: seed)
        try table.deliverOpenings()
        return table
    }

    @Test("a player who claims another card than its position holds: wrong_card")
    func swappedCard() throws {
        var table = try opened()
        let seat = table.games[0].log.state.turn
        let hand = table.games[seat].log.state.view(for: seat).hand
        guard let own = table.games[seat].ownPlay(of: hand[0], seat: seat) else { Issue.record("no position"); return }
        // Claims the Asso di briscola's code unless it holds it: some card it does not have there.
        let claimed = Card.all.first { !hand.contains($0) && $0 != table.games[seat].known[6] } ?? hand[1]
        let other = 1 - seat
        #expect(throws: HiddenPlayRefusal.hidden(.wrongCard(seat: seat, position: own.position, claimed: claimed, opened: hand[0]))) {
            try table.games[other].play(seq: 1, seat: seat, position: own.position, card: claimed, key: own.key)
        }
    }

    @Test("a player who plays a position that is not in its hand (one already played): position_not_in_hand")
    func reusedPosition() throws {
        var table = try opened()
        let first = table.games[0].log.state.turn
        let card = table.games[first].log.state.view(for: first).hand[0]
        guard let played = table.games[first].ownPlay(of: card, seat: first) else { Issue.record("no position"); return }
        try table.playOne { _ in card }
        try table.playOne()
        // The trick's taker leads; if it is the first player again, it plays its old position anew.
        let next = table.games[0].log.state.turn
        let other = 1 - next
        let hand = table.games[next].log.state.view(for: next).hand
        #expect(throws: HiddenPlayRefusal.hidden(.positionNotInHand(seat: next, position: played.position))) {
            try table.games[other].play(seq: 3, seat: next, position: played.position, card: hand[0], key: played.key)
        }
    }

    @Test("a key that does not open its position to a card: bad_key")
    func forgedKey() throws {
        var table = try opened()
        let seat = table.games[0].log.state.turn
        let card = table.games[seat].log.state.view(for: seat).hand[0]
        guard let own = table.games[seat].ownPlay(of: card, seat: seat), let forged = Scalar(wide: [UInt8](repeating: 9, count: 64)) else {
            Issue.record("setup"); return
        }
        let other = 1 - seat
        #expect(throws: HiddenPlayRefusal.hidden(.badKey(seat: seat, position: own.position, detail: "does not open it to a card of the deck"))) {
            try table.games[other].play(seq: 1, seat: seat, position: own.position, card: card, key: forged)
        }
    }

    @Test("a lock pass that copies one card onto a second position: card_opened_twice when both open")
    func copiedCard() throws {
        let secrets = HiddenTable.secrets(players: 2, seed: 8)
        // Seat 0 (the first to lock) puts position 1's card at position 3 too, under position 3's
        // key: the elements differ, so the pass looks like a deck, but positions 1 and 3 (both
        // dealt to seat 1 with dealer 1) hold the same card once seat 1 locks them.
        let deck = try HiddenTable.deal(secrets, variant: .two) { lock, seat, input, output in
            guard lock, seat == 0 else { return output }
            var out = output
            out[3] = Ristretto.multiply(input[1], by: secrets[0].positionKeys[3] * secrets[0].shuffleKey.inverse)
            return out
        }
        var table = try HiddenTable(players: 2, seed: 8, dealer: 1, deck: deck)
        #expect(throws: HiddenError.self) { try table.deliverOpenings() }
        var again = try HiddenTable(players: 2, seed: 8, dealer: 1, deck: deck)
        // Seat 1 learns its cards from seat 0's keys.
        let error = #expect(throws: HiddenError.self) {
            for opening in again.games[0].openings(by: 0) {
                try again.games[1].receiveOpenings(round: opening.round, seat: 0, positions: opening.positions, keys: opening.keys)
            }
        }
        guard case let .cardOpenedTwice(_, positions) = error else { Issue.record("\(String(describing: error))"); return }
        #expect(positions == [1, 3])
    }

    @Test("an audit that reveals another key than the one sent during the game: bad_audit")
    func lyingAudit() throws {
        var table = try opened(seed: 3)
        while !table.games[0].log.state.isFinished { try table.playOne() }
        guard let honest = table.games[1].auditSecrets(of: 1) else { Issue.record("no secrets"); return }
        var keys = honest.keys
        let played = table.games[0].positionsInHand(1) // empty at the end; use a played position instead
        #expect(played.isEmpty)
        let position = try #require(table.games[0].deck.keys[1].firstIndex { $0 != nil })
        keys[position] = honest.keys[(position + 1) % keys.count]
        #expect(throws: HiddenError.badAudit(seat: 1, detail: "its key for position \(position) is not the one it sent during the game")) {
            try table.games[0].receiveAudit(seat: 1, shuffleKey: honest.shuffleKey, keys: keys)
        }
    }

    @Test("an audit whose shuffle key does not account for its shuffle pass: bad_audit")
    func wrongShuffleKey() throws {
        var table = try opened(seed: 4)
        while !table.games[0].log.state.isFinished { try table.playOne() }
        guard let honest = table.games[1].auditSecrets(of: 1), let zero = table.games[0].auditSecrets(of: 0) else { Issue.record("no secrets"); return }
        try table.games[0].receiveAudit(seat: 0, shuffleKey: zero.shuffleKey, keys: zero.keys)
        try table.games[0].receiveAudit(seat: 1, shuffleKey: honest.shuffleKey * honest.shuffleKey, keys: honest.keys)
        #expect(throws: HiddenError.badAudit(seat: 1, detail: "its shuffle pass is not the deck it was given under its shuffle key")) {
            try table.games[0].audited()
        }
    }

    @Test("a pass with an element twice is not a deck: refused when it arrives")
    func duplicatePass() throws {
        let secrets = HiddenTable.secrets(players: 2, seed: 9)
        #expect(throws: HiddenError.badPass(seat: 0, detail: "an element appears twice")) {
            _ = try HiddenTable.deal(secrets, variant: .two) { lock, seat, _, output in
                guard !lock, seat == 0 else { return output }
                var out = output
                out[5] = out[6]
                return out
            }
        }
    }
}
