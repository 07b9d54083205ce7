import BriscolaTestSupport
import Foundation
import Testing

/// The real binary's help and tools speak Italian under an Italian locale (or `config set language
/// it`), English otherwise, and their JSON is the same in both. What the argument parser words
/// itself — its headings, "Show help information.", "Error:" and "Usage:" around a usage error —
/// stays its own (English) in either.
@Suite(.serialized, .ownQueue, .enabled(if: TestTools.runs(ChildProcess.built),
                              "the briscola binary was not built beside the tests"))
struct ItalianCommandLineTests {
    let directory = TestScratch.root.appendingPathComponent("briscola-it-\(UUID().uuidString)")
    var database: String { directory.appendingPathComponent("history.sqlite").path }

    /// A locale (LC_ALL wins over whatever the test runner has) and a settings folder of our own.
    func environment(_ locale: String) -> [String: String] {
        ["LC_ALL": locale, "LANG": locale, "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path]
    }

    func run(_ arguments: [String], _ locale: String, input: String? = nil) async throws -> ChildProcess {
        let process = try ChildProcess(arguments, input: input, environment: environment(locale))
        #expect(try await process.exit(within: 30) == 0, "\(arguments): \(process.errors)")
        return process
    }

    @Test func helpIsItalianUnderAnItalianLocaleAndEnglishOtherwise() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let italian = try await run(["--help"], "it_IT.UTF-8").output
        // A short summary first, then the usage, the options every command shares and the commands.
        #expect(italian.hasPrefix("OVERVIEW: Gioca a Briscola nel terminale"), "\(italian)")
        for words in ["USAGE: briscola", "  menu                    Il menu iniziale", "Rivedi le partite che hai giocato.",
                      "--config <config>", "Il file delle impostazioni", "--no-history", "Non salvare le partite nello storico."] {
            #expect(italian.contains(words), "\(words) in\n\(italian)")
        }
        #expect(!italian.contains("Look back at") && !italian.contains("The settings file"), "\(italian)")
        let list = try await run(["history", "list", "--help"], "it_IT.UTF-8").output
        #expect(list.contains("Solo le partite contro questo avversario") && list.contains("(default: 20)"), "\(list)")
        let english = try await run(["--help"], "C.UTF-8").output
        #expect(english.contains("OVERVIEW: Play Briscola in the terminal") && english.contains("USAGE: briscola"), "\(english)")
        #expect(!english.contains("Gioca"))
    }

