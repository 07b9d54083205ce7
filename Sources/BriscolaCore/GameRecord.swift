/// A finished (or abandoned) game as data: the JSON-lines log line, the history row, the export.
/// It holds enough to replay the game and the figures the replay must reproduce.
public struct GameRecord: Codable, Hashable, Sendable {
    public var variant: Int
    /// The 32-byte deck seed in hex, when the deck came from a seed.
    public var seed: String?
    public var dealer: Int
    public var deck: [Card]
    /// The trump card: turned up under the stock, or with five players the called card (absent
    /// when the deal was thrown in or cut off before the call).
    public var trump: Card?
    /// The five-player auction and call, in order (absent in the other games).
    public var auction: [AuctionAction]?
    public var actions: [Action]
    public var tricks: [CompletedTrick]
    public var scores: [Int]
    /// Each seat's deal score with five players (`ChiamataScore.dealScores`), once finished.
    public var dealScores: [Int]?
    public var result: RecordedResult
    public var stateHash: String

    /// The record of a game log (only `GameLog.record` calls this: a log holds legal actions only).
    init(log: GameLog) {
        let state = log.state
        variant = log.setup.variant.players
        seed = log.seed?.hex
        dealer = log.setup.dealer
        deck = Array(log.setup.deck)
        let variant = log.setup.variant
        trump = variant.hasAuction ? state.auction.called : state.trumpCard
        auction = variant.hasAuction ? log.auction : nil
        actions = log.actions
        tricks = log.tricks
        scores = state.scores
        dealScores = variant.hasAuction && state.isFinished ? ChiamataScore.dealScores(of: state) : nil
        result = state.isFinished ? .finished(state.result) : .abandoned
        stateHash = state.stateHash
    }

    /// Whether the game was cut off before its end (or, hidden, before its audit).
    public var isAbandoned: Bool { result == .abandoned }

    /// Whether the history keeps it: a game cut off before any card was played holds nothing to
    /// remember ("nothing played, nothing saved", one rule for games against the computer and at
    /// network tables alike).
    public var isWorthKeeping: Bool { !(isAbandoned && actions.isEmpty) }

    /// The same game, cut off where it stands: abandoned whatever its actions reached.
    public var cutOff: GameRecord {
        var record = self
        record.result = .abandoned
        return record
    }

    /// Rebuilds the setup and replays the actions, checking the stored figures (for history and
    /// files that may have been edited or corrupted).
    public func verify() -> Result<GameLog, RecordError> {
        let setup: GameSetup
        switch self.setup() {
        case let .success(rebuilt): setup = rebuilt
        case let .failure(error): return .failure(error)
        }
        var deckSeed: Seed?
        if let seed {
            guard let parsed = Seed(hex: seed), Deck.shuffled(seed: parsed, variant: setup.variant) == setup.deck else {
                return .failure(.seedMismatch)
            }
            deckSeed = parsed
        }
        let replay: Result<GameLog, RecordError> = switch (setup.variant.hasAuction, auction) {
        case (true, nil): .failure(.badSetup("a five-player record needs its auction"))
        case (false, .some): .failure(.badSetup("only a five-player record has an auction"))
        case let (true, .some(steps)): GameLog.replaying(setup, seed: deckSeed, auction: steps, actions)
        case (false, nil): GameLog.replaying(setup, seed: deckSeed, actions).mapError { .illegal($0) }
        }
        switch replay {
        case let .failure(error):
            return .failure(error)
        case let .success(outcome):
            guard outcome.state.stateHash == stateHash else {
                return .failure(.hashMismatch(stored: stateHash, replayed: outcome.state.stateHash))
            }
            let replayed: RecordedResult = outcome.state.isFinished ? .finished(outcome.state.result) : .abandoned
            // A game may be cut off after its last card (a hidden game whose audit failed): stored
            // as abandoned, it still replays to the end.
            guard replayed == result || result == .abandoned, outcome.state.scores == scores else {
                let points = { (scores: [Int]) in scores.map(String.init).joined(separator: "–") }
                return .failure(.resultMismatch(stored: "\(result.code) \(points(scores))", replayed: "\(replayed.code) \(points(outcome.state.scores))"))
            }
            guard !setup.variant.hasAuction || outcome.record.trump == trump, outcome.record.dealScores == dealScores || (dealScores == nil && result == .abandoned) else {
                return .failure(.resultMismatch(stored: "trump \(trump.map(\.code) ?? "-") \(dealScores ?? [])",
                                                replayed: "trump \(outcome.record.trump.map(\.code) ?? "-") \(outcome.record.dealScores ?? [])"))
            }
            return .success(outcome)
        }
    }
}

extension GameRecord {
    /// Tricks taken by one seat.
    public func tricksWon(by seat: Int) -> Int { tricks.filter { $0.winner == seat }.count }

    /// Points captured by one seat.
    public func pointsWon(by seat: Int) -> Int { tricks.filter { $0.winner == seat }.reduce(0) { $0 + $1.points } }

    /// Tricks taken by each side (seat, or team with four players).
    public var tricksPerSide: [Int] {
        guard let variant = Variant(rawValue: variant) else { return [] }
        var counts = Array(repeating: 0, count: variant.sides)
        for trick in tricks { counts[variant.side(of: trick.winner)] += 1 }
        return counts
    }

    /// The setup the record describes (variant, dealer, deck), checked.
    public func setup() -> Result<GameSetup, RecordError> {
        guard let variant = Variant(rawValue: variant) else { return .failure(.badVariant(self.variant)) }
        do {
            return .success(try GameSetup(variant: variant, dealer: dealer, deck: Deck(cards: deck, variant: variant)))
        } catch let error as DeckError {
            return .failure(.badDeck(error))
        } catch {
            return .failure(.badSetup("\(error)"))
        }
    }
}

/// Why a stored record does not stand up to a replay.
public enum RecordError: Error, Hashable, Sendable, CustomStringConvertible {
    case badVariant(Int)
    case badDeck(DeckError)
    case badSetup(String)
    case illegal(ReplayError)
    /// A five-player record's auction step `index` was refused.
    case illegalAuction(index: Int, step: AuctionAction, error: AuctionError)
    case hashMismatch(stored: String, replayed: String)
    case resultMismatch(stored: String, replayed: String)
    case seedMismatch

    public var description: String {
        switch self {
        case let .badVariant(players): "no variant for \(players) players"
        case let .badDeck(error): "bad deck: \(error)"
        case let .badSetup(text): "bad setup: \(text)"
        case let .illegal(error): "replay failed: \(error)"
        case let .illegalAuction(index, step, error): "replay failed: auction step \(index) (\(step)) is illegal: \(error)"
        case .seedMismatch: "the deck is not the shuffle of the stored seed"
        case let .resultMismatch(stored, replayed): "it ends \(replayed), not \(stored) as stored"
        case let .hashMismatch(stored, replayed): "state hash \(replayed.prefix(12))… does not match stored \(stored.prefix(12))…"
        }
    }
}
