import BriscolaTestSupport
@testable import BriscolaApp
import BriscolaCore
import BriscolaDiscovery
import BriscolaHistory
import BriscolaSettings
import BriscolaTerminal
import BriscolaText
import BriscolaWire
import Foundation
import GRDB
import Synchronization
import Testing

/// The start menu's flows with a scripted terminal, a temporary history file and a scripted
/// lobby: no tty, no tmux, no daemon.
@Suite struct MenuFlowTests {
    static func saving(_ path: String) -> GameSaving {
        GameSaving(enabled: true, now: { Date(timeIntervalSince1970: 1_900_000_000) }) { try HistoryStore(path: path) }
    }

    /// A history at `path` holding one finished match (#1, against the emulator).
    static func savingOneMatch(_ path: String) throws -> GameSaving {
        let saving = saving(path)
        saving.save([try GameSavingTests.finishedRecord(5)], seats: TableSeats.local(names: ["Ada", "Emulator"], level: .normal),
                    mySeat: 0, mode: .local)
        return saving
    }

    static func temporaryPath() -> String {
        TestScratch.root.appendingPathComponent("briscola-menu-\(UUID().uuidString).sqlite").path
    }

    @Test func historyFromTheMenuListsMatchesReplaysOneAndComesBack() async throws {
        let path = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let saving = try Self.savingOneMatch(path)
        // 5 = History; Enter replays the newest match; q leaves the replay; Esc leaves the list; 6 quits.
        let terminal = ScriptedTerminal(script: [.keys("5"), .keys("\r"), .keys("q"), .keys("\u{1B}"), .keys("7")])
        var menu = StartMenu(settings: Settings(), saving: saving, browsing: .scripted([]), journals: JournalStore(directory: nil))
        try await menu.run(on: terminal)
        let shown = terminal.shownText
        #expect(shown.contains("#1  ") && shown.contains("vs Computer"), "the list, with the id `briscola replay` takes")
        #expect(shown.contains("replay of game #1"), "the replay")
        #expect(terminal.screensEntered == 5, "menu, list, replay, list, menu")
    }