    @Test func aRefusedConnectionIsToldInItalian() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let join = try ChildProcess(["bot", "join", "127.0.0.1:1"], environment: environment("it_IT.UTF-8"))
        #expect(try await join.exit(within: 20) == 1)
        #expect(join.errors.contains("Errore: non riesco a collegarmi a 127.0.0.1:1: connessione rifiutata"), "\(join.errors)")
    }

    @Test func theLanguageSettingWinsOverTheLocale() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try await run(["config", "set", "language", "it"], "C.UTF-8")
        let help = try await run(["play", "--help"], "C.UTF-8").output
        #expect(help.contains("Gioca contro il computer") && help.contains("Disegna le carte solo in ASCII, o no"), "\(help)")
        let listing = try await run(["config"], "C.UTF-8").output
        let bell = listing.split(separator: "\n").first { $0.hasPrefix("bell ") } ?? ""
        #expect(bell.contains("= on ") && bell.hasSuffix("(on o off)"), "\(listing)")
    }

    /// A settings file named by `--config` decides the language of the command's own errors too.
    @Test func theFileConfigNamesDecidesTheCommandsLanguage() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("italiano.conf").path
        try "language = it\n".write(toFile: file, atomically: true, encoding: .utf8)
        // The parser refuses the value in its words, and shows the option's help in the file's language.
        let play = try ChildProcess(["play", "--config", file, "--level", "brutal"], environment: environment("C.UTF-8"))
        #expect(try await play.exit(within: 30) == 2)
        #expect(play.errors.contains("brutal") && play.errors.contains("Livello dell'avversario"), "\(play.errors)")
        // Before the command too: the command still runs (or refuses in Italian), and one that reads
        // no settings file (history) takes its language from it without refusing it.
        let before = try ChildProcess(["--config", file, "play", "--name", " "], environment: environment("C.UTF-8"))
        #expect(try await before.exit(within: 30) == 2)
        #expect(before.errors.hasPrefix("Error: --name: il nome non può essere vuoto\n"), "\(before.errors)")
        let history = try ChildProcess(["--config", file, "history", "--history", database], environment: environment("C.UTF-8"))
        #expect(try await history.exit(within: 30) == 1)
        #expect(history.errors.contains("non c'è uno storico in \(database)"), "\(history.errors)")
        // After the command as before it, for every history command and the lobby.
        for command in [["history"], ["history", "stats"], ["history", "show", "1"], ["history", "export", "1"]] {
            let after = try ChildProcess(command + ["--history", database, "--config", file], environment: environment("C.UTF-8"))
            #expect(try await after.exit(within: 30) == 1, "\(command): \(after.errors)")
            #expect(after.errors.contains("non c'è uno storico in \(database)"), "\(command): \(after.errors)")
        }
        let sim = try ChildProcess(["sim", "--games", "2", "--seed", "1", "--config", file], environment: environment("C.UTF-8"))
        #expect(try await sim.exit(within: 30) == 0 && sim.output.contains("partite"), "\(sim.output) \(sim.errors)")
        let lobby = try ChildProcess(["lobby", "--help", "--config", file], environment: environment("C.UTF-8"))
        #expect(try await lobby.exit(within: 30) == 0 && lobby.output.contains("Elenca i tavoli annunciati"), "\(lobby.output) \(lobby.errors)")
        let moved = try ChildProcess(["--history", database, "history"], environment: environment("C.UTF-8"))
        #expect(try await moved.exit(within: 30) == 1)
        #expect(moved.errors.contains("there is no history at \(database)"), "\(moved.errors)")
        // Between the command and its subcommand too (a usage error, exit 2, before).
        let between = try ChildProcess(["history", "--history", database, "show", "1"], environment: environment("C.UTF-8"))
        #expect(try await between.exit(within: 30) == 1)
        #expect(between.errors.contains("there is no history at \(database)"), "\(between.errors)")
        let plain = try ChildProcess(["play", "--level", "brutal"], environment: environment("C.UTF-8"))
        #expect(try await plain.exit(within: 30) == 2)
        #expect(plain.errors.hasPrefix("Error:"), "without it, English: \(plain.errors)")
    }

    @Test func historyIsItalianAndItsJSONIsTheSame() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        // No history yet where it is kept by default: none to list (and none made); one named that is not there: told.
        var nothingYet = environment("it_IT.UTF-8")
        nothingYet["XDG_DATA_HOME"] = directory.appendingPathComponent("data").path
        let empty = try ChildProcess(["history"], environment: nothingYet)
        #expect(try await empty.exit(within: 30) == 0, "\(empty.errors)")
        #expect(empty.output.contains("Ancora nessuna partita: giocane una con `briscola`."), "\(empty.output)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("data").path))
        let nowhere = try ChildProcess(["history", "--history", database], environment: environment("it_IT.UTF-8"))
        #expect(try await nowhere.exit(within: 30) == 1)
        #expect(nowhere.errors.contains("non c'è uno storico in \(database)"), "\(nowhere.errors)")
        _ = try await run(["play", "--seed", "4", "--history", database], "C.UTF-8", input: String(repeating: "1\n", count: 20) + "n\n")
        let italian = try await run(["history", "--history", database], "it_IT.UTF-8").output
        // A game played in English, read in Italian: the computer is called as the reader calls it.
        #expect(italian.hasPrefix("#1  ") && italian.contains("  contro Computer  ") && italian.contains("(locale, normale, 2 giocatori)"), "\(italian)")
        #expect(["vinta", "persa", "pari"].contains { italian.contains("  \($0) ") }, "\(italian)")
        let english = try await run(["history", "--history", database], "C.UTF-8").output
        #expect(english.contains("  vs Computer  ") && english.contains("(local, normal, 2 players)"), "\(english)")
        let show = try await run(["history", "show", "1", "--history", database], "it_IT.UTF-8").output
        #expect(show.hasPrefix("Partita #1, ") && show.contains("  posto 1: ") && !show.contains("  posto 0: ") && show.contains("Punteggi: "), "\(show)")
        let stats = try await run(["history", "stats", "--history", database], "it_IT.UTF-8").output
        #expect(stats.hasPrefix("Contro il computer, per livello:\n  normale ") && stats.contains("in media"), "\(stats)")
        let jsonItalian = try await run(["history", "--json", "--history", database], "it_IT.UTF-8").output
        let jsonEnglish = try await run(["history", "--json", "--history", database], "C.UTF-8").output
        #expect(!jsonItalian.isEmpty && jsonItalian == jsonEnglish)
        let missing = try ChildProcess(["history", "show", "9", "--history", database], environment: environment("it_IT.UTF-8"))
        #expect(try await missing.exit(within: 10) == 1)
        #expect(missing.errors == "Errore: nello storico non c'è la partita 9\n", "\(missing.errors)")
    }

    /// An option value out of range, a bad name and a bad `config set` value: the same exit
    /// status 2, our message in the locale's language (English word for word as it always was)
    /// after the parser's own "Error: ", and the parser's usage after it.
    @Test(.serialized, arguments: [
        (["host", "--port", "70000"], "--port deve essere tra 0 e 65535", "--port must be between 0 and 65535"),
        (["join", "127.0.0.1:1", "--grace", "4000"], "--grace deve essere tra 0 e 3600 secondi", "--grace must be between 0 and 3600 seconds"),
        (["play", "--name", " "], "--name: il nome non può essere vuoto", "--name: a name must not be empty"),
        (["config", "set", "pause", "lots"], "\"lots\" non è un valore valido per pause: usa da 0 a 10000 millisecondi",
         "\"lots\" is not a value for pause: use 0 to 10000 milliseconds"),
    ])
    func usageErrorsAreItalianAndExitTwo(_ arguments: [String], _ italian: String, _ english: String) async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let inItalian = try ChildProcess(arguments, environment: environment("it_IT.UTF-8"))
        #expect(try await inItalian.exit(within: 20) == 2, "\(arguments): \(inItalian.errors)")
        #expect(inItalian.errors.hasPrefix("Error: \(italian)\nUsage: briscola "), "\(arguments): \(inItalian.errors)")
        #expect(!inItalian.errors.contains("must"), "\(inItalian.errors)")
        let inEnglish = try ChildProcess(arguments, environment: environment("C.UTF-8"))
        #expect(try await inEnglish.exit(within: 20) == 2, "\(arguments): \(inEnglish.errors)")
        #expect(inEnglish.errors.hasPrefix("Error: \(english)\n"), "\(arguments): \(inEnglish.errors)")
    }

    /// A word that names no command is the parser's to refuse, in its own words, with the program's usage.
    @Test func aMistypedCommandIsTheParsersUsageError() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let typo = try ChildProcess(["histroy"], environment: environment("it_IT.UTF-8"))
        #expect(try await typo.exit(within: 10) == 2)
        #expect(typo.errors.hasPrefix("Error: Unexpected argument 'histroy'\nUsage: briscola "), "\(typo.errors)")
        #expect(typo.errors.hasSuffix("See 'briscola --help' for more information.\n"), "\(typo.errors)")
    }

    /// Italian on a terminal that is not UTF-8 (LANG=C, `language = it`): errors and help are
    /// ASCII, as the screens are ("non puo' essere"); `--config F help play` is help, not a typo.
    @Test func italianOnAPlainTerminalIsAscii() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("italiano.conf").path
        try "language = it\n".write(toFile: file, atomically: true, encoding: .utf8)
        let name = try ChildProcess(["--config", file, "play", "--name", " "], environment: environment("C"))
        #expect(try await name.exit(within: 10) == 2)
        #expect(name.errors.hasPrefix("Error: --name: il nome non puo' essere vuoto") && name.errors.allSatisfy(\.isASCII), "\(name.errors)")
        let help = try ChildProcess(["--config", file, "help", "play"], environment: environment("C"))
        #expect(try await help.exit(within: 10) == 0, "\(help.errors)")
        #expect(help.output.contains("Colori, o niente") && help.output.contains("vanno li'") && help.output.allSatisfy(\.isASCII), "\(help.output)")
        // `--config` after `help`, or before `--help` alone: help in the file's language.
        let after = try ChildProcess(["help", "play", "--config", file], environment: environment("C.UTF-8"))
        #expect(try await after.exit(within: 10) == 0 && after.output.hasPrefix("OVERVIEW: Gioca contro il computer"), "\(after.output)\(after.errors)")
        let top = try ChildProcess(["--config", file, "--help"], environment: environment("C.UTF-8"))
        #expect(try await top.exit(within: 10) == 0 && top.output.hasPrefix("OVERVIEW: Gioca a Briscola nel terminale")
                && top.output.contains("SUBCOMMANDS:"), "the program's help, not the menu's: \(top.output)")
    }
}
