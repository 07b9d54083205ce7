import BriscolaCore

/// Exact two-player search over a fully known deal (both hands and the stock order): alpha-beta
/// on the points seat 0 captures from here on, with a transposition table and equivalent low cards
/// searched once. With `horizon` > 0 it stops when that many tricks remain and counts nothing
/// after, which is how the oracle looks ahead before the exact search is affordable.
struct PerfectSolver {
    /// One remembered position: both keys, bounds on its value, the best card found, and the
    /// search (`generation`) it belongs to, so a new world or horizon never reads stale values.
    struct Entry {
        var key0: UInt64 = 0, key1: UInt64 = 0
        var generation: UInt32 = 0
        var lower: Int8 = 0, upper: Int8 = 0
        var move: UInt8 = 255
    }

    private var entries: [Entry]
    private let mask: Int
    private var generation: UInt32 = 1
    private var horizon = 0
    /// Positions visited, for benchmarks and tests.
    private(set) var nodes = 0

    /// A table of 2^log2Size entries (24 bytes each), allocated once and reused.
    init(log2Size: Int) {
        entries = Array(repeating: Entry(), count: 1 << log2Size)
        mask = (1 << log2Size) - 1
    }

    /// Forgets every stored value (a new deal or world), without touching memory.
    mutating func newSearch(horizon: Int = 0) {
        generation &+= 1
        self.horizon = horizon
        nodes = 0
    }

    /// Each card in hand of the seat to move with the points seat 0 captures from here on after it
    /// (exact when `horizon` is 0). Candidates are searched with full windows, so all are exact.
    mutating func values(_ game: BitGame) -> [(card: UInt8, value: Int)] {
        var out: [(card: UInt8, value: Int)] = []
        var hand = game.handToPlay
        while hand != 0 {
            let card = UInt8(truncatingIfNeeded: hand.trailingZeroBitCount)
            hand &= hand &- 1
            var child = game
            let gained = Self.gain(&child, card)
            out.append((card, gained + search(child, -1, 121)))
        }
        return out
    }

    /// Plays a card and returns the points it earned seat 0 (nonzero only when it ends a trick).
    @inline(__always) static func gain(_ game: inout BitGame, _ card: UInt8) -> Int {
        let before = game.points(of: 0)
        game.play(card)
        return game.points(of: 0) &- before
    }

    /// Fail-soft alpha-beta on seat 0's points from here; seat 0 maximises, seat 1 minimises.
    mutating func search(_ game: BitGame, _ alphaIn: Int, _ betaIn: Int) -> Int {
        if game.tricksRemaining == horizon, game.tableCards.count == 0 { return 0 }
        nodes &+= 1
        var alpha = alphaIn, beta = betaIn
        let key0 = game.hand(of: 0)
        let tableCard = game.tableCards.count == 0 ? UInt64(63) : UInt64(game.tableCards[0].index)
        let key1 = game.hand(of: 1) | UInt64(game.drawPosition) &<< 40 | tableCard &<< 46 | UInt64(game.seatToPlay) &<< 52
        let slot = Int(truncatingIfNeeded: ((key0 &* 0x9E37_79B9_7F4A_7C15) ^ (key1 &* 0xC2B2_AE3D_27D4_EB4F)) &>> 40) & mask
        var ttMove: UInt8 = 255
        let stored = entries[slot]
        let hit = stored.generation == generation && stored.key0 == key0 && stored.key1 == key1
        if hit {
            let lower = Int(stored.lower), upper = Int(stored.upper)
            if lower >= beta { return lower }
            if upper <= alpha { return upper }
            if lower == upper { return lower }
            alpha = max(alpha, lower)
            beta = min(beta, upper)
            ttMove = stored.move
        }
        let windowAlpha = alpha, windowBeta = beta
        let maximizing = game.seatToPlay == 0
        var best = maximizing ? -1 : 1000
        var bestMove: UInt8 = 255
        let hand = game.handToPlay
        var order = MoveOrder(hand: hand, played: game.playedCards & ~game.tableCards.set.bits, first: ttMove)
        while let card = order.next() {
            var child = game
            let gained = Self.gain(&child, card)
            let value = gained &+ search(child, alpha &- gained, beta &- gained)
            if maximizing {
                if value > best { best = value; bestMove = card }
                if best > alpha { alpha = best }
            } else {
                if value < best { best = value; bestMove = card }
                if best < beta { beta = best }
            }
            if alpha >= beta { break }
        }
        var entry = Entry(key0: key0, key1: key1, generation: generation, lower: 0, upper: 120, move: bestMove)
        if hit {
            entry.lower = stored.lower
            entry.upper = stored.upper
        }
        if best <= windowAlpha {
            entry.upper = Int8(min(Int(entry.upper), best))
        } else if best >= windowBeta {
            entry.lower = Int8(max(Int(entry.lower), best))
        } else {
            entry.lower = Int8(best)
            entry.upper = Int8(best)
        }
        entries[slot] = entry
        return best
    }
}
