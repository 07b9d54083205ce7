import BriscolaAI
import BriscolaCore

extension TableApp {
    /// The word between two games of a transcript: the person asked for another deal.
    public static let nextGameLine = "next"

    /// The series so far as lines to keep on disk while it is played: every card in the order it
    /// was played (its code, "3D"), and `next` where the person asked for another game. Lines are
    /// only ever added, so a file of them grows by appending; with the config they rebuild the
    /// app (`resumed`).
    public var transcript: [String] {
        let games = finished.map(\.actions) + (phase == .result ? [] : [log.actions])
        return Array(games.map { $0.map(\.card.code) }.joined(separator: [Self.nextGameLine]))
    }

    /// The app as it stood after `transcript`: the series dealt again from the config's seed, the
    /// person's cards played as they were, and the current game's opponents working out their
    /// cards again (their choices are seeded) — each checked against the line, so a file from
    /// another version or edited by hand is refused (nil) rather than played differently. Games
    /// already finished are replayed by the rules alone. It waits where the transcript stopped.
    public static func resumed(config: TableAppConfig, transcript: [String]) -> TableApp? {
        let replay = replayed(config: config, transcript: transcript)
        return replay.badLine == nil ? replay.app : nil
    }

    /// The app as far as `transcript` replays (see `resumed`), and the first line (counted from 0)
    /// that does not, if any: a damaged save still gives the cards before the damage.
    public static func replayed(config: TableAppConfig, transcript: [String]) -> (app: TableApp, badLine: Int?) {
        var app = TableApp(config: config)
        // Only the last game's opponents choose again; the games before it are done.
        let lastDeal = transcript.lastIndex(of: nextGameLine) ?? -1
        for (index, line) in transcript.enumerated() {
            guard app.replay(line, current: index > lastDeal) else { return (app, index) }
        }
        app.status = app.text(.statusResumed, ["game": "\(app.gameNumber)"])
        return (app, nil)
    }

    /// One line of a transcript played again; false if it is not what this game allows.
    private mutating func replay(_ line: String, current: Bool) -> Bool {
        if line == Self.nextGameLine {
            guard phase == .result else { return false }
            dealNextGame()
            return true
        }
        guard let card = Card(line), !state.isFinished else { return false }
        let seat = state.turn
        if current, opponentSeats.contains(seat) {
            guard MatchPlayer.nextAction(state, seats: opponents, using: &generator).card == card else { return false }
        }
        guard state.view(for: seat).hand.contains(card) else { return false }
        _ = perform(Action(seat: seat, card: card))
        if phase == .trickShown { shownTrick = nil }
        if phase != .result { _ = proceed() }
        return true
    }

    /// The seats the computer plays (everyone but the person, at seat 0).
    var opponentSeats: Range<Int> { 1..<config.players.players }
}
