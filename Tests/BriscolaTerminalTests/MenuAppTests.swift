import BriscolaTerminal
import BriscolaText
import BriscolaWire
import Foundation
import Testing

/// The start menu, the lobby and the history list, driven by keys as a person would.
@Suite struct MenuAppTests {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    func keys(_ app: inout some ScreenApp, _ keys: [Key]) -> [AppEffect] {
        keys.flatMap { app.handle(.key($0)) }
    }

    func text(_ app: some ScreenApp, unicode: Bool = true) -> String {
        app.render(width: 80, height: 24, options: RenderOptions(unicode: unicode, color: false)).text
    }

    func snapshot(_ name: String, _ app: some ScreenApp) throws {
        let file = Self.snapshots.appendingPathComponent("\(name).txt")
        let frame = text(app) + "\n"
        if ProcessInfo.processInfo.environment["BRISCOLA_WRITE_GOLDEN"] == "1" { try frame.write(to: file, atomically: true, encoding: .utf8) }
        #expect(try String(contentsOf: file, encoding: .utf8) == frame, "snapshot \(name) differs:\n\(frame)")
    }

    @Test func everyMenuEntryIsReachableByNumberAndByArrows() {
        let expected: [StartChoice] = [.playEmulator, .lobby, .history, .settings, .quit]
        for (number, choice) in zip(["1", "3", "5", "6", "7"], expected) {
            var app = StartMenuApp(name: "Ada")
            #expect(keys(&app, [.character(Character(number))]) == [.quit])
            #expect(app.choice == choice)
        }
        var app = StartMenuApp(name: "Ada")
        #expect(keys(&app, [.down, .down, .down, .down, .enter]) == [.quit])
        #expect(app.choice == .history)
        var wrapped = StartMenuApp(name: "Ada")
        _ = keys(&wrapped, [.up, .enter])
        #expect(wrapped.choice == .quit)
    }

    /// Escape backs out of every screen under the menu; one press too many does not quit.
    @Test func escapeAtTheTopDoesNotQuitButQDoes() {
        var app = StartMenuApp(name: "Ada")
        #expect(keys(&app, [.escape, .escape]).isEmpty && app.choice == nil)
        #expect(keys(&app, [.character("q")]) == [.quit] && app.choice == .quit)
    }

    /// h (or ?) shows the rules and keys over the menu before a first game; any key closes them,
    /// and the menu is where it was. In the address line h is a letter like any other.
    @Test func hShowsTheRulesAndAnyKeyGoesBack() {
        var app = StartMenuApp(name: "Ada")
        #expect(text(app).contains("h rules"))
        #expect(keys(&app, [.down, .character("h")]).isEmpty)
        let rules = text(app)
        #expect(rules.contains("strongest first: Asso (ace), 3, Re (king)") && rules.contains("more than 60 wins"), "\(rules)")
        // Before any game the rules tell how two, three and four win.
        #expect(rules.contains("Three: the 2 of") && rules.contains("Four: two teams"), "\(rules)")
        // In a window wider than the box no entry of the menu peeks out beside it, in either language.
        for language in [Language.english, .italian] {
            let wide = app.render(width: 120, height: 40, options: RenderOptions(color: false, language: language)).text
            #expect(!wide.contains("Host") && !wide.contains("Ospita") && !wide.contains("›"), "\(wide)")
            let small = app.render(width: 80, height: 24, options: RenderOptions(color: false, language: language)).text
            #expect(small.contains(language == .english ? "Press any key to go back" : "Premi un tasto") && small.contains("Bastoni"), "\(small)")
        }
        #expect(rules.components(separatedBy: "Press any key to go back to the menu.").count == 2, "said once, not in the box and under it: \(rules)")
        #expect(!rules.contains("1–7 choose"), "the footer does not offer the menu's keys under the rules: \(rules)")
        #expect(keys(&app, [.character("1")]).isEmpty && app.choice == nil, "the key that closes the rules chooses nothing")
        #expect(text(app).contains("1–7 choose"), "the menu's keys are back")
        #expect(!text(app).contains("strongest first"))
        #expect(keys(&app, [.character("?"), .escape]).isEmpty && app.choice == nil && !text(app).contains("strongest first"))
        _ = keys(&app, [.enter])
        #expect(text(app).contains("Seats at the table"), "the selection (Host) was kept under the rules")
        var typing = StartMenuApp(name: "Ada")
        _ = keys(&typing, [.character("4"), .character("h")])
        #expect(text(typing).contains("h") && !text(typing).contains("strongest first"))
    }

