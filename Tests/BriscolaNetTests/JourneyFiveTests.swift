import BriscolaTestSupport
import Foundation
import Testing

/// A whole game of five (briscola chiamata) on the real binary, as a person plays it: the
/// auction by keys, the play, the result with the deal scores; then the history has the game
/// with its auction, call and deal scores, and its stats count it by role.
extension Journeys {
    @Suite struct JourneyFiveTests {
        @Test(arguments: [(80, 24), (120, 40)])
        func aWholeGameOfFiveFromPlayToTheHistory(width: Int, height: Int) async throws {
            let tmux = try TmuxSession()
            defer { tmux.stop() }
            try tmux.start("play --players 5 --seed 21 --pause 0 --name Ada", width: width, height: height)
            #expect(try await tmux.waitForAll(["Auction", "Your hand", "Your bid"]), "\((try? tmux.capture()) ?? "")")
            let opening = try tmux.capture()
            #expect(opening.contains("Computer A (8)") && opening.contains("p pass"), "\(opening)")
            #expect(try await tmux.playFiveToResult(), "never reached the result: \((try? tmux.capture()) ?? "")")
            let result = try tmux.capture()
            #expect(result.contains("deal") && result.contains("series") && (result.contains("win this deal") || result.contains("lose this deal")), "\(result)")
            try tmux.send("n")
            #expect(try await tmux.waitForExit())
            #expect(try tmux.capture().contains("EXIT=0"))
            let saved = try await tmux.savedMatches()
            let last = try #require(saved.first)
            let record = try #require(last["record"] as? [String: Any])
            #expect(record["variant"] as? Int == 5 && (record["auction"] as? [Any])?.isEmpty == false, "\(record)")
            let deal = (record["dealScores"] as? [Any])?.compactMap { $0 as? Int } ?? []
            #expect(deal.count == 5 && deal.reduce(0, +) == 0 && deal.contains { $0 != 0 }, "\(record)")
            let id = try #require(last["id"] as? Int)
            let show = try ChildProcess(["history", "show", "\(id)", "--history", tmux.historyPath])
            #expect(try await show.exit(within: 20) == 0, "history show: \(show.errors)")
            #expect(show.output.contains("Auction: ") && show.output.contains("Called ") && show.output.contains("Deal scores: "), "\(show.output)")
            let stats = try ChildProcess(["history", "stats", "--history", tmux.historyPath])
            #expect(try await stats.exit(within: 20) == 0, "history stats: \(stats.errors)")
            #expect(stats.output.contains("Briscola a cinque, by role:"), "\(stats.output)")
        }

        /// The same game in Italian (the locale's language): the auction, the call and the play
        /// by keys to the result, every prompt in Italian.
        @Test func aWholeGameOfFiveInItalian() async throws {
            let tmux = try TmuxSession()
            defer { tmux.stop() }
            try tmux.start("play --players 5 --seed 22 --pause 0 --name Ada", lang: "it_IT.UTF-8")
            #expect(try await tmux.waitForAll(["Asta", "La tua mano", "Tocca a te offrire"]), "\((try? tmux.capture()) ?? "")")
            #expect(try await tmux.playFiveToResult(words: .italian), "never reached the result: \((try? tmux.capture()) ?? "")")
            let result = try tmux.capture()
            #expect(result.contains("contro quattro computer") && !result.contains("Your"), "\(result)")
            try tmux.send("n")
            #expect(try await tmux.waitForExit())
            let saved = try await tmux.savedMatches()
            #expect((saved.first?["record"] as? [String: Any])?["variant"] as? Int == 5, "\(saved)")
        }
    }
}

/// What a table of five says where `playFiveToResult` looks, in one language.
struct FiveWords {
    let redeal, over, bid, call, turn, skip: String
    static let english = FiveWords(redeal: "Enter deals again", over: "is over", bid: "Your bid", call: "Your call",
                                   turn: "Your turn", skip: "Space skip")
    static let italian = FiveWords(redeal: "Invio ridà le carte", over: "è finita", bid: "Tocca a te offrire",
                                   call: "Tocca a te chiamare", turn: "Tocca a te", skip: "Spazio salta")
}

extension TmuxSession {
    /// Plays a deal of five to its result as a person would: the first bid asked is the lowest
    /// (Enter), later ones pass (p), a call takes the first suit (1), card 1 each turn, Space
    /// skips pauses, and a deal thrown in is dealt again (Enter). False if no result came.
    func playFiveToResult(seconds: Double = 180, words: FiveWords = .english) async throws -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        var bidOnce = false
        while ContinuousClock.now < deadline {
            let screen = try capture()
            if screen.contains(words.redeal) {
                try press("Enter")
            } else if screen.contains(words.over) {
                return true
            } else if screen.contains(words.bid) {
                if bidOnce { try send("p") } else { try press("Enter") }
                bidOnce = true
            } else if screen.contains(words.call) {
                try send("1")
            } else if screen.contains(words.turn) {
                try send("1")
            } else if screen.contains(words.skip) {
                try send(" ")
            } else {
                await pause(.milliseconds(40))
                continue
            }
            _ = try await waitForChange(from: screen)
            await pause(.milliseconds(40))
        }
        return false
    }
}
