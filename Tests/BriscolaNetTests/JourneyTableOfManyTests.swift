import BriscolaTestSupport
import Foundation
import Testing

/// Three and four people (or computer players) at one network table, each person in a terminal of
/// their own at 80×24: the waiting room fills, the host fills the free seats with computer players,
/// and the game starts on every screen.
extension Journeys {
    @Suite struct JourneyTableOfManyTests {
        @Test func aTableOfFourFillsInTheWaitingRoomAndStartsWhenTheHostAddsComputerPlayers() async throws {
            let anna = try TmuxSession(), bruno = try TmuxSession()
            defer { anna.stop(); bruno.stop() }
            try anna.configure(["pause = 0"])
            #expect(try await anna.hostFromTheMenu(seats: 4, user: "anna"))
            #expect(try await anna.waitForAll(["A table of 4", "1 of 4 seats taken", "Seat 2  free"]), "\((try? anna.capture()) ?? "")")
            let room = try anna.capture()
            #expect(room.contains("Seat 1  Anna (host, you)") && room.contains("Partners sit opposite"), "\(room)")
            #expect(room.contains("b puts computer players in the free seats"))
            let port = try #require(JourneyMenuTests.port(in: room))
            try bruno.start("join 127.0.0.1:\(port) --name Bruno --pause 0")
            #expect(try await bruno.waitForAll(["2 of 4 seats taken", "Bruno (you)", "Anna (host)"]), "\((try? bruno.capture()) ?? "")")
            #expect(try await anna.waitFor("2 of 4 seats taken"))
            #expect(try bruno.capture().contains("The game starts when every seat is taken"))
            try anna.send("b")
            #expect(try await anna.waitFor("Your hand"), "\((try? anna.capture()) ?? "")")
            #expect(try await bruno.waitFor("Your hand"), "\((try? bruno.capture()) ?? "")")
            let table = try bruno.capture()
            #expect(table.contains("Bot 3") && table.contains("Bot 4") && table.contains("Anna"), "\(table)")
            #expect(table.contains("us: 0 points"), "four play in teams: \(table)")
            #expect(try await JourneyTableTests.play(4, anna, bruno), "the turns kept coming to both people")
        }

        /// The waiting room before the first game: a guest killed there frees the seat at once and
        /// is offered nothing to resume; a host who leaves it tells its guest the table has closed,
        /// and Enter leaves (the guest once stayed in an empty room with nobody behind it).
        @Test func aGuestIsToldWhenTheHostLeavesTheWaitingRoom() async throws {
            let anna = try TmuxSession(), bruno = try TmuxSession(), carla = try TmuxSession()
            defer { anna.stop(); bruno.stop(); carla.stop() }
            try anna.start("host --players 4 --port 0 --no-advertise --name Anna")
            #expect(try await anna.waitFor("1 of 4 seats taken"), "\((try? anna.capture()) ?? "")")
            let port = try #require(JourneyMenuTests.port(in: try anna.capture()))
            try bruno.start("join 127.0.0.1:\(port) --name Bruno")
            #expect(try await bruno.waitFor("2 of 4 seats taken"), "\((try? bruno.capture()) ?? "")")
            try carla.start("join 127.0.0.1:\(port) --name Carla")
            #expect(try await anna.waitFor("3 of 4 seats taken"), "\((try? anna.capture()) ?? "")")
            try carla.signalGame(SIGKILL)
            #expect(try await carla.waitFor("EXIT=137"), "\((try? carla.capture()) ?? "")")
            #expect(try await anna.waitFor("2 of 4 seats taken"), "Carla's seat is free at once: \((try? anna.capture()) ?? "")")
            let again = try TmuxSession()
            defer { again.stop() }
            try again.start("", environment: carla.home)
            #expect(try await again.waitFor("Play on this machine"), "\((try? again.capture()) ?? "")")
            #expect(try !again.capture().contains("Resume"), "nothing to resume: \((try? again.capture()) ?? "")")
            try anna.send("q")
            #expect(try await anna.waitFor("Leave this table?"), "\((try? anna.capture()) ?? "")")
            try anna.send("y")
            #expect(try await bruno.waitFor("The table has closed: Anna left"), "\((try? bruno.capture()) ?? "")")
            try bruno.press("Enter")
            #expect(try await bruno.waitFor("EXIT="), "\((try? bruno.capture()) ?? "")")
            #expect(try bruno.capture().contains("The table has closed: Anna left"), "the reason stays: \((try? bruno.capture()) ?? "")")
        }

