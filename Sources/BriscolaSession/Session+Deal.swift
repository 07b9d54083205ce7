import BriscolaCore
import BriscolaWire

extension Session {
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

    /// Host: once every secret is known, deal.
    private mutating func dealIfReady() -> [SessionAction] {
        guard config.role == .host, case let .dealing(round) = phase, round.revealed, let seed = round.seed(session: sessionID) else { return [] }
        let setup = series.setup(ofGame: round.game, seed: seed)
        let deal = Deal(game: round.game, dealer: setup.dealer, seed: seed.hex, deck: Array(setup.deck))
        return emit(.deal(deal)) + begin(TableGame(game: round.game, seed: seed, setup: setup))
    }

    /// Guest: the host's seed and deck must be exactly the ones every secret made.
    mutating func receivedDeal(_ deal: Deal) -> [SessionAction] {
        guard case let .dealing(round) = phase, round.revealed, let seed = round.seed(session: sessionID) else { return unexpected("deal", link: 0) }
        guard deal.game == round.game else { return violation(.outOfOrder, "deal for game \(deal.game), expected \(round.game)", link: 0) }
        guard deal.seed.lowercased() == seed.hex else {
            return violation(.badDeck, "the deal's seed is not the agreed game seed \(seed.hex.prefix(16))…", link: 0)
        }
        let setup = series.setup(ofGame: round.game, seed: seed)
        guard deal.dealer == setup.dealer, deal.deck == Array(setup.deck) else {
            return violation(.badDeck, "the deal is not the shuffle of the agreed game seed \(seed.hex.prefix(16))…", link: 0)
        }
        return begin(TableGame(game: round.game, seed: seed, setup: setup))
    }
}
