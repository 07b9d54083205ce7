/// The one rule for a series of games at a table, as Protocol.md §11 states it: who deals each
/// game, and — for a series grown from one 64-bit seed (local play, the simulator) — each game's
/// deck seed and the seed of the computer players' choices.
public enum SeriesRule {
    /// The dealer of game `game` (numbered from 1): `firstDealer` deals the first game, then the
    /// deal passes one seat on. A network table's first dealer is the host (seat 0); a local
    /// table's is the seat before the person, so that the person leads the first game.
    public static func dealer(ofGame game: Int, players: Int, firstDealer: Int) -> Int {
        precondition(game >= 1 && players > 0 && (0..<players).contains(firstDealer), "games count from 1")
        return (firstDealer + game - 1) % players
    }

    /// Game `game`'s deck seed: output 2·game − 1 of the SplitMix64 stream of the series seed,
    /// expanded to 32 bytes (§2).
    public static func deckSeed(ofGame game: Int, seriesSeed: UInt64) -> Seed {
        Seed(output(2 * game - 1, of: seriesSeed))
    }

    /// The seed of the generator the computer players draw from in game `game`: output 2·game.
    public static func choiceSeed(ofGame game: Int, seriesSeed: UInt64) -> Seed {
        Seed(output(2 * game, of: seriesSeed))
    }

    /// Output `k` (from 1) of SplitMix64: its state after k steps is seed + k·γ, so any output is
    /// reached without running through the ones before.
    static func output(_ k: Int, of seed: UInt64) -> UInt64 {
        precondition(k >= 1, "SplitMix64 outputs count from 1")
        var mixer = SplitMix64(seed: seed &+ UInt64(k - 1) &* 0x9E37_79B9_7F4A_7C15)
        return mixer.next()
    }
}
