/// A finished (or abandoned) game as data: the JSON-lines log line, the history row, the export.
/// It holds enough to replay the game and the figures the replay must reproduce.
public struct GameRecord: Codable, Hashable, Sendable {
    public var variant: Int
    /// The 32-byte deck seed in hex, when the deck came from a seed.
    public var seed: String?
    public var dealer: Int
    public var deck: [Card]
    public var trump: Card
    public var actions: [Action]
    public var tricks: [CompletedTrick]
    public var scores: [Int]
    public var result: String
    public var stateHash: String

    /// Builds the record of a replay.
    public init(setup: GameSetup, seed: Seed?, actions: [Action], outcome: ReplayOutcome) {
        variant = setup.variant.players
        self.seed = seed?.hex
        dealer = setup.dealer
        deck = Array(setup.deck)
        trump = outcome.state.trumpCard
        self.actions = actions
        tricks = outcome.tricks
        scores = outcome.state.scores
        result = outcome.state.isFinished ? outcome.state.result.code : "abandoned"
        stateHash = outcome.state.stateHash
    }

    /// Rebuilds the setup and replays the actions, checking the stored figures (for history and
    /// files that may have been edited or corrupted).
    public func verify() -> Result<ReplayOutcome, RecordError> {
        let setup: GameSetup
        switch self.setup() {
        case let .success(rebuilt): setup = rebuilt
        case let .failure(error): return .failure(error)
        }
        switch Replay.run(setup, actions) {
        case let .failure(error):
            return .failure(.illegal(error))
        case let .success(outcome):
            guard outcome.state.stateHash == stateHash else {
                return .failure(.hashMismatch(stored: stateHash, replayed: outcome.state.stateHash))
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
    case hashMismatch(stored: String, replayed: String)

    public var description: String {
        switch self {
        case let .badVariant(players): "no variant for \(players) players"
        case let .badDeck(error): "bad deck: \(error)"
        case let .badSetup(text): "bad setup: \(text)"
        case let .illegal(error): "replay failed: \(error)"
        case let .hashMismatch(stored, replayed): "state hash \(replayed.prefix(12))… does not match stored \(stored.prefix(12))…"
        }
    }
}
