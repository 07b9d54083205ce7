import BriscolaApp
import ArgumentParser
import BriscolaAI
import BriscolaCore

/// `briscola bench ai`: the emulator's time per decision and the hard level's time per move over
/// positions from seeded random games; the expert's and the oracle's p50/p95/max per move over
/// whole games against the emulator.
struct AIBench: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "ai", abstract: CommandLanguage.words(.aboutBenchAI)) }

    @Option(parsing: .unconditional, help: .phrase(.benchPositions)) var positions = 2000
    @Option(parsing: .unconditional, help: .phrase(.benchHardMoves)) var hardMoves = 40
    @Option(parsing: .unconditional, help: .phrase(.benchHardIterations)) var hardIterations = HardStrategy.defaultIterations
    @Option(parsing: .unconditional, help: .phrase(.benchExpertGames)) var expertGames = 20
    @Option(help: .phrase(.benchExpertVersus)) var expertVersus: Level = .normal
    @Option(parsing: .unconditional, help: .phrase(.benchOracleGames)) var oracleGames = 10
    @Option(parsing: .unconditional, help: .phrase(.benchOracleExact)) var oracleExactTricks = Oracle.defaultExactTricks
    @Option(parsing: .unconditional, help: .phrase(.benchOracleLookahead)) var oracleLookahead = Oracle.defaultLookaheadTricks
    @Flag(help: .phrase(.optJsonObject)) var json = false

    func validate() throws {
        // Each count named when it is not positive ("counts must be positive" left it to guess which).
        for (option, count) in [("--positions", positions), ("--hard-moves", hardMoves), ("--hard-iterations", hardIterations),
                                ("--expert-games", expertGames), ("--oracle-games", oracleGames)] where count < 1 {
            throw ValidationError.atLeast(option, 1)
        }
        // A game of two has 20 tricks: no search goes further.
        guard (0...20).contains(oracleExactTricks) else { throw ValidationError.between("--oracle-exact-tricks", 0, 20) }
        guard (1...20).contains(oracleLookahead) else { throw ValidationError.between("--oracle-lookahead", 1, 20) }
    }

    func run() throws {
        let result = AIBenchResult.measure(positions: positions, hardMoves: hardMoves, hardIterations: hardIterations,
                                           expertGames: expertGames, expertVersus: expertVersus, oracleGames: oracleGames,
                                           oracle: Oracle(exactTricks: oracleExactTricks, lookaheadTricks: oracleLookahead))
        Output.result(json: json, json ? try JSONOutput.string(result)
            : result.text(CommandLanguage.text, expertGames: expertGames, oracleGames: oracleGames))
    }
}