    /// A history whose every match is damaged: the menu's list says none can be read and how many
    /// it left out, not "No games yet".
    @Test func historyFromTheMenuSaysWhenNoMatchCanBeRead() async throws {
        let path = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let saving = try Self.savingOneMatch(path)
        try await DatabaseQueue(path: path).write { try $0.execute(sql: "UPDATE match SET record = '{garbage'") }
        let terminal = ScriptedTerminal(script: [.keys("5"), .until("left out"), .keys("\u{1B}"), .keys("7")])
        var menu = StartMenu(settings: Settings(), saving: saving, browsing: .scripted([]), journals: JournalStore(directory: nil))
        try await menu.run(on: terminal)
        let shown = terminal.shownText
        #expect(shown.contains("No game here can be read.") && shown.contains("1 damaged left out") && !shown.contains("No games yet"),
                "\(shown.suffix(800))")
    }

    /// Two series played from the menu, each left after its first card, are told in one line
    /// when the menu closes (a line for each came out at once, one under another, as it left the
    /// full screen).
    @Test func quittingTheMenuSaysOneSummaryOfEverySeries() async throws {
        let path = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        var settings = Settings()
        settings.pause = 0
        let said = Mutex<[String]>([])
        // 1 plays; 1 leads the first card (the person leads a series' first game); q and y leave it.
        let series: [ScriptedTerminal.Step] = [.keys("1"), .keys("1"), .keys("q"), .keys("y")]
        let terminal = ScriptedTerminal(script: series + series + [.keys("7")])
        var menu = StartMenu(settings: settings, saving: Self.saving(path), browsing: .scripted([]), journals: JournalStore(directory: nil),
                             say: { line in said.withLock { $0.append(line) } })
        try await menu.run(on: terminal)
        #expect(terminal.stepsLeft == 0 && terminal.screensEntered == 5, "menu, table, menu, table, menu")
        #expect(said.withLock { $0 } == ["2 series: 0 won, 0 drawn, 0 lost. 2 games were left unfinished."])
    }

    @Test func theHistoryListLinesUpNumbersOfDifferentLengths() throws {
        let record = try GameSavingTests.finishedRecord(5)
        let info = MatchInfo(playedAt: Date(timeIntervalSince1970: 1_900_000_000), mode: .local,
                             seats: TableSeats.local(names: ["Ada", "Emulator"], level: .normal), mySeat: 0)
        let rows = HistoryFlow.rows([StoredMatch(id: 13, record: record, info: info), StoredMatch(id: 2, record: record, info: info)],
                                    Text(.english))
        let dates = rows.map { $0.label.distance(from: $0.label.startIndex, to: $0.label.range(of: "2030")?.lowerBound ?? $0.label.startIndex) }
        #expect(rows[1].label.hasPrefix("#2   ") && dates[0] == dates[1] && dates[0] > 0, "\(rows.map(\.label))")
    }

    /// 6 opens the settings; → on the level makes it hard; q goes back, the file keeps it, and the
    /// first entry says what it now starts.
    @Test func theSettingsFromTheMenuAreSavedAndUsed() async throws {
        let path = Self.temporaryPath()
        // A short path: the menu says it in one line of 80 columns.
        let config = TestScratch.root.appendingPathComponent("cfg-\(UUID().uuidString.prefix(8))").path
        defer { try? FileManager.default.removeItem(atPath: path); try? FileManager.default.removeItem(atPath: config) }
        let terminal = ScriptedTerminal(script: [.keys("6"), .keys("\u{1B}[C"), .keys("q"), .until("Settings saved"), .keys("7")])
        var menu = StartMenu(settings: Settings(), settingsFile: SettingsFile(path: config), saving: Self.saving(path), browsing: .scripted([]),
                             journals: JournalStore(directory: nil))
        try await menu.run(on: terminal)
        #expect(SettingsFile(path: config).load().0.level == .hard)
        let after = terminal.shownText.components(separatedBy: "Your settings").last ?? ""
        #expect(terminal.shownText.contains("Settings saved in \(config)") && after.contains("you vs the computer (hard)"),
                "\(terminal.shownText.suffix(800))")
    }

    /// A pause set by hand (750 ms) joins the steps → walks through: the next one is 1000.
    @Test func aPauseSetByHandStepsToTheNextLength() async throws {
        let path = Self.temporaryPath()
        // A short path: the menu says it in one line of 80 columns.
        let config = TestScratch.root.appendingPathComponent("cfg-\(UUID().uuidString.prefix(8))").path
        defer { try? FileManager.default.removeItem(atPath: path); try? FileManager.default.removeItem(atPath: config) }
        var settings = Settings()
        try settings.set("pause", to: "750")
        try SettingsFile(path: config).save(settings)
        let down = "\u{1B}[B", right = "\u{1B}[C"
        let terminal = ScriptedTerminal(script: [.keys("6"), .until("‹ 750 ms ›"), .keys(down + down + down + down + right), .keys("q"),
                                                 .until("Settings saved"), .keys("7")])
        var menu = StartMenu(settings: settings, settingsFile: SettingsFile(path: config), saving: Self.saving(path), browsing: .scripted([]),
                             journals: JournalStore(directory: nil))
        try await menu.run(on: terminal)
        #expect(SettingsFile(path: config).load().0.pause == 1000)
    }

    /// `briscola config set` in another shell while the menu is open shows in the menu and on the
    /// settings screen, and a change made there writes only its own key (it wrote the menu's old
    /// level and pause back over the new ones).
    @Test func settingsChangedElsewhereAreShownAndKept() async throws {
        let path = Self.temporaryPath()
        let config = TestScratch.root.appendingPathComponent("cfg-\(UUID().uuidString.prefix(8))").path
        defer { try? FileManager.default.removeItem(atPath: path); try? FileManager.default.removeItem(atPath: config) }
        var started = Settings()
        try started.set("level", to: "easy")
        var elsewhere = started
        try elsewhere.set("level", to: "hard")
        try elsewhere.set("pause", to: "1000")
        try SettingsFile(path: config).save(elsewhere)
        var changed = elsewhere
        try changed.set("level", to: "expert")
        let expert = changed
        // Show the others' points is the sixth row.
        let down = "\u{1B}[B", right = "\u{1B}[C"
        let terminal = ScriptedTerminal(script: [.until("(hard)"), .keys("6"), .until("‹ 1000 ms ›"), .keys(String(repeating: down, count: 5) + right),
                                                 .keys("q"), .until("Settings saved"), .keys("7")])
        var menu = StartMenu(settings: started, settingsFile: SettingsFile(path: config), saving: Self.saving(path), browsing: .scripted([]),
                             journals: JournalStore(directory: nil))
        try await menu.run(on: terminal)
        let saved = SettingsFile(path: config).load().0
        #expect(saved.level == .hard && saved.pause == 1000 && saved.showPoints, "\(saved)")
        // Changed while the menu is in view: the settings screen opened next shows the change.
        let shown = ScriptedTerminal(script: [.until("(hard)"), .elsewhere({ try? SettingsFile(path: config).save(expert) }), .keys("6"),
                                              .until("‹ expert ›"), .keys("q"), .keys("7")])
        var again = StartMenu(settings: saved, settingsFile: SettingsFile(path: config), saving: Self.saving(path), browsing: .scripted([]),
                              journals: JournalStore(directory: nil))
        try await again.run(on: shown)
        #expect(shown.shownText.contains("‹ expert ›"), "\(shown.shownText.suffix(800))")
    }

    /// A change the settings file would not take (its directory is not there) is said, and kept
    /// for the run: the menu's next reading of the file does not undo it.
    @Test func aChangeThatCouldNotBeSavedIsKeptForTheRun() async throws {
        let path = Self.temporaryPath()
        let config = TestScratch.root.appendingPathComponent("no-dir-\(UUID().uuidString.prefix(8))/config").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let right = "\u{1B}[C"
        let terminal = ScriptedTerminal(script: [.keys("6"), .until("‹ normal ›"), .keys(right), .keys("q"), .until("there is no directory"),
                                                 .keys("7")])
        var menu = StartMenu(settings: Settings(), settingsFile: SettingsFile(path: config, makesDirectory: false), saving: Self.saving(path),
                             browsing: .scripted([]), journals: JournalStore(directory: nil))
        try await menu.run(on: terminal)
        let after = terminal.shownText.components(separatedBy: "Your settings").last ?? ""
        #expect(after.contains("there is no directory") && after.contains("you vs the computer (hard)"), "\(terminal.shownText.suffix(600))")
    }

    /// A directory where the settings file should be is never written over: the change is said
    /// to be unsaved, with why, and kept for the run.
    @Test func aDirectoryInTheFilesPlaceKeepsTheChangeForTheRun() async throws {
        let path = Self.temporaryPath()
        let config = TestScratch.root.appendingPathComponent("dir-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: path); try? FileManager.default.removeItem(atPath: config) }
        let right = "\u{1B}[C"
        let terminal = ScriptedTerminal(script: [.keys("6"), .until("‹ normal ›"), .keys(right), .keys("q"), .until("(hard)"), .keys("7")])
        var menu = StartMenu(settings: Settings(), settingsFile: SettingsFile(path: config), saving: Self.saving(path),
                             browsing: .scripted([]), journals: JournalStore(directory: nil))
        try await menu.run(on: terminal)
        // Words only: the long path breaks the line somewhere in the reason.
        let after = (terminal.shownText.components(separatedBy: "Your settings").last ?? "").split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
        #expect(after.contains("cannot write the settings to \(config): it is a directory") && after.contains("you vs the computer (hard)"),
                "\(after.suffix(600))")
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: config, isDirectory: &isDirectory) && isDirectory.boolValue, "left as it was")
    }

    /// In an Italian menu the reason a change was not saved is Italian too, as "saved" is.
    @Test func theReasonItWasNotSavedIsInTheMenusLanguage() async throws {
        let path = Self.temporaryPath()
        // A directory in the file's place: never read, so the menu keeps the Italian it was given.
        let config = TestScratch.root.appendingPathComponent("dir-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: path); try? FileManager.default.removeItem(atPath: config) }
        var italian = Settings()
        try italian.set("language", to: "it")
        let right = "\u{1B}[C"
        let terminal = ScriptedTerminal(script: [.keys("6"), .until("‹ normale ›"), .keys(right), .keys("q"), .until("(difficile)"), .keys("7")])
        var menu = StartMenu(settings: italian, settingsFile: SettingsFile(path: config), saving: Self.saving(path),
                             browsing: .scripted([]), journals: JournalStore(directory: nil))
        try await menu.run(on: terminal)
        let words = terminal.shownText.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("impossibile scrivere le impostazioni in") && words.contains("al suo posto c'è una cartella") && !words.contains("cannot write"),
                "\(words.suffix(600))")
    }

    /// A change kept for the run because it could not be saved gives way when the file itself
    /// later sets that key (`config set` in another shell): the file's value is shown.
    @Test func anUnsavedChangeGivesWayToTheFilesNewValue() async throws {
        let path = Self.temporaryPath()
        let directory = TestScratch.root.appendingPathComponent("later-\(UUID().uuidString.prefix(8))").path
        let config = directory + "/config"
        defer { try? FileManager.default.removeItem(atPath: path); try? FileManager.default.removeItem(atPath: directory) }
        var settingsEasy = Settings()
        try settingsEasy.set("level", to: "easy")
        let easy = settingsEasy, right = "\u{1B}[C"
        let made: @Sendable () -> Void = {
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try? SettingsFile(path: config).save(easy)
        }
        let terminal = ScriptedTerminal(script: [.keys("6"), .until("‹ normal ›"), .keys(right), .keys("q"), .until("there is no directory"),
                                                 .until("(hard)"), .elsewhere(made), .keys("6"), .until("‹ easy ›"), .keys("q"), .keys("7")])
        var menu = StartMenu(settings: Settings(), settingsFile: SettingsFile(path: config, makesDirectory: false), saving: Self.saving(path),
                             browsing: .scripted([]), journals: JournalStore(directory: nil))
        try await menu.run(on: terminal)
        #expect(terminal.shownText.contains("‹ easy ›"), "\(terminal.shownText.suffix(800))")
        #expect(SettingsFile(path: config).load().0.level == .easy, "the file's value is not written over")
    }

    @Test func theMenuQuitsWhenInputEndsAndShowsTheReasonAGameCouldNotStart() async throws {
        let path = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        // 4 = join by address; a port nobody listens on; the menu comes back saying why; then input ends.
        let terminal = ScriptedTerminal(script: [.keys("4"), .keys("127.0.0.1:1\r"), .pause(milliseconds: 10)])
        var menu = StartMenu(settings: Settings(), saving: Self.saving(path), browsing: .scripted([]), journals: JournalStore(directory: nil))
        try await menu.run(on: terminal)
        let afterJoin = terminal.shownText.components(separatedBy: "127.0.0.1:1").last ?? ""
        #expect(afterJoin.contains("refused") || afterJoin.contains("connect"), "\(terminal.shownText.suffix(600))")
        #expect(terminal.screensEntered >= 2)
    }

    /// A history file that is no history is said before a game from the menu, as `play` says it
    /// (the game was played, and only then "could not be saved", cut at 80 columns); the file stays.
    @Test func aGameFromTheMenuIsNotStartedOnAFileThatIsNoHistory() async throws {
        // A short path: the menu says it whole on its first line (a long one would wrap the words looked for).
        let path = TestScratch.root.appendingPathComponent("nh\(UUID().uuidString.prefix(4)).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "my notes".write(toFile: path, atomically: true, encoding: .utf8)
        // 1 plays on this machine, 4 joins by address: neither starts (no table, no connection tried).
        let terminal = ScriptedTerminal(script: [.keys("1"), .until("is not a briscola history"), .keys("4"), .keys("127.0.0.1:1\r"),
                                                 .pause(milliseconds: 300), .keys("7")])
        var menu = StartMenu(settings: Settings(), saving: .live(path: path, enabled: true), browsing: .scripted([]),
                             journals: JournalStore(directory: nil))
        try await menu.run(on: terminal)
        #expect(terminal.shownText.contains("is not a briscola history") && !terminal.shownText.contains("Your hand"),
                "\(terminal.shownText.suffix(600))")
        #expect(!terminal.shownText.contains("refused") && !terminal.shownText.contains("Connecting"), "\(terminal.shownText.suffix(600))")
        #expect(terminal.screensEntered == 3, "menu, menu, menu: no table, no connecting screen")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "my notes")
    }

    @Test func theLobbyListsWhatDiscoveryFindsAndGivesThePickedAddress() async throws {
        let open = LobbyTable(name: "Anna's table", domain: "local", hostName: "anna.local", address: "10.1.2.3", port: 4861,
                              txt: TableTXT(protocolVersion: WireProtocol.version, players: 2, freeSeats: 1, host: "Anna"),
                              rawTXT: [], isOurs: false, isLocal: false)
        let terminal = ScriptedTerminal(script: [.until("Anna's table", seconds: 60), .keys("\r")])
        let picked = try await LobbyFlow.pick(from: .scripted([.appeared(open), .settled]), on: terminal, options: RenderOptions())
        #expect(picked?.description == "10.1.2.3:4861")
        #expect(terminal.shownText.contains("Anna's table"))
    }

    /// A table full because it keeps our seat (our program was killed there) is full to others
    /// and open to us: Enter takes the game up (it said "cannot be joined: full").
    @Test func aFullTableKeepingOurSeatLetsUsBackIn() async throws {
        let full = LobbyTable(name: "Anna's table", domain: "local", hostName: "anna.local", address: "10.1.2.3", port: 4861,
                              txt: TableTXT(protocolVersion: WireProtocol.version, players: 2, freeSeats: 0, host: "Anna"),
                              rawTXT: [], isOurs: false, isLocal: false)
        #expect(LobbyFlow.row(full, Text(.english)).isOpen == false)
        let kept = LobbyFlow.row(full, Text(.english), held: PeerAddress("10.1.2.3:4861"))
        #expect(kept.isOpen && kept.detail.hasPrefix("your seat is kept: Enter takes your game up · "), "\(kept.detail)")
        // The seats come first, so a long name or host cuts the address rather than them.
        let open = LobbyTable(name: "Il tavolo della nonna Giuseppina, venite tutti a giocare oggi", domain: "local", hostName: "anna.local",
                              address: "10.1.2.3", port: 4861, txt: TableTXT(protocolVersion: WireProtocol.version, players: 2, freeSeats: 1, host: "Anna"),
                              rawTXT: [], isOurs: false, isLocal: false)
        #expect(LobbyFlow.row(open, Text(.english)).detail == "1 of 2 free · Anna · 10.1.2.3:4861", "\(LobbyFlow.row(open, Text(.english)).detail)")
        #expect(LobbyFlow.row(full, Text(.english), held: PeerAddress("10.1.2.3:4862")).isOpen == false, "another table's seat")
        let other = LobbyTable(name: "Anna's table", domain: "local", hostName: "anna.local", address: "10.1.2.3", port: 4861,
                               txt: TableTXT(protocolVersion: 99, players: 2, freeSeats: 0, host: "Anna"), rawTXT: [], isOurs: false, isLocal: false)
        #expect(LobbyFlow.row(other, Text(.english), held: PeerAddress("10.1.2.3:4861")).isOpen == false, "a protocol we cannot speak stays shut")
        let terminal = ScriptedTerminal(script: [.until("your seat is kept", seconds: 60), .keys("\r")])
        let picked = try await LobbyFlow.pick(from: .scripted([.appeared(full), .settled]), on: terminal, options: RenderOptions(),
                                              held: PeerAddress("10.1.2.3:4861"))
        #expect(picked?.description == "10.1.2.3:4861")
    }
}
