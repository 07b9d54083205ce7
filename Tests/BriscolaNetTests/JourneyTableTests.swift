import BriscolaTestSupport
import Foundation
import Testing

/// Two people at one network table, each in a terminal of their own: a line written on one
/// screen appears on the other (and a quick phrase back), keys typed into the line never reach
/// the table, and the turn passing rings the bell and titles the window — or, with the bell
/// turned off in the settings or by `--no-bell`, titles it without ringing.
extension Journeys {
    @Suite struct JourneyTableTests {
        /// Anna hosts from the menu (120×40, big table) and Bruno joins by address (80×24).
        static func seat(hostSettings: [String], joinOptions: String) async throws -> (TmuxSession, TmuxSession) {
            let anna = try TmuxSession(), bruno = try TmuxSession()
            try anna.configure(["pause = 0"] + hostSettings)
            #expect(try await anna.hostFromTheMenu(seats: 2, user: "anna", width: 120, height: 40))
            #expect(try await anna.waitFor("Waiting for a player"), "\((try? anna.capture()) ?? "")")
            let port = try #require(JourneyMenuTests.port(in: try anna.capture()))
            try anna.recordOutput()
            try bruno.start("join 127.0.0.1:\(port) --name Bruno --pause 0 \(joinOptions)")
            try bruno.recordOutput()
            #expect(try await bruno.waitFor("Your hand"), "\((try? bruno.capture()) ?? "")")
            #expect(try await anna.waitFor("Your hand"), "\((try? anna.capture()) ?? "")")
            return (anna, bruno)
        }

        /// Plays card 1 on whichever screen has the turn, `plays` times in all (two tricks make
        /// each side's turn come at least twice); false if the turns stopped coming.
        static func play(_ plays: Int, _ one: TmuxSession, _ other: TmuxSession) async throws -> Bool {
            var played = 0
            let deadline = ContinuousClock.now + .seconds(30)
            while played < plays, ContinuousClock.now < deadline {
                for player in [one, other] {
                    let screen = try player.capture()
                    guard screen.contains("Your turn") else { continue }
                    try player.send("1")
                    played += 1
                    _ = try await player.waitForChange(from: screen)
                }
                await pause(.milliseconds(50))
            }
            return played >= plays
        }

        static let bell = UInt8(7)
        static let turnTitle = Array("\u{1B}]2;Your turn — briscola".utf8)

        @Test func aLineWrittenOnOneScreenAppearsOnTheOtherAndTheTurnRings() async throws {
            let (anna, bruno) = try await Self.seat(hostSettings: [], joinOptions: "")
            defer { anna.stop(); bruno.stop() }
            // Bruno writes a line with keys that would otherwise play (1) or ask to quit (q).
            try bruno.send("c")
            #expect(try await bruno.waitFor("Say: _"))
            try bruno.send("Ciao Anna, quasi 1")
            try bruno.press("Enter")
            #expect(try await anna.waitFor("Bruno: Ciao Anna, quasi 1"), "\((try? anna.capture()) ?? "")")
            let brunoScreen = try bruno.capture()
            #expect(brunoScreen.contains("You: Ciao Anna, quasi 1") && !brunoScreen.contains("Quit this game?"), "\(brunoScreen)")
            #expect(!brunoScreen.contains("You play"), "a key typed into the line played a card: \(brunoScreen)")
            // Two lines pasted into the line join it (they once played a card and opened panels).
            try bruno.send("c")
            #expect(try await bruno.waitFor("Say: _"))
            try bruno.paste("see you at 8\n3 of us will come")
            #expect(try await bruno.waitFor("Say: see you at 8 3 of us will come_"), "\((try? bruno.capture()) ?? "")")
            try bruno.press("Enter")
            #expect(try await anna.waitFor("Bruno: see you at 8 3 of us"), "\((try? anna.capture()) ?? "")")
            #expect(try !bruno.capture().contains("You play"), "a pasted line played a card")
            // Anna answers with a quick phrase.
            try anna.send("!")
            #expect(try await anna.waitFor("1 Bella!"))
            try anna.send("3")
            #expect(try await bruno.waitFor("Anna: Ancora una?"), "\((try? bruno.capture()) ?? "")")
            // The turn coming rings each side's bell and sets its title; passing it sets the plain one.
            #expect(try await Self.play(4, anna, bruno))
            let rang = (anna.output.contains(Self.bell), bruno.output.contains(Self.bell))
            #expect(rang.0 && rang.1, "no bell")
            let titled = Self.contains(anna.output, Self.turnTitle) && Self.contains(bruno.output, Self.turnTitle)
            #expect(titled, "no title")
            #expect(try await Self.waitUntil {
                Set([try anna.title(), try bruno.title()]) == ["Your turn — briscola", "briscola"]
            }, "titles: \((try? anna.title()) ?? "") / \((try? bruno.title()) ?? "")")
            // Leaving on one's turn gives the window back the title it had before the program.
            let (waiting, leaving) = try anna.title() == "briscola" ? (anna, bruno) : (bruno, anna)
            try leaving.send("qy")
            #expect(try await waiting.waitFor("The game has ended"), "\((try? waiting.capture()) ?? "")")
            #expect(try await Self.waitUntil { (try? leaving.title()) == TmuxSession.shellTitle }, "the turn's title outlived the table: \((try? leaving.title()) ?? "")")
        }

        @Test func withTheBellOffTheTurnTitlesTheWindowWithoutRinging() async throws {
            let (anna, bruno) = try await Self.seat(hostSettings: ["bell = off"], joinOptions: "--no-bell")
            defer { anna.stop(); bruno.stop() }
            #expect(try await Self.play(4, anna, bruno))
            let titled = Self.contains(anna.output, Self.turnTitle) && Self.contains(bruno.output, Self.turnTitle)
            #expect(titled, "no title")
            let rang = (anna.output.contains(Self.bell), bruno.output.contains(Self.bell))
            #expect(!rang.0, "the settings' bell = off rang")
            #expect(!rang.1, "--no-bell rang")
        }

        /// Polls `condition` every 50 ms for at most `seconds`.
        static func waitUntil(seconds: Double = 10, _ condition: () throws -> Bool) async throws -> Bool {
            let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
            while ContinuousClock.now < deadline {
                if try condition() { return true }
                await pause(.milliseconds(50))
            }
            return false
        }

        static func contains(_ bytes: [UInt8], _ part: [UInt8]) -> Bool {
            guard bytes.count >= part.count else { return false }
            return (0...(bytes.count - part.count)).contains { bytes[$0..<($0 + part.count)].elementsEqual(part) }
        }
    }
}