    @Test func anUnfinishedGameIsOfferedFirstAndTakenUpByJoiningItsTable() throws {
        let address = try #require(PeerAddress("10.0.0.5:4860"))
        var app = StartMenuApp(name: "Ada", resume: (name: "Anna", address: address))
        let screen = text(app)
        #expect(screen.contains("1  Resume your game with Anna") && screen.contains("at 10.0.0.5:4860"))
        let lines = screen.split(separator: "\n")
        let resume = try #require(lines.firstIndex { $0.contains("Resume your game") })
        let play = try #require(lines.firstIndex { $0.contains("Play") })
        #expect(resume < play, "offered before everything else")
        #expect(screen.contains("1–8 choose"), "the keys line counts the entry too")
        #expect(text(StartMenuApp(name: "Ada")).contains("1–7 choose"))
        #expect(keys(&app, [.enter]) == [.quit])
        #expect(app.choice == .joinAddress(address))
        var other = StartMenuApp(name: "Ada", resume: (name: "Anna", address: address))
        #expect(keys(&other, [.character("2")]) == [.quit])
        #expect(other.choice == .playEmulator, "the other entries move down one")
        #expect(!text(StartMenuApp(name: "Ada")).contains("Resume"), "no game left: no entry")
    }

    /// A game against the computer a killed program left is offered after the network ones.
    @Test func anUnfinishedLocalGameIsOfferedAfterTheNetworkOnes() throws {
        var app = StartMenuApp(name: "Ada", resumeLocal: "game 2, hard, 3 players")
        let screen = text(app)
        #expect(screen.contains("1  Resume your unfinished game") && screen.contains("game 2, hard, 3 players"), "\(screen)")
        #expect(keys(&app, [.enter]) == [.quit] && app.choice == .resumeLocal)
        let address = try #require(PeerAddress("10.0.0.5:4860"))
        let both = text(StartMenuApp(name: "Ada", resume: (name: "Anna", address: address), resumeLocal: "game 1, normal"))
        #expect(both.contains("1  Resume your game with Anna") && both.contains("2  Resume your unfinished game") && both.contains("1–9 choose"))
    }

    /// A new game over an unfinished one asks first: that one is then saved as abandoned.
    @Test func aNewGameOverAnUnfinishedOneAsksFirst() {
        var app = StartMenuApp(name: "Ada", resumeLocal: "game 1, normal")
        #expect(keys(&app, [.character("2")]).isEmpty && text(app).contains("Start a new game? What was cut off is then saved as abandoned."))
        // The footer says the question's keys, not the menu's.
        #expect(text(app).contains("y starts the new game · any other key goes back") && !text(app).contains("choose"), "\(text(app))")
        #expect(keys(&app, [.character("n")]).isEmpty && app.choice == nil && !text(app).contains("Start a new game?"))
        #expect(keys(&app, [.character("2"), .character("y")]) == [.quit] && app.choice == .playEmulator)
        var interrupted = StartMenuApp(name: "Ada", resumeLocal: "game 1, normal")
        #expect(keys(&interrupted, [.character("2"), .interrupt]) == [.quit] && interrupted.choice == .quit, "Ctrl-C quits, as everywhere in the menu")
        var series = StartMenuApp(name: "Ada", resumeLocal: "after game 1, normal", confirmNewGame: .menuConfirmNewSeries)
        #expect(keys(&series, [.character("2")]).isEmpty && text(series).contains("The series cut off then ends; its games stay in the"), "\(text(series))")
        #expect(text(series).contains("history. y / n"), "a question too long for a line goes on in the next: \(text(series))")
        var plain = StartMenuApp(name: "Ada")
        #expect(keys(&plain, [.character("1")]) == [.quit] && plain.choice == .playEmulator, "nothing to lose: no question")
    }

