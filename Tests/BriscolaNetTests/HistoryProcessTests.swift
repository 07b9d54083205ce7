import BriscolaTestSupport
import BriscolaHistory
import GRDB
import Foundation
import Testing

/// The real binary and a real SQLite file: games are saved as they end, two programs can save at
/// once, and an exported match replays in the independent reference implementation.
@Suite(.serialized, .ownQueue, .enabled(if: TestTools.runs(ChildProcess.built),
                              "the briscola binary was not built beside the tests"))
struct HistoryProcessTests {
    let directory = TestScratch.root.appendingPathComponent("briscola-hist-\(UUID().uuidString)")
    var database: String { directory.appendingPathComponent("history.sqlite").path }

    /// A whole line-mode game (first card every time), then "n" to the rematch question.
    let wholeGame = String(repeating: "1\n", count: 20) + "n\n"

    /// Output a full disk cannot take is a failure: one line on stderr and status 1, not a silent 0.
    @Test func outputThatCannotBeWrittenFails() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // A "full" device of our own (as root, as CI runs), else the system's.
        let own = directory.appendingPathComponent("full").path
        // major 1, minor 7: the "full" device
        let full = mknod(own, S_IFCHR | 0o666, dev_t(0x107)) == 0 ? own : "/dev/full"
        var info = stat()
        let statted = stat(full, &info) == 0
        try #require(statted && info.st_mode & S_IFMT == S_IFCHR, "no full device to write to")
        for command in ["sim --games 5 --seed 1", "sim --games 5 --seed 2 --json", "--help", "config list"] {
            let run = try ChildProcess(["-c", "\(TmuxSession.quote(ChildProcess.binary.path)) \(command) > \(full)"],
                                       executable: URL(fileURLWithPath: "/bin/sh"))
            #expect(try await run.exit(within: 30) == 1, "\(command): \(run.errors)")
            #expect(run.errors.contains("cannot write to standard output: No space left on device"), "\(command): \(run.errors)")
        }
    }

    @Test func twoProgramsSavingAtOnceKeepBothMatches() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let a = try ChildProcess(["play", "--seed", "1", "--history", database], input: wholeGame)
        let b = try ChildProcess(["play", "--seed", "2", "--history", database], input: wholeGame)
        #expect(try await a.exit(within: 30) == 0, "\(a.errors)")
        #expect(try await b.exit(within: 30) == 0, "\(b.errors)")
        let list = try ChildProcess(["history", "--json", "--history", database])
        #expect(try await list.exit(within: 10) == 0)
        let matches = try #require(try JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [[String: Any]])
        #expect(matches.count == 2)
        #expect(Set(matches.compactMap { $0["outcome"] as? String }).isSubset(of: ["won", "lost", "draw"]))
        // A limit that leaves matches out says so, and how to see them all (JSON stays a list).
        let limited = try ChildProcess(["history", "--limit", "1", "--history", database])
        #expect(try await limited.exit(within: 10) == 0)
        let lines = limited.output.split(separator: "\n")
        #expect(lines.count == 2 && lines[1] == "The latest 1 of 2 games; --limit 2 lists more.", "\(limited.output)")
        let json = try ChildProcess(["history", "--limit", "1", "--json", "--history", database])
        #expect(try await json.exit(within: 10) == 0 && !json.output.contains("latest"), "\(json.output)")
    }

    @Test func headlessPeersSaveTheHostsComputerPlayersAsComputers() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let guestFile = directory.appendingPathComponent("guest.sqlite").path
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let host = try ChildProcess(["bot", "host", "--no-advertise", "--port", "0", "--bind", "127.0.0.1", "--players", "3", "--bots", "1",
                                     "--level", "hard", "--games", "1", "--name", "Hal", "--history", database])
        defer { host.kill() }
        let guest = try ChildProcess(["bot", "join", "127.0.0.1:\(try await host.port())", "--name", "Gus", "--history", guestFile])
        #expect(try await guest.exit(within: 60) == 0, "\(guest.errors)")
        #expect(try await host.exit(within: 20) == 0, "\(host.errors)")
        // The host files its own computer player at its level; the guest files it as another
        // table's computer player, and the headless host too (its seat says it is a program); the
        // host files the guest program as a computer too (its hello says `headless`), not a person.
        let hosted = try #require(try HistoryStore(path: database).list().first)
        let joined = try #require(try HistoryStore(path: guestFile).list().first)
        let hostKinds = hosted.info.seats.map(\.kind.rawValue), guestKinds = joined.info.seats.map(\.kind.rawValue)
        #expect(hostKinds.sorted() == ["emulator:hard", "emulator:hard", "computer"].sorted(), "\(hostKinds)")
        #expect(hosted.info.seats.first { $0.name == "Gus" }?.kind.rawValue == "computer", "\(hosted.info.seats)")
        #expect(guestKinds == ["computer", "emulator:normal", "computer"], "\(guestKinds)")
    }

    /// A bot sits as the name in the settings (as `host` and `join` do) when no --name is given.
    @Test func aBotSitsAsTheNameInTheSettings() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let config = directory.appendingPathComponent("config").path
        try "name = Carla\n".write(toFile: config, atomically: true, encoding: .utf8)
        let host = try ChildProcess(["bot", "host", "--no-advertise", "--port", "0", "--bind", "127.0.0.1", "--games", "1", "--json",
                                     "--name", "Hal"])
        defer { host.kill() }
        let guest = try ChildProcess(["bot", "join", "127.0.0.1:\(try await host.port())", "--config", config])
        #expect(try await guest.exit(within: 60) == 0, "\(guest.errors)")
        let line = try #require(try gameLines(host.output).first)
        #expect(line["players"]?.contains("Carla") == true, "\(line)")
    }

    @Test func anExportedMatchReplaysInTheReferenceImplementation() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let play = try ChildProcess(["play", "--seed", "8", "--history", database], input: wholeGame)
        #expect(try await play.exit(within: 30) == 0)
        let export = try ChildProcess(["history", "export", "1", "--format", "json", "--history", database])
        #expect(try await export.exit(within: 10) == 0, "\(export.errors)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(export.output.utf8)) as? [String: Any])
        let record = try #require(object["record"])
        let line = String(decoding: try JSONSerialization.data(withJSONObject: record), as: UTF8.self)
        let file = directory.appendingPathComponent("export.jsonl")
        try (line + "\n").write(to: file, atomically: true, encoding: .utf8)
        let python = try #require(TestTools.python, "python3 is not installed")
        let script = TestTools.referenceScript.path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script, "verify", file.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "the exported record does not replay to its state hash")
    }

    /// `history clear` asks first: a lone y keeps everything and says the whole word is wanted,
    /// yes deletes every match (and sì in Italian).
    @Test func clearingTheHistoryWantsTheWholeWordYes() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = directory.appendingPathComponent("config").path
        func locale(_ name: String) -> [String: String] { ["LC_ALL": name, "LANG": name, "XDG_CONFIG_HOME": config] }
        let play = try ChildProcess(["play", "--seed", "4", "--history", database], input: wholeGame)
        #expect(try await play.exit(within: 30) == 0, "\(play.errors)")
        // Under LANG=C the prose is ASCII, as the screens are: no dashes, arrows or dots that terminal cannot show.
        for arguments in [["history"], ["history", "show", "1"], ["history", "stats"], ["replay", "1", "--plain"], ["history", "export", "1"]] {
            let plain = try ChildProcess(arguments + ["--history", database], environment: locale("C"))
            let status = try await plain.exit(within: 10)
            let output = plain.output, errors = plain.errors
            #expect(status == 0 && !output.isEmpty, "\(arguments): \(errors)")
            let ascii = output.unicodeScalars.allSatisfy { $0.isASCII }
            #expect(ascii, "\(arguments): \(output)")
        }
        let short = try ChildProcess(["history", "clear", "--history", database], input: "y\n", environment: locale("C.UTF-8"))
        #expect(try await short.exit(within: 10) == 0)
        #expect(short.output.contains("Delete every game in \(database)?") && short.output.contains("type the whole word yes"), "\(short.output)")
        // No answer at all (input ended): nothing deleted, said on a line of its own.
        let none = try ChildProcess(["history", "clear", "--history", database], environment: locale("C.UTF-8"))
        #expect(try await none.exit(within: 10) == 0)
        #expect(none.output.hasSuffix("to confirm: \nNothing deleted.\n"), "\(none.output)")
        let kept = try ChildProcess(["history", "--json", "--history", database], environment: locale("C.UTF-8"))
        #expect(try await kept.exit(within: 10) == 0 && kept.output.contains("\"outcome\""), "\(kept.output)")
        let italian = try ChildProcess(["history", "clear", "--history", database], input: "sì\n", environment: locale("it_IT.UTF-8"))
        #expect(try await italian.exit(within: 10) == 0)
        #expect(italian.output.contains("Scrivi sì per confermare") && italian.output.contains("Storico cancellato."), "\(italian.output)")
        let empty = try ChildProcess(["history", "--history", database], environment: locale("C.UTF-8"))
        #expect(try await empty.exit(within: 10) == 0 && empty.output.contains("No games yet"), "\(empty.output)")
    }

    /// Matches kept but none of them readable is said so, not "no matches yet".
    @Test func aHistoryWhoseMatchesAreAllDamagedSaysSo() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let play = try ChildProcess(["play", "--seed", "3", "--history", database], input: wholeGame)
        #expect(try await play.exit(within: 30) == 0, "\(play.errors)")
        try await DatabaseQueue(path: database).write { try $0.execute(sql: "UPDATE match SET record = '{garbage'") }
        for command in [["history"], ["history", "stats"]] {
            let list = try ChildProcess(command + ["--history", database])
            #expect(try await list.exit(within: 10) == 0)
            #expect(list.output.contains("No game here can be read: 1 left out") && !list.output.contains("No games yet"), "\(list.output)")
            #expect(list.errors.contains("game 1, column record"), "\(list.errors)")
        }
    }

    @Test func aFileThatIsNotADatabaseIsNamedAndKept() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try "not a database".write(toFile: database, atomically: true, encoding: .utf8)
        let list = try ChildProcess(["history", "--history", database])
        #expect(try await list.exit(within: 10) == 1)
        #expect(list.errors.contains("\(database) is not a briscola history database"))
        // Said before the game, whose result could not be kept (it was said after it).
        let play = try ChildProcess(["play", "--seed", "3", "--history", database], input: wholeGame)
        #expect(try await play.exit(within: 30) == 1)
        #expect(play.errors.contains("\(database) is not a briscola history database") && play.output.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(play.output)")
        #expect(try String(contentsOfFile: database, encoding: .utf8) == "not a database")
        // A headless table refuses it before it begins too: no journal left for a later table on
        // the port to "resume".
        let state = directory.appendingPathComponent("state").path
        let host = try ChildProcess(["bot", "host", "--no-advertise", "--port", "0", "--bind", "127.0.0.1", "--history", database],
                                    environment: ["XDG_STATE_HOME": state])
        #expect(try await host.exit(within: 10) == 1)
        #expect(host.errors.contains("is not a briscola history database") && !host.errors.contains("listening"), "\(host.errors)")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: state + "/briscola/journal")) ?? []).isEmpty)
    }
}

