import BriscolaTestSupport
import BriscolaAI
import BriscolaApp
import BriscolaText
import Foundation
import Testing

/// `briscola sim`'s figures: the same whatever the number of cores that play them, and a duplicate
/// run reports A's margin in either language.
@Suite(.cpuBound) struct SimSummaryTests {
    /// `--log` through a symbolic link writes the file it points to (the link used to be replaced
    /// by a file of its own, and `/dev/full` by a file that took everything); a device that
    /// cannot take the games is a one-line error naming it and why.
    @Test func theLogIsWrittenThroughALinkAndAFullDeviceIsAnError() async throws {
        let directory = TestScratch.root.appendingPathComponent("briscola-simlog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("target.jsonl").path, link = directory.appendingPathComponent("link.jsonl").path
        try "original\n".write(toFile: target, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.jsonl")
        _ = try await SimSummary.simulate(players: .two, a: .normal, b: .easy, games: 3, seed: 4, hardIterations: 10, log: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.jsonl")
        let written = try String(contentsOfFile: target, encoding: .utf8)
        #expect(written.split(separator: "\n").count == 3 && !written.contains("original"), "\(written.prefix(80))")
        if FileManager.default.fileExists(atPath: "/dev/full") {
            let error = await #expect(throws: AppError.self) {
                try await SimSummary.simulate(players: .two, a: .normal, b: .easy, games: 3, seed: 4, hardIterations: 10, log: "/dev/full")
            }
            #expect(error.map { "\($0)" } == "cannot write the log file /dev/full: No space left on device")
        }
    }

    @Test(arguments: [2, 3, 5])
    func theFiguresAndTheLogDoNotDependOnTheJobs(_ jobs: Int) async throws {
        let directory = TestScratch.root.appendingPathComponent("briscola-sim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let one = directory.appendingPathComponent("one.jsonl").path, many = directory.appendingPathComponent("many.jsonl").path
        func run(_ jobs: Int, _ log: String) async throws -> SimSummary {
            try await SimSummary.simulate(players: .two, a: .hard, b: .normal, games: 11, seed: 8, hardIterations: 3, log: log,
                                    duplicate: true, jobs: jobs)
        }
        let serial = try await run(1, one), parallel = try await run(jobs, many)
        #expect(serial.games == 22 && parallel.games == 22)
        #expect(serial.deals == 11)
        let serialCounts: [Int] = [serial.winsA, serial.winsB, serial.draws]
        #expect(serialCounts == [parallel.winsA, parallel.winsB, parallel.draws])
        #expect(serial.marginA == parallel.marginA && serial.avgPointsA == parallel.avgPointsA)
        let serialLog = try String(contentsOfFile: one, encoding: .utf8)
        #expect(serialLog.split(separator: "\n").count == 22)
        #expect(try String(contentsOfFile: many, encoding: .utf8) == serialLog, "the games are written in order")
    }

    @Test func aDuplicateRunReportsTheMarginInEitherLanguage() async throws {
        let summary = try await SimSummary.simulate(players: .three, a: .normal, b: .easy, games: 10, seed: 4, hardIterations: 10,
                                              log: nil, duplicate: true)
        let margin = try #require(summary.marginA)
        #expect(summary.games == 30 && margin > 0)
        #expect(summary.deals == 10)
        #expect(summary.text().contains("duplicate: 10 deals, each played 3 times with A on every side; A's margin +"))
        #expect(summary.text(Text(.italian)).contains("duplicato: 10 smazzate, ciascuna giocata 3 volte con A per ogni lato"))
        let plain = try await SimSummary.simulate(players: .two, a: .normal, b: .easy, games: 10, seed: 4, hardIterations: 10, log: nil)
        #expect(plain.marginA == nil && !plain.text().contains("duplicate"))
    }
}