        @Test func aHostAloneFillsItsTableWithComputerPlayersAndPlays() async throws {
            let anna = try TmuxSession()
            defer { anna.stop() }
            let port = Int.random(in: 20_000...40_000)
            try anna.start("host --players 3 --port \(port) --no-advertise --name Anna --pause 0")
            #expect(try await anna.waitForAll(["A table of 3", "1 of 3 seats taken", "b puts computer players"]), "\((try? anna.capture()) ?? "")")
            try anna.send("b")
            #expect(try await anna.waitFor("Your hand"), "nobody came, b pressed: \((try? anna.capture()) ?? "")")
            let table = try anna.capture()
            #expect(table.contains("Bot 2") && table.contains("Bot 3"), "\(table)")
            // Her cards are dealt hidden like anyone's; she plays all thirteen to the end of the game.
            var turns = 0
            let deadline = ContinuousClock.now + .seconds(60)
            while turns < 13, ContinuousClock.now < deadline {
                let screen = try anna.capture()
                if screen.contains("Your turn") {
                    try anna.send("1")
                    turns += 1
                    _ = try await anna.waitForChange(from: screen)
                }
                await pause(.milliseconds(50))
            }
            #expect(turns == 13, "Anna played \(turns) of her 13 cards")
            #expect(try await anna.waitFor("Game 1 is over"), "\((try? anna.capture()) ?? "")")
        }

        @Test func aTableOfThreeWithOneComputerPlayerStartsWhenTheGuestSitsDown() async throws {
            let anna = try TmuxSession(), bruno = try TmuxSession()
            defer { anna.stop(); bruno.stop() }
            let port = Int.random(in: 20_000...40_000)
            try anna.start("host --players 3 --bots 1 --port \(port) --no-advertise --name Anna --pause 0")
            #expect(try await anna.waitForAll(["A table of 3", "2 of 3 seats taken", "Bot 3 (computer)"]), "\((try? anna.capture()) ?? "")")
            try bruno.start("join 127.0.0.1:\(port) --name Bruno --pause 0")
            #expect(try await bruno.waitFor("Your hand"), "\((try? bruno.capture()) ?? "")")
            #expect(try await anna.waitFor("Your hand"), "\((try? anna.capture()) ?? "")")
            #expect(try bruno.capture().contains("Bot 3"))
            #expect(try await JourneyTableTests.play(3, anna, bruno), "the turns kept coming to both people")
        }
    }
}

/// The turn timer as a person meets it: a table hosted with `--turn-time`, a player who does not
/// press a key, and the lowest card played for them when the seconds run out.
extension Journeys {
    @Suite struct JourneyTurnTimerTests {
        @Test func whenThePlayersTimeRunsOutTheirLowestCardIsPlayedForThem() async throws {
            let host = try ChildProcess(["bot", "host", "--no-advertise", "--port", "0", "--bind", "127.0.0.1", "--turn-time", "3",
                                         "--games", "1", "--think", "200"])
            defer { host.kill() }
            let port = try await host.port()
            let bruno = try TmuxSession()
            defer { bruno.stop() }
            try bruno.start("join 127.0.0.1:\(port) --name Bruno --pause 0")
            #expect(try await bruno.waitFor("s left"), "the countdown shows: \((try? bruno.capture()) ?? "")")
            #expect(try await bruno.waitFor("Your time ran out", seconds: 20), "\((try? bruno.capture()) ?? "")")
            #expect(!(try bruno.capture()).contains("EXIT="), "the game goes on")
        }
    }
}
