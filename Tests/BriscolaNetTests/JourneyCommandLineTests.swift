import BriscolaTestSupport
import Foundation
import Testing

/// The commands of docs/commands.md, run as a person types them: each answers `--help`, the
/// quick ones run for real, and mistakes get one clear line and the documented exit status
/// (0 done, 1 failure, 2 usage).
extension Journeys {
    @Suite struct JourneyCommandLineTests {
        static let commands: [[String]] = [
            ["play"], ["host"], ["join"], ["lobby"], ["history"], ["history", "list"], ["history", "show"], ["history", "stats"],
            ["history", "export"], ["history", "delete"], ["history", "clear"], ["history", "backup"], ["history", "import"],
            ["history", "pair"], ["history", "sync"], ["replay"], ["config"], ["sim"], ["bot", "host"],
            ["bot", "join"], ["bench", "engine"], ["bench", "ai"], ["bench", "net"], ["bench", "soak"], ["bench", "ui"], ["bench", "sync"],
            ["menu"],
        ]

        // One at a time: twenty-two processes started at once on a loaded two-core machine once
        // kept one from being seen to exit within 20 s (its help printed nothing wrong).
        @Test(.serialized, arguments: commands)
        func everyCommandExplainsItself(_ command: [String]) async throws {
            let run = try ChildProcess(command + ["--help"])
            #expect(try await run.exit(within: 60) == 0, "\(command): \(run.errors) \(run.output.prefix(200))")
            #expect(run.output.contains("USAGE: briscola \(command.joined(separator: " "))"), "\(run.output)")
            // Where the parser lists an option's values, its help does not list them again.
            let options = run.output.components(separatedBy: "\n  --").map { $0.replacingOccurrences(of: "\n", with: " ") }
            for option in options {
                guard let values = option.range(of: "(values: easy") else { continue }
                #expect(!option[..<values.lowerBound].contains("easy"), "\(command): easy listed twice in \(option)")
            }
            // In Italian the command's own words (the parser wraps them, as English, to 80 columns).
            let help = try ChildProcess(command + ["--help"], environment: ["LANG": "it_IT.UTF-8", "LC_ALL": "it_IT.UTF-8"])
            #expect(try await help.exit(within: 60) == 0, "\(command): \(help.errors)")
            let wide = help.output.split(separator: "\n").filter { $0.count > 80 && !$0.hasPrefix("USAGE") }
            #expect(wide.isEmpty && help.output.contains("OPTIONS:") && help.output != run.output, "\(command): \(wide)")
        }

        @Test func quickCommandsRunForReal() async throws {
            let home = TestScratch.root.appendingPathComponent("briscola-cli-\(UUID().uuidString)").path
            let environment = ["XDG_DATA_HOME": home, "XDG_CONFIG_HOME": home, "XDG_STATE_HOME": home]
            let runs: [([String], String)] = [
                (["--version"], "0."),
                (["help", "history", "show"], "USAGE: briscola history show"),
                (["sim", "--games", "20", "--seed", "1"], "games/s"),
                (["sim", "--games", "10", "--seed", "1", "--duplicate", "--a", "normal"], "duplicate: 10 deals"),
                (["sim", "--games", "2", "--seed", "1", "--a", "seer", "--b", "normal", "--hard-iterations", "20"], "A = seer, B = normal"),
                (["config", "set", "name", "Ada"], "Ada"),
                (["config", "get", "name"], "Ada"),
                (["config", "list"], "name"),
                (["config", "set", "name", ""], "name = You"),
                (["config", "get", "name"], "You"),
                (["config", "set", "pause", "250"], "pause = 250"),
                (["config", "set", "pause", ""], "pause = 700"),
                (["history"], "No games yet"),
                (["history", "stats"], "No games yet"),
                (["bench", "ui"], "ms"),
                (["bench", "ai", "--positions", "20", "--hard-moves", "2", "--hard-iterations", "20", "--expert-games", "1",
                  "--expert-versus", "easy", "--oracle-games", "1", "--oracle-exact-tricks", "6", "--oracle-lookahead", "2"],
                 "(whole games against easy: 1)"),
            ]
            for (arguments, expected) in runs {
                let run = try ChildProcess(arguments, environment: environment)
                #expect(try await run.exit(within: 60) == 0, "\(arguments): \(run.errors)")
                #expect(run.output.contains(expected), "\(arguments): \(run.output)")
            }
            #expect(!FileManager.default.fileExists(atPath: home + "/briscola/history.sqlite"), "reading the history made one")
            // A key put back to its default is unset: no line of it is left (not "pause =", not
            // the day's default pinned).
            let config = (try? String(contentsOfFile: home + "/briscola/config", encoding: .utf8)) ?? ""
            #expect(!config.contains("pause") && !config.contains("name"), "\(config)")
            // A game in plain lines (not a terminal), saved, then shown, exported and replayed.
            let game = try ChildProcess(["play", "--seed", "42", "--pause", "0"], input: String(repeating: "1\n", count: 40),
                                        environment: environment)
            #expect(try await game.exit(within: 60) == 0, "\(game.errors)")
            // The id as the list prints it ("#1") is taken too.
            for arguments in [["history", "show", "1"], ["replay", "1", "--plain"], ["history", "export", "1", "--format", "markdown"],
                              ["history", "show", "#1"]] {
                let run = try ChildProcess(arguments, environment: environment)
                #expect(try await run.exit(within: 20) == 0, "\(arguments): \(run.errors)")
                #expect(!run.output.isEmpty)
            }
        }