    /// A table a killed program hosted is offered after the start, and taken up on its port.
    @Test func anUnfinishedTableIsOfferedAndHostedAgainOnItsPort() throws {
        var app = StartMenuApp(name: "Ada", resumeTable: 4861)
        let screen = text(app)
        #expect(screen.contains("1  Resume your table") && screen.contains("unfinished, on port 4861") && screen.contains("1–8 choose"), "\(screen)")
        #expect(keys(&app, [.enter]) == [.quit] && app.choice == .resumeTable(port: 4861))
        let address = try #require(PeerAddress("10.0.0.5:4860"))
        let both = text(StartMenuApp(name: "Ada", resume: (name: "Anna", address: address), resumeTable: 4861))
        #expect(both.contains("1  Resume your game with Anna") && both.contains("2  Resume your table") && both.contains("1–9 choose"), "\(both)")
        // Who sat there, when the journal says.
        let with = text(StartMenuApp(name: "Ada", resumeTable: 4861, resumeTableWith: "Bruno, Carla"))
        #expect(with.contains("Resume your table") && with.contains("on port 4861, with Bruno, Carla"), "\(with)")
    }

    @Test func hostingAsksHowManySeats() {
        for (key, players) in [(Key.character("3"), 3), (.character("4"), 4), (.character("2"), 2), (.enter, 2)] {
            var app = StartMenuApp(name: "Ada")
            #expect(keys(&app, [.character("2")]).isEmpty)
            #expect(text(app).contains("Seats at the table (2, 3 or 4"))
            #expect(keys(&app, [key]) == [.quit])
            #expect(app.choice == .hostTable(players: players))
        }
        var app = StartMenuApp(name: "Ada")
        _ = keys(&app, [.character("2"), .character("7")])
        #expect(app.choice == nil && text(app).contains("Press 2, 3 or 4"))
        _ = keys(&app, [.escape])
        #expect(!text(app).contains("Seats at the table") && app.choice == nil)
        #expect(!text(app).contains("Press 2, 3 or 4"), "the hint goes with the question")
    }

    @Test func aBadAddressHintGoesWithTheAddressLine() {
        var app = StartMenuApp(name: "Ada")
        _ = keys(&app, [.character("4")] + "nowhere".map(Key.character) + [.enter])
        #expect(text(app).contains("Type the table's address and port"))
        _ = keys(&app, [.escape])
        #expect(!text(app).contains("Type the table's address and port"), "left behind on the menu: \(text(app))")
        _ = keys(&app, [.character("2")])
        #expect(text(app).contains("Seats at the table") && !text(app).contains("Type the table's address and port"))
    }

    @Test func joinByAddressChecksWhatWasTypedBeforeLeaving() throws {
        var app = StartMenuApp(name: "Ada")
        #expect(keys(&app, [.character("4")]).isEmpty)
        #expect(text(app).contains("Address (HOST:PORT):"))
        #expect(keys(&app, "nowhere".map(Key.character) + [.enter]).isEmpty)
        #expect(app.choice == nil)
        #expect(text(app).contains("Type the table's address and port"))
        _ = keys(&app, Array(repeating: .backspace, count: 20))
        // A port out of range is named as such.
        #expect(keys(&app, "127.0.0.1:99999".map(Key.character) + [.enter]).isEmpty && app.choice == nil)
        #expect(text(app).contains("A port is a number from 1 to 65535") && !text(app).contains("Type the table's"), "\(text(app))")
        // Ctrl-U erases what a refused address left in the line.
        _ = keys(&app, [.eraseLine])
        #expect(text(app).contains("Address (HOST:PORT): _") && !text(app).contains("A port is"), "\(text(app))")
        var parser = KeyParser()
        #expect(parser.feed([0x15]) == [.eraseLine])
        #expect(keys(&app, "10.0.0.2:4860".map(Key.character) + [.enter]) == [.quit])
        #expect(app.choice == .joinAddress(try #require(PeerAddress(host: "10.0.0.2", port: 4860))))
        // Escape leaves the address line without choosing; the last address is offered again.
        var again = StartMenuApp(name: "Ada", lastAddress: "10.0.0.2:4860")
        _ = keys(&again, [.character("4")])
        #expect(text(again).contains("10.0.0.2:4860_"))
        _ = keys(&again, [.escape])
        #expect(again.choice == nil && !text(again).contains("Address (HOST:PORT):"))
    }

