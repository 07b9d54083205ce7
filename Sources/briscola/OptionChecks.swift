import ArgumentParser
import BriscolaApp
import BriscolaCore
import BriscolaText

/// The option-value checks' messages (`validate()`), in the command line's language: the parser
/// prints them after "Error: " with the usage, and the program exits with status 2.
extension ValidationError {
    /// A check's message from the command-line phrases, placeholders filled in.
    init(_ phrase: CommandPhrase, _ arguments: [String: String] = [:]) {
        self.init(CommandLanguage.text(phrase, arguments))
    }

    /// "`option` must be between `low` and `high`", or with a unit when `phrase` says seconds or milliseconds.
    static func between(_ option: String, _ low: Int, _ high: Int, _ phrase: CommandPhrase = .usageBetween) -> ValidationError {
        ValidationError(phrase, ["option": option, "low": "\(low)", "high": "\(high)"])
    }

    /// Computer players may take every seat but one besides the host's: a table whose seats are all
    /// taken from the start has nobody to wait for and no one who can join it.
    static func bots(_ bots: Int, players: Int) -> ValidationError? {
        if (0...max(0, players - 2)).contains(bots) { return nil }
        if players == 2 { return ValidationError(.usageBotsTwoSeats, ["option": "--bots"]) }
        return ValidationError(.usageBotsLeaveASeat, ["option": "--bots", "most": "\(players - 2)", "players": "\(players)"])
    }

    /// "`option` must be at least `least`".
    static func atLeast(_ option: String, _ least: Int) -> ValidationError {
        ValidationError(.usageAtLeast, ["option": option, "least": "\(least)"])
    }

    /// What is wrong with the name given to `option`.
    static func name(_ option: String, _ problem: PlayerName.Problem) -> ValidationError {
        ValidationError(CommandLanguage.text.nameProblem(problem, option: option))
    }
}