        /// `help` with a word that names no command: the parser shows the help it can (exit 0).
        @Test func helpForAWordThatNamesNoCommand() async throws {
            for (arguments, usage) in [(["help", "foo"], "USAGE: briscola "), (["help", "histroy"], "USAGE: briscola "),
                                       (["help", "history", "sow"], "USAGE: briscola history ")] {
                let run = try ChildProcess(arguments)
                #expect(try await run.exit(within: 20) == 0, "\(arguments): \(run.errors)")
                #expect(run.output.contains(usage) && run.output.contains("SUBCOMMANDS:"), "\(arguments): \(run.output)")
            }
        }

        // One at a time, as the help above.
        @Test(.serialized, arguments: [
            (["plya"], "Error: Unexpected argument 'plya'\nUsage: briscola "),
            (["histroy"], "Unexpected argument 'histroy'"),
            (["stats"], "Unexpected argument 'stats'"),
            (["get", "name"], "2 unexpected arguments: 'get', 'name'"),
            (["xyzzy"], "Unexpected argument 'xyzzy'"),
            (["history", "show", "-1"], "'-1' is not a game id: ids are whole numbers from 1"),
            (["history", "show", "--", "-1"], "'-1' is not a game id: ids are whole numbers from 1"),
            (["replay", "0"], "'0' is not a game id"),
            (["sim", "--jobs", "-1"], "--jobs must be between 1 and 256"),
            (["bench", "ai", "--oracle-lookahead", "0"], "--oracle-lookahead must be between 1 and 20"),
            (["-x"], "Error: Unknown option '-x'\nUsage: briscola "),
            (["-x"], "See 'briscola --help' for more information."),
            (["history", "shwo", "6"], "2 unexpected arguments: 'shwo', '6'\nUsage: briscola history list "),
            (["config", "set", "level", "wizard"], "use easy, normal, hard, expert\nUsage: briscola config set "),
            (["config", "set", "pause", "-5"], "Error: \"-5\" is not a value for pause: use 0 to 10000 milliseconds\nUsage: briscola config set "),
            (["config", "set", "pause", "5", "6"], "Unexpected argument '6'"),
            (["config", "get", "colour"], "did you mean color? The settings are: name, level, players, color, ascii, show-points, pause, bell, language\nUsage: briscola config get "),
            (["config", "set", "nmae", "Ada"], "unknown setting \"nmae\"; did you mean name?"),
            (["bench", "egnine"], "Unexpected argument 'egnine'"),
            (["bot", "jion", "127.0.0.1:1"], "2 unexpected arguments: 'jion', '127.0.0.1:1'"),
            (["sim", "--bogus"], "Error: Unknown option '--bogus'"),
            (["play", "--pause", "-5"], "--pause must be between 0 and 10000"),
            (["play", "--level", "wizard"], "wizard"),
            (["play", "--players", "6"], "6"),
            (["host", "--port", "70000"], "--port must be between"),
            (["host", "--turn-time", "2"], "--turn-time must be between 5 and 600 seconds"),
            (["host", "--players", "5"], "--players must be 2, 3 or 4"),
            (["bot", "host", "--players", "3", "--bots", "3"], "--bots must be between 0 and 1: a table of 3 keeps a seat"),
            (["host", "--players", "3", "--bots", "2"], "--bots must be between 0 and 1: a table of 3 keeps a seat"),
            (["host", "--bots", "1"], "--bots needs a table of 3 or 4 (--players 3 or 4)"),
            (["bot", "join", "127.0.0.1:1", "--seat", "1"], "--seat must be 2, 3 or 4"),
            (["bot", "join"], "give either a HOST:PORT or --first"),
            (["history", "--limit", "0"], "--limit must be between"),
            (["lobby", "--timeout", "0"], "--timeout must be between 1 and 86400 seconds"),
            (["sim", "--jobs", "0"], "--jobs must be between 1 and 256"),
            (["sim", "--players", "3", "--a", "seer"], "the oracle and the seer play two-player games only"),
            (["bench", "ai", "--expert-versus", "wizard"], "wizard"),
            (["bench", "soak", "--per-connection", "0"], "--per-connection must be at least 1"),
            (["join", "nonsense"], "nonsense"),
            (["join", "127.0.0.1"], "The value '127.0.0.1' is invalid for '<address>': give HOST:PORT (the port too)"),
            (["bot", "join", "127.0.0.1:99999"], "'127.0.0.1:99999' is invalid for '<address>': the port is a number from 1 to 65535"),
            (["join", "foo:bar"], "'foo:bar' is invalid for '<address>': the port is a number from 1 to 65535"),
            (["join", "fe80::1"], "'fe80::1' is invalid for '<address>': give HOST:PORT (the port too), e.g. 192.168.1.20:4860 or, for IPv6, [fe80::1%eth0]:4860"),
            (["play", "--no-history", "--history", "x.sqlite"], "--history names a file to keep the games in and --no-history keeps none"),
            // The program's options before the command's name and after it are one set.
            (["--no-history", "play", "--history", "x.sqlite"], "--history names a file to keep the games in and --no-history keeps none"),
        ])
        func usageMistakesSayWhatIsWrongAndExitTwo(_ arguments: [String], _ expected: String) async throws {
            let run = try ChildProcess(arguments)
            #expect(try await run.exit(within: 20) == 2, "\(arguments) exited otherwise: \(run.errors)")
            #expect(run.errors.contains(expected), "\(arguments): \(run.errors)")
            // One line says what is wrong; the parser's usage follows it.
            #expect(run.errors.hasPrefix("Error: ") && run.errors.split(separator: "\n").dropFirst().first.map { $0.hasPrefix("Usage: ") || $0.hasPrefix("Help: ") } != false,
                    "\(arguments): \(run.errors)")
        }