    @Test func theRememberedAddressIsTakenByEnterReplacedByTypingAndEditedByBackspace() throws {
        var taken = StartMenuApp(name: "Ada", lastAddress: "10.0.0.2:4860")
        _ = keys(&taken, [.character("4")])
        #expect(text(taken).contains("Enter joins it again · typing replaces it"))
        #expect(keys(&taken, [.enter]) == [.quit])
        #expect(taken.choice == .joinAddress(try #require(PeerAddress(host: "10.0.0.2", port: 4860))))
        var replaced = StartMenuApp(name: "Ada", lastAddress: "10.0.0.2:4860")
        _ = keys(&replaced, [.character("4")] + "10.0.0.7:4861".map(Key.character))
        #expect(text(replaced).contains("10.0.0.7:4861_") && !text(replaced).contains("10.0.0.2"))
        #expect(keys(&replaced, [.enter]) == [.quit])
        #expect(replaced.choice == .joinAddress(try #require(PeerAddress(host: "10.0.0.7", port: 4861))))
        var edited = StartMenuApp(name: "Ada", lastAddress: "10.0.0.2:4860")
        _ = keys(&edited, [.character("4"), .backspace, .character("1")])
        #expect(text(edited).contains("10.0.0.2:4861_") && text(edited).contains("type the address · Enter joins"))
        // Leaving and coming back offers the remembered address afresh.
        _ = keys(&edited, [.escape, .character("4"), .character("9")])
        #expect(text(edited).contains("Address (HOST:PORT): 9_"))
    }

    @Test func startMenuSnapshot() throws {
        try snapshot("start-menu-80x24", StartMenuApp(name: "Ada", message: "cannot connect to 10.0.0.9:4860: connection refused"))
        #expect(text(StartMenuApp(name: "Ada"), unicode: false).contains("Up/Down or 1-7 choose"))
        let italian = StartMenuApp(name: "Ada").render(width: 80, height: 24, options: RenderOptions(unicode: false, color: false, language: .italian)).text
        #expect(italian.contains("Su/Giu' o 1-7 scegli"), "\(italian)")
    }

    @Test func theLobbyFollowsTablesAsTheyComeAndGoAndKeepsTheSelection() throws {
        let inbox = LobbyInbox()
        var app = LobbyApp(inbox: inbox)
        _ = app.start()
        #expect(text(app).contains("Looking for tables"))
        let alice = LobbyRow(id: "a", name: "Alice's table", detail: "Alice · 10.0.0.2:4860", isOpen: true)
        let bob = LobbyRow(id: "b", name: "Bob's table", detail: "Bob · 10.0.0.3:4860", isOpen: false, closedReason: "full")
        let carla = LobbyRow(id: "c", name: "Carla's table", detail: "Carla · 10.0.0.4:4860", isOpen: true)
        inbox.post([alice, carla])
        _ = app.drainInbox()
        _ = keys(&app, [.down])
        inbox.post([alice, bob, carla]) // Bob appears above the selected Carla
        _ = app.drainInbox()
        try snapshot("lobby-80x24", app)
        #expect(keys(&app, [.enter]) == [.quit])
        #expect(app.picked == carla)
        // A full table cannot be picked: the reason is shown instead.
        var other = LobbyApp(inbox: inbox)
        inbox.post([alice, bob])
        _ = other.start()
        #expect(keys(&other, [.character("2")]).isEmpty)
        #expect(other.picked == nil)
        #expect(text(other).contains("Bob's table cannot be joined: full."))
        // A table that goes away takes the selection to a neighbour, never out of range.
        inbox.post([])
        _ = other.drainInbox()
        #expect(keys(&other, [.enter]).isEmpty)
        #expect(text(other).contains("None yet"))
        inbox.fail("avahi-daemon is not running")
        _ = other.drainInbox()
        #expect(text(other).contains("avahi-daemon is not running"))
        #expect(keys(&other, [.character("q")]) == [.quit])
        #expect(other.picked == nil)
    }

    @Test func historyListPicksAMatchToReplayAndRemembersWhere() {
        let rows = (1...15).map { HistoryRow(id: Int64($0), label: "2026-11-\($0 + 9) 20:00  vs Bob", detail: "won 70–50 · local") }
        var app = HistoryListApp(rows: rows)
        _ = keys(&app, Array(repeating: .down, count: 13))
        #expect(text(app).contains("2026-11-23"))
        #expect(keys(&app, [.enter]) == [.quit])
        #expect(app.picked?.id == 14 && app.selectedIndex == 13)
        var empty = HistoryListApp(rows: [])
        #expect(keys(&empty, [.enter]).isEmpty)
        #expect(text(empty).contains("No games yet"))
    }
}
