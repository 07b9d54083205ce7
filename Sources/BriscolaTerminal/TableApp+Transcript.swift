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

    /// The games of a transcript as they stood, each its list of cards (nil: a line that is no card).
    static func games(of transcript: [String]) -> [[Card]]? {
        var games: [[Card]] = [[]]
        for line in transcript {
            if line == nextGameLine {
                games.append([])
                continue
            }
            guard let card = Card(line) else { return nil }
            games[games.count - 1].append(card)
        }
        return games
    }

    /// The app as it stood after `transcript`: the series dealt again from the config's seed, the
    /// person's cards played as they were, and the current game's opponents working out their
    /// cards again (their choices are seeded) — each checked against the line, so a file from
    /// another version or edited by hand is refused (nil) rather than played differently. Games
    /// already finished are replayed by the rules alone. It waits where the transcript stopped.
    public static func resumed(config: TableAppConfig, transcript: [String]) -> TableApp? {
        guard let games = games(of: transcript) else { return nil }
        var app = TableApp(config: config)
        for (number, cards) in games.enumerated() {
            if number > 0 {
                guard app.phase == .result else { return nil }
                app.dealNextGame()
            }
            let current = number == games.count - 1
            for card in cards {
                guard !app.state.isFinished else { return nil }
                let seat = app.state.turn
                if current, app.opponentSeats.contains(seat) {
                    guard MatchPlayer.nextAction(app.state, seats: app.opponents, using: &app.generator).card == card else { return nil }
                }
                guard app.state.view(for: seat).hand.contains(card) else { return nil }
                _ = app.perform(Action(seat: seat, card: card))
                if app.phase == .trickShown { app.shownTrick = nil }
                if app.phase != .result { _ = app.proceed() }
            }
            if !current, app.phase != .result { return nil }
        }
        app.status = app.text(.statusResumed, ["game": "\(app.gameNumber)"])
        return app
    }

    /// The seats the computer plays (everyone but the person, at seat 0).
    var opponentSeats: Range<Int> { 1..<config.players.players }
}
