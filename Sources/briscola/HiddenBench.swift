import BriscolaApp
import ArgumentParser

/// `briscola bench hidden`: what hidden hands cost — group operations, a card's opening, and whole
/// games in protocol 2 and 3 at an in-process table (time of the deal and of a game, bytes).
struct HiddenBench: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "hidden", abstract: CommandLanguage.words(.aboutBenchHidden)) }

    @Option(parsing: .unconditional, help: .phrase(.optGames)) var games = 50
    @Option(parsing: .unconditional, help: .phrase(.benchNetPlayers)) var players = 2
    @Flag(help: .phrase(.optJsonObject)) var json = false

    func validate() throws {
        guard (1...10_000).contains(games) else { throw ValidationError.between("--games", 1, 10_000) }
        guard (2...4).contains(players) else { throw ValidationError(.usagePlayers, ["option": "--players"]) }
    }

    func run() throws {
        let result = HiddenBenchmark.run(games: games, players: players)
        Output.result(json: json, json ? try JSONOutput.string(result) : result.text(CommandLanguage.text))
        if result.open.finished != games || result.hidden.finished != games || result.proofs.verified != result.proofs.made { throw ExitCode(1) }
    }
}
