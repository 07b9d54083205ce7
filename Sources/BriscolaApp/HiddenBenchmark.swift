import BriscolaCore
import BriscolaHidden
import BriscolaSession
import Foundation

/// `bench hidden`: what hidden hands (protocol 4, Protocol.md §16, §17) cost. The group operations
/// one seat makes per game, one card's opening, the proofs per pass and per seat, and whole games
/// played by in-process sessions in protocol 2 and in protocol 4 (every pass proved): the time of the deal (every seat's passes and the deal's openings,
/// on one core), the time of a whole game, its bytes on the wire.
public enum HiddenBenchmark {
    /// Measures `games` games at a table of `players` seats in each protocol.
    public static func run(games: Int, players: Int) -> HiddenBenchResult {
        let variant = Variant(rawValue: players) ?? .two
        let clock = ContinuousClock()
        var secrets: [Double] = [], shuffles: [Double] = [], locks: [Double] = [], openings: [Double] = []
        var random = SystemRandomNumberGenerator()
        let deck = CardElements(variant: variant).elements
        for _ in 0..<max(games, 20) {
            var drawn: SeatSecrets?
            secrets.append(clock.measure {
                let bytes = (0..<SeatSecrets.byteCount(cards: variant.deckSize)).map { _ in UInt8.random(in: 0...255, using: &random) }
                drawn = SeatSecrets(random: bytes, variant: variant)
            }.milliseconds)
            guard let mine = drawn else { continue }
            var shuffled: [GroupElement] = []
            shuffles.append(clock.measure { shuffled = DeckSteps.shuffle(deck, with: mine) }.milliseconds)
            var locked: [GroupElement] = []
            locks.append(clock.measure { locked = DeckSteps.lock(shuffled, with: mine) }.milliseconds)
            let keys = Array(repeating: mine.positionKeys[0], count: players - 1) + [mine.positionKeys[0]]
            openings.append(clock.measure { _ = DeckSteps.open(locked[0], keys: keys) }.milliseconds * 1000)
        }
        return HiddenBenchResult(players: players, games: games,
                                 secretsMs: median(secrets), shuffleMs: median(shuffles), lockMs: median(locks), openingMicros: median(openings),
                                 open: table(players: players, games: games, protocolVersion: 2),
                                 hidden: table(players: players, games: games, protocolVersion: 4),
                                 proofs: ProofBenchResult.run(rounds: min(games, 20), variant: variant))
    }

    /// Whole games at an in-process table: the deal's time (from the `start` to the last seat shown
    /// its hand, every seat's work on this one core), a game's time, its bytes and frames.
    static func table(players: Int, games: Int, protocolVersion: Int) -> HiddenBenchResult.Table {
        let clock = ContinuousClock()
        let begin = clock.now
        var starts: [Int: ContinuousClock.Instant] = [:]
        var shown: [Int: (count: Int, at: ContinuousClock.Instant)] = [:]
        var memory = MemoryTable(players: players, games: games, protocolVersion: protocolVersion)
        let startTimes = Box(starts), shownTimes = Box(shown)
        memory.onStarted = { _, game in
            let now = clock.now
            let seen = shownTimes.value[game]?.count ?? 0
            shownTimes.value[game] = (seen + 1, now)
        }
        memory.onStart = { game in if startTimes.value[game] == nil { startTimes.value[game] = clock.now } }
        memory.run()
        let total = (clock.now - begin).milliseconds
        starts = startTimes.value
        shown = shownTimes.value
        let deals = (1...games).compactMap { game -> Double? in
            guard let start = starts[game], let last = shown[game], last.count == players else { return nil }
            return (last.at - start).milliseconds
        }
        return .init(gameMs: total / Double(games), dealMs: median(deals.sorted()), bytesPerGame: memory.bytes / games,
                     framesPerGame: memory.frames / games, finished: memory.finished.min() ?? 0)
    }

    static func median(_ values: [Double]) -> Double { Percentile.of(values.sorted(), 0.5) }
}

/// A reference cell, for the table's callbacks (one thread, in order).
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

extension Duration {
    /// The duration in milliseconds, for the benchmarks' figures.
    var milliseconds: Double { seconds * 1000 }
}
