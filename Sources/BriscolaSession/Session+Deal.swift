import BriscolaCore
import BriscolaWire

extension Session {
    /// Starts game `game`'s deal: draw a fresh secret and publish its commitment.
    mutating func startRound(game: Int) -> [SessionAction] {
        let round = DealRound(game: game, mySecret: entropy.bytes(32))
        phase = .dealing(round)
        return [.send(.commit(Commit(game: game, seat: config.mySeat, hash: FairDeal.commitment(to: round.mySecret))))]
    }

    /// The peer's commitment: once it is in, both are, so reveal our secret.
    mutating func receivedCommit(_ commit: Commit) -> [SessionAction] {
        guard case var .dealing(round) = phase, round.peerCommitment == nil else { return unexpected("commit") }
        guard commit.game == round.game, commit.seat == config.peerSeat else {
            return violation(.outOfOrder, "commit for game \(commit.game) seat \(commit.seat); expected game \(round.game) seat \(config.peerSeat)")
        }
        guard FairDeal.bytes(hex: commit.hash, count: 32) != nil else {
            return violation(.badMessage, "commitment must be 64 hex digits")
        }
        round.peerCommitment = commit.hash.lowercased()
        round.revealed = true
        phase = .dealing(round)
        return [.send(.reveal(Reveal(game: round.game, seat: config.mySeat, secret: Hex.encode(round.mySecret))))]
    }

    /// The peer's secret: it must match its commitment. The host then deals.
    mutating func receivedReveal(_ reveal: Reveal) -> [SessionAction] {
        guard case var .dealing(round) = phase, round.peerCommitment != nil, round.peerSecret == nil else {
            return unexpected("reveal")
        }
        guard reveal.game == round.game, reveal.seat == config.peerSeat else {
            return violation(.outOfOrder, "reveal for game \(reveal.game) seat \(reveal.seat)")
        }
        guard let secret = FairDeal.bytes(hex: reveal.secret, count: 32),
              FairDeal.commitment(to: secret) == round.peerCommitment else {
            return violation(.badCommitment, "the revealed secret does not match its commitment")
        }
        round.peerSecret = secret
        phase = .dealing(round)
        guard config.role == .host, let seed = round.seed(mySeat: config.mySeat, session: session) else { return [] }
        let setup = series.setup(ofGame: round.game, seed: seed)
        let deal = Deal(game: round.game, dealer: setup.dealer, seed: seed.hex, deck: Array(setup.deck))
        return [.send(.deal(deal))] + begin(TableGame(game: round.game, seed: seed, setup: setup))
    }

    /// Guest: the host's seed and deck must be exactly the ones both secrets made.
    mutating func receivedDeal(_ deal: Deal) -> [SessionAction] {
        guard config.role == .guest, case let .dealing(round) = phase,
              let seed = round.seed(mySeat: config.mySeat, session: session) else { return unexpected("deal") }
        guard deal.game == round.game else { return violation(.outOfOrder, "deal for game \(deal.game), expected \(round.game)") }
        guard deal.seed.lowercased() == seed.hex else {
            return violation(.badDeck, "the deal's seed is not the agreed game seed \(seed.hex.prefix(16))…")
        }
        let setup = series.setup(ofGame: round.game, seed: seed)
        guard deal.dealer == setup.dealer, deal.deck == Array(setup.deck) else {
            return violation(.badDeck, "the deal is not the shuffle of the agreed game seed \(seed.hex.prefix(16))…")
        }
        return begin(TableGame(game: round.game, seed: seed, setup: setup))
    }

    /// Between games: the next one starts when both ends have asked for it.
    mutating func localRematch() -> [SessionAction] {
        guard case var .betweenGames(interlude) = phase, !interlude.localWants else { return [] }
        let request = SessionAction.send(.rematch(Rematch(game: interlude.lastGame + 1)))
        guard interlude.peerWants else {
            interlude.localWants = true
            phase = .betweenGames(interlude)
            return [request]
        }
        return [request] + startRound(game: interlude.lastGame + 1)
    }

    /// The peer's wish for the next game; it may come only after its `game_over` (§10).
    mutating func receivedRematch(_ rematch: Rematch) -> [SessionAction] {
        if case .leaving = phase { return [] } // we are going; the goodbye answers it
        guard case var .betweenGames(interlude) = phase, interlude.peerOver, !interlude.peerWants else {
            return unexpected("rematch")
        }
        let next = interlude.lastGame + 1
        guard rematch.game == next else { return violation(.outOfOrder, "rematch for game \(rematch.game), expected \(next)") }
        guard interlude.localWants else {
            interlude.peerWants = true
            phase = .betweenGames(interlude)
            return [.peerWantsRematch]
        }
        return startRound(game: next)
    }
}
