import BriscolaTestSupport
import Foundation
import Testing

/// Whole games on the real binary in a real pseudo-terminal, as a person plays them: each level,
/// three and four players, the scores on screen checked against the record the program saved.
extension Journeys {
    @Suite struct JourneyGameTests {
        @Test(arguments: [("easy", 2), ("normal", 2), ("hard", 2), ("normal", 3), ("normal", 4)])
        func aWholeGameShowsTheScoresItSaves(level: String, players: Int) async throws {
            let tmux = try TmuxSession()
            defer { tmux.stop() }
            try tmux.start("play --seed 11 --pause 0 --level \(level) --players \(players) --name Ada")
            #expect(try await tmux.waitFor("Your hand"))
            let table = try tmux.capture()
            if players == 4 {
                #expect(table.contains("us: 0 points") && table.contains("Partner"), "\(table)")
            } else {
                #expect(table.contains("your points: 0"), "\(table)")
            }
            #expect(try await tmux.playToResult(), "never reached the result: \((try? tmux.capture()) ?? "")")
            let shown = try tmux.resultPoints()
            let result = try tmux.capture()
            #expect(!result.contains("Opponents wins"), "\(result)")
            try tmux.send("n")
            #expect(try await tmux.waitForExit())
            #expect(try tmux.capture().contains("EXIT=0"))
            let saved = try #require(try await tmux.savedMatches().first)
            let scores = recordScores(saved)
            #expect(scores.count == (players == 4 ? 2 : players))
            #expect(scores.reduce(0, +) == 120)
            // The person sits at seat 0 (side 0); the result lists the sides in order.
            #expect(shown == scores, "screen \(shown) vs record \(scores)")
        }

        @Test func aFinishedGameIsSavedAtOnceAndQLeavesTheResultWithoutAsking() async throws {
            let tmux = try TmuxSession()
            defer { tmux.stop() }
            try tmux.start("play --seed 13 --pause 0")
            #expect(try await tmux.waitFor("Your hand"))
            #expect(try await tmux.playToResult())
            // Saved while the program still runs: a kill now loses nothing.
            var saved: [[String: Any]] = []
            for _ in 0..<50 where saved.isEmpty {
                saved = try await tmux.savedMatches()
                if saved.isEmpty { await pause(.milliseconds(100)) }
            }
            #expect(saved.count == 1 && recordScores(saved[0]).reduce(0, +) == 120, "\(saved)")
            try tmux.send("q")
            #expect(try await tmux.waitForExit())
            let screen = try tmux.capture()
            #expect(screen.contains("EXIT=0") && !screen.contains("Quit this game?"), "\(screen)")
            // The shell keeps how the series went.
            #expect(screen.contains("Series: ") && screen.contains(" lost.\n") == !screen.contains("unfinished"), "\(screen)")
            #expect(try await tmux.savedMatches().count == 1, "saved twice")
        }

        /// Leaving in the middle of a game says so on the way out.
        @Test func leavingMidGameLeavesALineSayingSo() async throws {
            let tmux = try TmuxSession()
            defer { tmux.stop() }
            try tmux.start("play --seed 13 --pause 0")
            #expect(try await tmux.waitFor("Your turn"))
            try tmux.send("1")
            // (With no pause the emulator answers at once: "Your turn" may never be seen gone.)
            await pause(.milliseconds(500))
            #expect(try await tmux.waitFor("Your turn"))
            try tmux.send("q")
            #expect(try await tmux.waitFor("Quit this game?"))
            try tmux.send("y")
            #expect(try await tmux.waitForExit())
            let screen = try tmux.capture()
            #expect(screen.contains("Series: 0 won, 0 drawn, 0 lost. The last game was left unfinished.") && screen.contains("EXIT=0"), "\(screen)")
        }

        @Test func helpSaysTheRulesOfThreePlayers() async throws {
            let tmux = try TmuxSession()
            defer { tmux.stop() }
            try tmux.start("play --seed 3 --pause 0 --players 3")
            #expect(try await tmux.waitFor("Your hand"))
            try tmux.send("h")
            #expect(try await tmux.waitFor("2 of Bastoni is left out"), "\((try? tmux.capture()) ?? "")")
            #expect(!(try tmux.capture()).contains("More than 60 wins"))
        }

        @Test func spaceSkipsAPauseButNeverPlaysACard() async throws {
            let tmux = try TmuxSession()
            defer { tmux.stop() }
            try tmux.start("play --seed 5 --pause 0")
            #expect(try await tmux.waitForAll(["Your turn", "Your hand"]))
            let before = try tmux.capture()
            try tmux.send(" ")
            // Keys are read in order: once the help that h opens is up, Space has been handled.
            try tmux.send("h")
            #expect(try await tmux.waitFor("How to play"), "\((try? tmux.capture()) ?? "")")
            try tmux.send("x")
            #expect(try await tmux.waitUntilGone("How to play"))
            #expect(try await tmux.waitForAll(["Your turn", "Your hand"]))
            let after = try tmux.capture()
            #expect(after.contains("Your turn") && !after.contains("You play"), "Space played a card:\n\(after)")
            #expect(before == after)
        }

        @Test func showPointsGivesEachSeatsPointsWithThreePlayers() async throws {
            let tmux = try TmuxSession()
            defer { tmux.stop() }
            try tmux.start("play --seed 9 --pause 0 --players 3 --show-points")
            #expect(try await tmux.waitFor("Your hand"))
            let screen = try tmux.capture()
            #expect(screen.contains("Computer A") && screen.contains("Computer B"), "\(screen)")
            #expect(screen.components(separatedBy: " 0 pts").count - 1 == 2, "\(screen)")
        }

        @Test func fourPlayersNameEverySeatAndTheLastTrickFits() async throws {
            let tmux = try TmuxSession()
            defer { tmux.stop() }
            try tmux.start("play --seed 21 --pause 0 --players 4 --show-points")
            #expect(try await tmux.waitFor("Your hand"))
            #expect(try tmux.capture().contains("them: 0"))
            // Play until a trick is gathered and the "Last trick" line shows its taker.
            var line = ""
            for _ in 0..<200 {
                let screen = try tmux.capture()
                if let found = screen.split(separator: "\n").firstIndex(where: { $0.contains("Last trick:") }) {
                    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
                    let index = lines.firstIndex { $0.contains("Last trick:") } ?? found
                    line = lines[index...min(index + 1, lines.count - 1)].joined(separator: " ")
                    break
                }
                if screen.contains("Your turn") { try tmux.send("1") } else { try tmux.send(" ") }
                await pause(.milliseconds(40))
            }
            #expect(line.contains("take"), "the taker is cut off: \(line)")
            #expect(line.contains(" di "), "cards are not named: \(line)")
            let screen = try tmux.capture()
            #expect(screen.contains("Opponent 1") && screen.contains("Opponent 2"), "\(screen)")
        }
    }
}
