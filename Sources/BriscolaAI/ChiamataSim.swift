import BriscolaCore

/// `sim --players 5`: one player of level A against four of level B, deal after deal, A's seat
/// moving one on each deal; deals and choices seeded by `SeriesRule` from one series seed, as
/// every other simulation. It measures A's and B's average deal score and how often a caller —
/// A when A called, B when B did — made its bid.
public struct ChiamataSim: Sendable {
    public let a: Level
    public let b: Level
    public let deals: Int
    public let seed: UInt64
    private let worlds: Int?

    /// A run of `deals` deals; `worlds` overrides the search levels' worlds per decision.
    public init(a: Level, b: Level, deals: Int, seed: UInt64, worlds: Int? = nil) {
        self.a = a
        self.b = b
        self.deals = deals
        self.seed = seed
        self.worlds = worlds
    }

    /// Deal `index` (from 0): its log and the seat A held. Deals depend only on their index and
    /// the seed, so a run may be split among threads and agree with one played in turn.
    public func play(index: Int) -> (log: GameLog, seatA: Int) {
        let game = index + 1, seatA = index % 5
        let series = Series(variant: .five, firstDealer: 0)
        let deckSeed = SeriesRule.deckSeed(ofGame: game, seriesSeed: seed)
        var generator = Xoshiro256(seed: SeriesRule.choiceSeed(ofGame: game, seriesSeed: seed))
        let playerA = ChiamataPlayer(a, worlds: worlds), playerB = ChiamataPlayer(b, worlds: worlds)
        let seats = (0..<5).map { $0 == seatA ? playerA : playerB }
        return (ChiamataMatch.play(series.setup(ofGame: game, seed: deckSeed), seed: deckSeed, seats: seats, using: &generator), seatA)
    }
}

/// What a five-player run adds up: A's deal scores, and the callers' record by level.
public struct ChiamataTally: Sendable, Equatable {
    public private(set) var deals = 0
    public private(set) var thrownIn = 0
    private var sumA = 0.0, sumSquaresA = 0.0
    /// Deals A called, and won by the bid.
    public private(set) var callsA = 0, madeA = 0
    /// Deals a B player called, and won by the bid.
    public private(set) var callsB = 0, madeB = 0
    /// Deals A played alone.
    public private(set) var aloneA = 0

    /// An empty tally.
    public init() {}

    /// Counts one finished deal in which A held `seatA`.
    public mutating func add(_ state: GameState, seatA: Int) {
        deals += 1
        let score = Double(ChiamataScore.dealScores(of: state)[seatA])
        sumA += score
        sumSquaresA += score * score
        guard let caller = state.auction.caller else {
            thrownIn += 1
            return
        }
        let made = ChiamataScore.callerWins(state)
        if caller == seatA {
            callsA += 1
            madeA += made ? 1 : 0
            aloneA += state.auction.isAlone ? 1 : 0
        } else {
            callsB += 1
            madeB += made ? 1 : 0
        }
    }

    /// A's mean deal score; B's is minus a quarter of it (every deal sums to zero).
    public var meanA: Double { deals == 0 ? 0 : sumA / Double(deals) }
    public var meanB: Double { -meanA / 4 }

    /// The normal-approximation 95% interval of A's mean deal score.
    public var ci95A: (low: Double, high: Double) {
        guard deals > 1 else { return (-4, 4) }
        let n = Double(deals)
        let variance = max(0, (sumSquaresA - sumA * sumA / n) / (n - 1))
        let half = 1.959964 * (variance / n).squareRoot()
        return (meanA - half, meanA + half)
    }

    /// Share of A's calls that made the bid, and of B's.
    public var successA: Double { callsA == 0 ? 0 : Double(madeA) / Double(callsA) }
    public var successB: Double { callsB == 0 ? 0 : Double(madeB) / Double(callsB) }

    /// Two tallies as one (runs split among threads).
    public static func + (lhs: ChiamataTally, rhs: ChiamataTally) -> ChiamataTally {
        var sum = lhs
        sum.deals += rhs.deals
        sum.thrownIn += rhs.thrownIn
        sum.sumA += rhs.sumA
        sum.sumSquaresA += rhs.sumSquaresA
        sum.callsA += rhs.callsA
        sum.madeA += rhs.madeA
        sum.callsB += rhs.callsB
        sum.madeB += rhs.madeB
        sum.aloneA += rhs.aloneA
        return sum
    }
}
