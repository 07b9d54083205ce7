import BriscolaApp
import ArgumentParser
import BriscolaAI
import BriscolaCore

/// `briscola sim`: plays many seeded games between two levels and reports who won, or writes
/// every game as a JSON line for checking by another program.
struct SimCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "sim", abstract: CommandLanguage.words(.aboutSim), discussion: CommandLanguage.words(.simDiscussion)
    ) }

    @Option(help: .phrase(.simPlayers)) var players: Variant = .two
    @Option(parsing: .unconditional, help: .phrase(.optGames)) var games: Int = 1000
    @Option(parsing: .unconditional, help: .phrase(.simSeed)) var seed: SeedArgument?
    @Option(help: .phrase(.simA)) var a: Opponent = .easy
    @Option(help: .phrase(.simB)) var b: Opponent = .easy
    @Option(parsing: .unconditional, help: .phrase(.simHardIterations)) var hardIterations = HardStrategy.defaultIterations
    @Option(help: .phrase(.simLog)) var log: String?
    @Flag(help: .phrase(.simJson)) var json = false
    @Flag(help: .phrase(.simDuplicate)) var duplicate = false
    @Option(parsing: .unconditional, help: .phrase(.simJobs)) var jobs = 1

    func validate() throws {
        guard games > 0, games <= 100_000_000 else { throw ValidationError.between("--games", 1, 100_000_000) }
        guard hardIterations > 0, hardIterations <= 1_000_000 else {
            throw ValidationError.between("--hard-iterations", 1, 1_000_000)
        }
        guard jobs > 0, jobs <= 256 else { throw ValidationError.between("--jobs", 1, 256) }
        if [a, b].contains(where: { $0.level == nil }), players != .two { throw ValidationError(.usageOracleTwoPlayers) }
        if duplicate, players == .five { throw ValidationError(.usageDuplicateFive) }
    }

    func run() async throws {
        Output.result(json: json, try await SimSummary.report(players: players, a: a, b: b, games: games, seed: (seed ?? SeedArgument.random()).value,
                                                        hardIterations: hardIterations, log: log, duplicate: duplicate, jobs: jobs, json: json))
    }
}

extension Opponent: ExpressibleByArgument {}
