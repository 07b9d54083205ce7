import BriscolaCore
import BriscolaTerminal
import Testing

/// Drives a `TableApp` as a person would (keys, and ticks where the driver would wait).
struct Driver {
    var app: TableApp

    init(seed: UInt64 = 7, players: Variant = .two) {
        app = TableApp(config: TableAppConfig(players: players, level: .normal, name: "Ada", seed: seed, pauseMilliseconds: 500))
        settle(app.start())
    }

    /// Delivers ticks while the app is waiting (bounded).
    mutating func settle(_ effects: [AppEffect]) {
        var pending = effects
        var steps = 0
        while pending.contains(where: { if case .wait = $0 { true } else { false } }), steps < 1000 {
            pending = app.handle(.tick)
            steps += 1
        }
    }

    mutating func press(_ key: Key) { settle(app.handle(.key(key))) }

    /// Plays the first card every turn until `stop` holds or the game ends.
    mutating func playUntil(_ stop: (TableApp) -> Bool) {
        var steps = 0
        while !stop(app), app.phase != .result, steps < 100 {
            press(.character("1"))
            steps += 1
        }
    }

    /// Plays the first card, stopping while the finished trick is still shown.
    mutating func playFirstAndHold() {
        _ = app.handle(.key(.character("1")))
    }
}
