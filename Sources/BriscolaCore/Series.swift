/// A series of games at one table — the one model of a match that local play, network sessions
/// and the simulator share: which game comes next, who deals it, the deal for a seed, and the
/// results so far with the running score.
public struct Series: Hashable, Sendable {
    public let variant: Variant
    /// The seat that deals game 1 (see `SeriesRule.dealer`).
    public let firstDealer: Int
    /// Results of the games finished so far, in order (abandoned games are not results).
    public private(set) var results: [GameResult] = []
    /// Each seat's running score with five players: the sum of its deal scores (§11).
    public private(set) var standings: [Int]

    /// A series about to deal its first game.
    public init(variant: Variant, firstDealer: Int = 0) {
        precondition((0..<variant.players).contains(firstDealer), "the first dealer sits at the table")
        self.variant = variant
        self.firstDealer = firstDealer
        standings = Array(repeating: 0, count: variant.players)
    }

    /// A local table's series: the seat before seat 0 deals first, so the person leads game 1.
    public static func local(_ variant: Variant) -> Series {
        Series(variant: variant, firstDealer: variant.players - 1)
    }

    /// The dealer of a game (numbered from 1).
    public func dealer(ofGame game: Int) -> Int {
        SeriesRule.dealer(ofGame: game, players: variant.players, firstDealer: firstDealer)
    }

    /// The setup of a game whose deck is the shuffle of `seed`.
    public func setup(ofGame game: Int, seed: Seed) -> GameSetup {
        GameSetup(variant: variant, dealer: dealer(ofGame: game), seed: seed)
    }

    /// Counts a finished game.
    public mutating func finish(_ result: GameResult) { results.append(result) }

    /// Counts a finished game and, with five players, its deal scores in the standings.
    public mutating func finish(_ state: GameState) {
        results.append(state.result)
        guard variant.hasAuction else { return }
        for (seat, score) in ChiamataScore.dealScores(of: state).enumerated() { standings[seat] += score }
    }

    /// Wins, draws and losses so far for one side.
    public func score(for side: Int) -> SeriesScore {
        var score = SeriesScore()
        for result in results { score.add(result.outcome(for: side)) }
        return score
    }
}

/// The running score of a series from one side: wins, draws, losses.
public struct SeriesScore: Hashable, Sendable {
    public var wins = 0
    public var draws = 0
    public var losses = 0

    /// An empty score, or given counts.
    public init(wins: Int = 0, draws: Int = 0, losses: Int = 0) {
        self.wins = wins
        self.draws = draws
        self.losses = losses
    }

    /// Counts one finished game.
    public mutating func add(_ outcome: Outcome) {
        switch outcome {
        case .won: wins += 1
        case .draw: draws += 1
        case .lost: losses += 1
        }
    }
}

/// A series as a session snapshot keeps it (`SessionSnapshot`): its variant, first dealer, each
/// finished game's result code and the standings. A journal is a file anyone can edit, so what
/// is read back is checked as `init(variant:firstDealer:)` checks it, and refused with an error
/// (never a trap) when it does not fit.
extension Series: Codable {
    private enum CodingKeys: String, CodingKey { case variant, firstDealer, results, standings }

    /// Writes the series, each result as its record code (`win:1`, `tie:0,2`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(variant, forKey: .variant)
        try container.encode(firstDealer, forKey: .firstDealer)
        try container.encode(results.map(\.code), forKey: .results)
        try container.encode(standings, forKey: .standings)
    }

    /// Reads a series back, refusing a first dealer off the table, a result whose sides are not
    /// the variant's, or standings of the wrong length.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let variant = try container.decode(Variant.self, forKey: .variant)
        let firstDealer = try container.decode(Int.self, forKey: .firstDealer)
        guard (0..<variant.players).contains(firstDealer) else {
            throw DecodingError.dataCorruptedError(forKey: .firstDealer, in: container, debugDescription: "seat \(firstDealer) is not at the table")
        }
        self.init(variant: variant, firstDealer: firstDealer)
        for code in try container.decode([String].self, forKey: .results) {
            guard let result = GameResult(code: code), Self.sides(of: result).allSatisfy((0..<variant.sides).contains) else {
                throw DecodingError.dataCorruptedError(forKey: .results, in: container, debugDescription: "\(code) is not a result of this table")
            }
            finish(result)
        }
        let standings = try container.decode([Int].self, forKey: .standings)
        guard standings.count == variant.players else {
            throw DecodingError.dataCorruptedError(forKey: .standings, in: container, debugDescription: "one standing per seat")
        }
        self.standings = standings
    }

    private static func sides(of result: GameResult) -> [Int] {
        switch result {
        case let .won(side): [side]
        case let .wonTogether(sides), let .tied(sides): sides
        }
    }
}