        /// A bot refused by a full table says so as every failure is said ("Error: …") and exits 1.
        @Test func aBotAtAFullTableIsToldInOneLine() async throws {
            let host = try ChildProcess(["bot", "host", "--no-advertise", "--port", "0", "--bind", "127.0.0.1", "--think", "300", "--no-journal"])
            defer { host.kill() }
            let port = try await host.port()
            let first = try ChildProcess(["bot", "join", "127.0.0.1:\(port)", "--think", "300", "--no-journal"])
            defer { first.kill() }
            // The first guest is seated, as the host says.
            #expect(try await host.wait(seconds: 20) { $0.errors.contains("sat down: 2 of 2 seats taken") }, "\(host.errors)")
            let late = try ChildProcess(["bot", "join", "127.0.0.1:\(port)", "--no-journal"])
            #expect(try await late.exit(within: 20) == 1, "\(late.errors)")
            #expect(late.errors.hasPrefix("Error: This table already has its players"), "\(late.errors)")
        }

        @Test func failuresExitOne() async throws {
            // A refused connection, a missing match, a mistyped history file, a table not found in time.
            let home = TestScratch.root.appendingPathComponent("briscola-fail-\(UUID().uuidString)").path
            for (arguments, expected) in [(["bot", "join", "127.0.0.1:1"], "refused"),
                                          (["history", "show", "999"], "999"),
                                          (["history", "--history", home + "/typo/history.sqlite"], "there is no history at " + home),
                                          (["history", "stats", "--history", home + "/typo/history.sqlite"], "there is no history at"),
                                          (["bot", "join", "--first", "--timeout", "1"], "join"),
                                          (["bot", "host", "--no-advertise", "--port", "0", "--bind", "nonsense.invalid"],
                                           "cannot listen on nonsense.invalid: no such address or host name"),
                                          (["bot", "host", "--no-advertise", "--port", "0", "--bind", "192.0.2.77"],
                                           "cannot listen on 192.0.2.77: it is not an address of this machine")] {
                let run = try ChildProcess(arguments, environment: ["XDG_DATA_HOME": home])
                #expect(try await run.exit(within: 20) == 1, "\(arguments): \(run.errors)")
                #expect(run.errors.contains(expected), "\(arguments): \(run.errors)")
                #expect(run.errors.split(separator: "\n").count <= 2, "more than a line or two: \(run.errors)")
            }
            #expect(!FileManager.default.fileExists(atPath: home + "/typo"), "a command that reads the history made its folder")
        }

        /// `sim` on a terminal shows its progress; Ctrl-C clears that line before it stops (130),
        /// so the prompt does not come up after a half line.
        @Test func ctrlCDuringSimClearsItsProgressLine() async throws {
            let session = try TmuxSession()
            defer { session.stop() }
            try session.start("sim --games 100000000 --a normal --b easy --seed 1")
            #expect(try await session.waitFor("sim "), "\((try? session.capture()) ?? "")")
            try session.signalGame(SIGINT)
            #expect(try await session.waitFor("EXIT=130"), "\((try? session.capture()) ?? "")")
            let screen = try session.capture()
            #expect(screen.split(separator: "\n").first { $0.contains("EXIT=130") }?.hasPrefix("EXIT=130") == true, "\(screen)")
            #expect(!screen.contains("/100000"), "the progress line is gone: \(screen)")
        }
    }
}

/// The same exits on a terminal: a refused join exits 1 with its reason.
extension Journeys {
    @Suite struct JourneyExitStatusTests {
        @Test func aRefusedJoinOnATerminalExitsOne() async throws {
            let tmux = try TmuxSession()
            defer { tmux.stop() }
            try tmux.start("join 127.0.0.1:1")
            #expect(try await tmux.waitForExit())
            let screen = try tmux.capture()
            #expect(screen.contains("EXIT=1") && screen.contains("connection refused"), "\(screen)")
            #expect(try tmux.sttyBefore() == tmux.sttyAfter())
        }
    }
}
