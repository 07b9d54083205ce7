import BriscolaText

/// The figures of `bench hidden`, for people and for JSON.
public struct HiddenBenchResult: Encodable, Sendable {
    /// Whole games at an in-process table in one protocol.
    public struct Table: Encodable, Sendable {
        /// Milliseconds per game (every seat's work, on one core), and of its deal.
        public let gameMs: Double
        public let dealMs: Double
        public let bytesPerGame: Int
        public let framesPerGame: Int
        /// Games every seat saw finish (the run is checked, not just timed).
        public let finished: Int
    }

    public let players: Int
    public let games: Int
    /// Medians: drawing one seat's secrets, its shuffle pass, its lock pass (ms); one opening (µs).
    public let secretsMs: Double
    public let shuffleMs: Double
    public let lockMs: Double
    public let openingMicros: Double
    public let open: Table
    public let hidden: Table
    /// The proofs of each pass (Protocol.md §17), one seat, this variant's deck.
    public let proofs: ProofBenchResult

    /// The report in lines.
    public func text(_ words: Text) -> String {
        let f = { (value: Double) in String(format: "%.2f", value) }
        let gamesWord = games == 1 ? "game" : "games"
        return [
            "hidden hands, \(players) seats, \(games) \(gamesWord) per protocol (medians; one core, in this process)",
            "one seat's secrets \(f(secretsMs)) ms, shuffle pass \(f(shuffleMs)) ms, lock pass \(f(lockMs)) ms; one card opened \(f(openingMicros)) µs",
            "protocol 2 (open deck): deal \(f(open.dealMs)) ms, game \(f(open.gameMs)) ms, \(open.bytesPerGame) bytes in \(open.framesPerGame) frames per game",
            "protocol 4 (hidden):    deal \(f(hidden.dealMs)) ms, game \(f(hidden.gameMs)) ms, \(hidden.bytesPerGame) bytes in \(hidden.framesPerGame) frames per game",
            "added by hiding: deal +\(f(hidden.dealMs - open.dealMs)) ms, game +\(f(hidden.gameMs - open.gameMs)) ms, +\(hidden.bytesPerGame - open.bytesPerGame) bytes per game",
            "finished: \(open.finished) and \(hidden.finished) of \(games) \(gamesWord) on every seat",
            proofs.text(players: players),
        ].joined(separator: "\n")
    }
}
