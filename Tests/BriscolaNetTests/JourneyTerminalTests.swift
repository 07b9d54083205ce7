import BriscolaTestSupport
import Foundation
import Testing

/// The terminal as a person treats it: resizing mid-game, a window too small, no colour, ASCII,
/// and every way of leaving (q, Ctrl-C, SIGTERM, Ctrl-Z then `fg`), the terminal restored each time.
extension Journeys {
    @Suite struct JourneyTerminalTests {
        @Test func resizingMidGameRedrawsAtEverySizeAndATooSmallWindowTakesNoCards() async throws {
            let tmux = try TmuxSession()
            defer { tmux.stop() }
            // Started from the menu: the path where resizes were once ignored.
            #expect(try await tmux.startGameFromTheMenu())
            for (width, height) in [(120, 40), (100, 30), (80, 24)] {
                try tmux.resize(width: width, height: height)
                #expect(try await tmux.waitForAll(["Your hand", "Trump", "Stock"]), "at \(width)×\(height): \((try? tmux.capture()) ?? "")")
                let lines = try tmux.capture().split(separator: "\n", omittingEmptySubsequences: false)
                #expect(lines.count >= height && lines.allSatisfy { $0.count <= width })
            }
            try tmux.resize(width: 70, height: 20)
            #expect(try await tmux.waitFor("needs at least 80"), "\((try? tmux.capture()) ?? "")")
            // Keys that would play unseen cards do nothing.
            try tmux.send("1")
            try tmux.send("2")
            await pause(.milliseconds(300))
            try tmux.resize(width: 80, height: 24)
            #expect(try await tmux.waitForAll(["Your turn", "Your hand"]))
            let screen = try tmux.capture()
            #expect(!screen.contains("You play"), "a card was played while the table was hidden:\n\(screen)")
            #expect(screen.contains("▲ 1"))
        }

        @Test func noColorAsciiAndPlainLocalesStillShowTheSuits() async throws {
            for (environment, lang, arguments) in [("NO_COLOR=1", "C.UTF-8", ""), ("", "C.UTF-8", "--ascii"), ("", "C", "")] {
                let tmux = try TmuxSession()
                defer { tmux.stop() }
                try tmux.start("play --seed 4 --pause 0 \(arguments)", environment: environment, lang: lang)
                #expect(try await tmux.waitFor("Your hand"))
                let screen = try tmux.capture(), styled = try tmux.captureStyled()
                let suits = ["Coppe", "Denari", "Spade", "Bastoni"].filter(screen.contains)
                #expect(!suits.isEmpty, "no suit named: \(screen)")
                if environment == "NO_COLOR=1" {
                    let colours = (1...7).map { "\u{1B}[3\($0)m" } + (1...7).map { ";3\($0)m" }
                    #expect(!colours.contains(where: styled.contains), "colour under NO_COLOR")
                } else {
                    #expect(!screen.contains("┌") && screen.contains("+-------+"), "not ASCII (\(lang) \(arguments)):\n\(screen)")
                }
            }
        }

        /// A terminal that cannot move its cursor (TERM=dumb) gets the game in plain lines, not a
        /// full screen of escape sequences it would print as text.
        @Test func aDumbTerminalGetsPlainLines() async throws {
            let tmux = try TmuxSession()
            defer { tmux.stop() }
            try tmux.start("play --seed 4 --pause 0", environment: "TERM=dumb")
            #expect(try await tmux.waitFor("Your card:"))
            let screen = try tmux.capture()
            #expect(screen.contains("Your hand: 1) ") && !screen.contains("┌"), "\(screen)")
            try tmux.send("q")
            try tmux.press("Enter")
            #expect(try await tmux.waitForExit())
            #expect(try tmux.capture().contains("EXIT=0"))
        }

        @Test func quittingWithQAsksAndExitsZero() async throws {
            let tmux = try TmuxSession()
            defer { tmux.stop() }
            try tmux.start("play --seed 7")
            #expect(try await tmux.waitFor("Your hand"))
            try tmux.send("q")
            #expect(try await tmux.waitFor("Quit this game?"))
            try tmux.send("y")
            #expect(try await tmux.waitForExit())
            #expect(try tmux.capture().contains("EXIT=0"))
            #expect(try tmux.sttyBefore() == tmux.sttyAfter())
        }

        @Test func ctrlCExits130AndRestoresTheTerminal() async throws {
            let tmux = try TmuxSession()
            defer { tmux.stop() }
            #expect(try await tmux.startGameFromTheMenu())
            try tmux.send("1")
            #expect(try await tmux.waitFor("You play"))
            try tmux.press("C-c")
            #expect(try await tmux.waitForExit())
            #expect(try tmux.capture().contains("EXIT=130"), "\((try? tmux.capture()) ?? "")")
            #expect(try tmux.sttyBefore() == tmux.sttyAfter())
            // Quitting mid-game keeps the game as abandoned.
            let saved = try await tmux.savedMatches()
            #expect(saved.count == 1 && saved.first?["outcome"] as? String == "abandoned", "\(saved)")
        }

        @Test func sigtermExits143AndRestoresTheTerminal() async throws {
            let tmux = try TmuxSession()
            defer { tmux.stop() }
            try tmux.start("play --seed 6 --pause 0")
            #expect(try await tmux.waitFor("Your hand"))
            try tmux.signalGame(SIGTERM)
            #expect(try await tmux.waitForExit())
            #expect(try tmux.capture().contains("EXIT=143"), "\((try? tmux.capture()) ?? "")")
            #expect(try tmux.sttyBefore() == tmux.sttyAfter())
        }

        @Test func ctrlZSuspendsAndFgRedrawsWithoutTheShellsKeys() async throws {
            let tmux = try TmuxSession()
            defer { tmux.stop() }
            try tmux.startShell()
            await pause(.milliseconds(300))
            // Alone on the line: a shell runs the rest of a list when a job in it stops.
            try tmux.send("env \(tmux.home) \(ChildProcess.binary.path) play --seed 8 --pause 0\r")
            #expect(try await tmux.waitForAll(["Your hand", "Your turn"]))
            try tmux.press("C-z")
            #expect(try await tmux.waitFor("Stopped"), "not suspended: \((try? tmux.capture()) ?? "")")
            #expect(!(try tmux.capture()).contains("Your hand"), "the game still covers the shell")
            // What is typed at the shell stays with the shell.
            try tmux.send("true 1\r")
            await pause(.milliseconds(200))
            try tmux.send("fg\r")
            #expect(try await tmux.waitForAll(["Your hand", "Your turn"]), "no redraw after fg: \((try? tmux.capture()) ?? "")")
            #expect(!(try tmux.capture()).contains("You play"))
            try tmux.send("q")
            try tmux.send("y")
            #expect(try await tmux.waitUntilGone("Your hand"))
            try tmux.send("echo EXIT=$?\r")
            #expect(try await tmux.waitFor("EXIT=0"), "\((try? tmux.capture()) ?? "")")
        }
    }
}