/// A writer killed with SIGKILL in the middle of saving leaves every earlier match intact.
@Suite(.serialized, .ownQueue, .enabled(if: TestTools.runs(ChildProcess.built),
                              "the briscola binary was not built beside the tests"))
struct KilledWhileSavingTests {
    @Test func everyMatchSavedBeforeTheKillIsIntactAndReplays() async throws {
        let directory = TestScratch.root.appendingPathComponent("briscola-kill-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = directory.appendingPathComponent("history.sqlite").path
        let host = try ChildProcess(["bot", "host", "--no-advertise", "--port", "0", "--bind", "127.0.0.1", "--history", database, "--json"])
        let port = try await host.port()
        let guest = try ChildProcess(["bot", "join", "127.0.0.1:\(port)", "--games", "2000"])
        // Let it save for a while, then kill the writer mid-stream.
        #expect(try await host.wait(seconds: 120) { $0.output.split(separator: "\n").count >= 30 })
        host.kill(SIGKILL)
        _ = try await host.exit(within: 5)
        guest.kill()
        let printed = host.output.split(separator: "\n").count
        let store = try HistoryStore(path: database)
        let matches = try store.list(limit: 100_000)
        // Each game is saved before its line is printed, so every printed game must be there.
        #expect(printed >= 30 && matches.count >= printed, "saved \(matches.count) of \(printed) reported games")
        for match in matches {
            #expect(try match.record.verify().get().state.stateHash == match.record.stateHash)
        }
    }
}
