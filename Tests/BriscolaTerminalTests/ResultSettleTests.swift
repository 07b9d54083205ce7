import BriscolaCore
@testable import BriscolaTerminal
import Testing

/// A person who skips every pause with Enter presses one more as the result comes up: that Enter
/// does not deal the next game unseen (it did); once the result has stood, Enter deals, and y at once.
@Suite struct ResultSettleTests {
    /// Plays the first card on every turn and skips every pause with Enter, never letting a tick
    /// arrive, until the result is up (bounded).
    static func hammeredToTheResult() -> TableApp {
        var app = TableApp(config: TableAppConfig(players: .two, level: .easy, name: "Ada", seed: 21, pauseMilliseconds: 500))
        _ = app.start()
        var steps = 0
        while app.phase != .result, steps < 500 {
            _ = app.handle(.key(app.phase == .yourTurn ? .character("1") : .enter))
            steps += 1
        }
        return app
    }

    @Test func anEnterAsTheResultComesUpDoesNotDealTheNextGame() {
        var app = Self.hammeredToTheResult()
        #expect(app.phase == .result && app.gameNumber == 1)
        _ = app.handle(.key(.enter))
        #expect(app.phase == .result && app.gameNumber == 1, "a spare Enter dealt game \(app.gameNumber)")
        _ = app.handle(.tick)
        _ = app.handle(.key(.enter))
        #expect(app.gameNumber == 2 && app.phase != .result, "Enter after the result stood deals the next game")
    }

    @Test func yDealsAtOnce() {
        var app = Self.hammeredToTheResult()
        _ = app.handle(.key(.character("y")))
        #expect(app.gameNumber == 2 && app.phase != .result)
    }
}
