import BriscolaCore
import BriscolaWire

extension TableEnd {
    /// Starts game `game`'s deal: a fresh secret for each seat we play, its commitment published.
    mutating func startRound(game: Int) -> [SessionAction] {
        if isHidden { return startHidden(game: game) }
        var round = DealRound(game: game, players: roster.players)
        var out: [SessionAction] = []
        for seat in mySeats {
            let secret = entropy.bytes(32)
            round.mySecrets[seat] = secret
            round.commitments[seat] = FairDeal.commitment(to: secret)
            out += emit(signed(.commit(Commit(game: game, seat: seat, hash: FairDeal.commitment(to: secret))), by: seat))
        }
        phase = .dealing(round)
        return out + revealIfReady()
    }

    /// Once every commitment is in, reveal the secrets of the seats we play (§10).
    private mutating func revealIfReady() -> [SessionAction] {
        guard case var .dealing(round) = phase, round.allCommitted, !round.revealed else { return [] }
        round.revealed = true
        var out: [SessionAction] = []
        for seat in mySeats {
            guard let secret = round.mySecrets[seat] else { continue }
            round.secrets[seat] = secret
            out += emit(signed(.reveal(Reveal(game: round.game, seat: seat, secret: Hex.encode(secret))), by: seat))
        }
        phase = .dealing(round)
        return out + dealIfReady()
    }

    /// A seat's commitment for the game being dealt.
    mutating func receivedCommit(_ commit: Commit, _ message: Message, from link: LinkID) -> [SessionAction] {
        guard case var .dealing(round) = phase else { return unexpected("commit", link: link) }
        guard commit.game == round.game, round.commitments[commit.seat] == nil else {
            return violation(.outOfOrder, "commit for game \(commit.game) \(SeatNumbering.spoken(commit.seat)) in the deal of game \(round.game)", link: link)
        }
        round.commitments[commit.seat] = commit.hash.lowercased()
        phase = .dealing(round)
        return relay(message, from: link) + revealIfReady()
    }

    /// A seat's secret: only after every commitment is in, and matching its commitment.
    mutating func receivedReveal(_ reveal: Reveal, _ message: Message, from link: LinkID) -> [SessionAction] {
        guard case var .dealing(round) = phase, round.allCommitted else { return unexpected("reveal", link: link) }
        guard reveal.game == round.game, round.secrets[reveal.seat] == nil else {
            return violation(.outOfOrder, "reveal for game \(reveal.game) \(SeatNumbering.spoken(reveal.seat))", link: link)
        }
        guard let secret = FairDeal.bytes(hex: reveal.secret, count: 32),
              FairDeal.commitment(to: secret) == round.commitments[reveal.seat] else {
            return violation(.badCommitment, "the secret of \(SeatNumbering.spoken(reveal.seat)) does not match its commitment", link: link)
        }
        round.secrets[reveal.seat] = secret
        phase = .dealing(round)
        return relay(message, from: link) + dealIfReady()
    }
}
