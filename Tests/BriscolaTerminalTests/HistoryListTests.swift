import BriscolaTerminal
import Foundation
import Testing

/// A long history in the start menu: every match reachable by its own number ("#12"), and on
/// screen when selected.
@Suite struct HistoryListTests {
    func rows(_ count: Int) -> [HistoryRow] {
        (1...count).map { HistoryRow(id: Int64(100 + $0), label: "vs Player \($0) ", detail: "won 70–50 · local") }
    }

    func keys(_ app: inout HistoryListApp, _ keys: [Key]) -> [AppEffect] {
        keys.flatMap { app.handle(.key($0)) }
    }

    func lines(_ app: HistoryListApp, unicode: Bool = true) -> [String] {
        app.render(width: 80, height: 24, options: RenderOptions(unicode: unicode, color: false)).text
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The selected line on screen (it starts with the pointer).
    func selectedLine(_ app: HistoryListApp) -> String? {
        lines(app).first { $0.hasPrefix("  ›") }
    }

    @Test func typingAMatchsNumberSelectsItAndEnterReplaysIt() {
        var app = HistoryListApp(rows: rows(30))
        #expect(keys(&app, [.character("1"), .character("2")]).isEmpty, "a digit does not replay")
        #expect(app.selectedIndex == 0, "no match is numbered 12 here: the selection stays")
        _ = keys(&app, [.character("5")])
        #expect(app.selectedIndex == 24, "match 125 is the 25th row")
        #expect(selectedLine(app)?.contains("vs Player 25 ") == true, "\(selectedLine(app) ?? "no selection shown")")
        #expect(keys(&app, [.enter]) == [.quit])
        #expect(app.picked?.id == 125)
    }

    /// A larger window shows more of the list, and whole names the 80×24 list would cut.
    @Test func aLargerWindowShowsMoreRowsAndLongerLines() {
        let long = HistoryRow(id: 7, label: "#7  2026-11-24 19:38  vs Gianmaria Nicolodi and Bartolomeo (with Carla)",
                              detail: "lost 52–68 · network, 4 players")
        let app = HistoryListApp(rows: [long] + rows(30))
        let small = app.render(width: 80, height: 24, options: RenderOptions(color: false)).text
        let large = app.render(width: 120, height: 40, options: RenderOptions(color: false)).text
        #expect(small.contains("Player 15 ") && !small.contains("Player 16 ") && small.contains("(partner") == false, "16 rows in 24 lines: \(small)")
        #expect(large.contains("Player 30 ") && !large.contains(" of 31"), "all 31 rows in 40 lines: \(large)")
        #expect(large.contains("Bartolomeo (with") && large.contains("lost 52–68 · network, 4 players"), "\(large)")
        let frame = large.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(frame.count == 40 && frame[39].contains("Enter") && frame[1].hasPrefix(String(repeating: "─", count: 120)))
        // Larger still, the 120×40 area stays in the middle.
        let huge = app.render(width: 160, height: 50, options: RenderOptions(color: false)).text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(huge[5].hasPrefix(String(repeating: " ", count: 20) + " Briscola"), "\(huge[5])")
    }

    /// A cut that falls after a comma and a space leaves neither before the ellipsis (the detail
    /// long enough that the label keeps to its 40 columns).
    @Test func aCutAtACommaLeavesNoCommaBeforeTheEllipsis() {
        let row = HistoryRow(id: 7, label: "#7  2026-11-24 19:38  vs Opponent 111, Opponent 2", detail: "lost 31–52–37 · network, computer")
        let shown = lines(HistoryListApp(rows: [row])).first { $0.contains("#7") } ?? ""
        #expect(shown.contains("vs Opponent 111…") && !shown.contains(",…") && !shown.contains(", …"), "[\(shown)]")
    }

    /// A match against many (a table of four) is cut with an ellipsis, not at a comma as if complete.
    @Test func aLongRowShowsItWasCut() {
        let long = HistoryRow(id: 7, label: "#7  2026-11-24 19:38  vs Opponent 1, Opponent 2", detail: "lost 36–84 · local, 4 players, a long note")
        let shown = lines(HistoryListApp(rows: [long])).first { $0.contains("#7") } ?? ""
        #expect(shown.contains("vs Opponent 1, Op…   lost") && shown.contains("…"), "[\(shown)]")
        let ascii = lines(HistoryListApp(rows: [long]), unicode: false).first { $0.contains("#7") } ?? ""
        // In ASCII "...", not a lone "." that reads as an abbreviation ("Op.").
        #expect(ascii.contains("vs Opponent 1...  ") && ascii.contains("4 player...") && ascii.unicodeScalars.allSatisfy(\.isASCII), "\(ascii)")
    }

    /// The footer echoes the number being typed, and says so when no match has it (typing 99 went
    /// silently to #9).
    @Test func aNumberNoMatchHasIsSaidAndTypingStartsAgain() {
        var app = HistoryListApp(rows: rows(30))
        _ = keys(&app, [.character("1")])
        #expect(lines(app).last { $0.contains("#") }?.contains("#1… · type on") == true, "\(lines(app).suffix(2))")
        _ = keys(&app, [.character("0"), .character("9")])
        #expect(lines(app).contains { $0.contains("#109 · Enter replays it") } && app.selectedIndex == 8, "\(lines(app).suffix(2))")
        _ = keys(&app, [.character("5")])
        #expect(app.selectedIndex == 8, "no match begins 1095, nor 5: the selection stays")
        #expect(lines(app).contains { $0.contains("No game #1095 in this list") }, "\(lines(app).suffix(2))")
        let ascii = lines(app, unicode: false).joined()
        #expect(ascii.unicodeScalars.allSatisfy { $0.isASCII }, "\(ascii)")
        _ = keys(&app, [.character("1"), .character("3"), .character("0")])
        #expect(app.selectedIndex == 29, "130, typed afresh after the miss")
        #expect(!lines(app).contains { $0.contains("No game") }, "the miss is said until the next key")
        // A digit that no longer fits the number starts a new one: after #130, 1 then 2 then 0 is #120.
        _ = keys(&app, [.character("1")])
        #expect(lines(app).contains { $0.contains("No game #1301 · #1… · type on") }, "\(lines(app).suffix(2))")
        _ = keys(&app, [.character("2"), .character("0")])
        #expect(app.selectedIndex == 19, "#120")
        _ = keys(&app, [.up, .character("1"), .character("0"), .character("2")])
        #expect(app.selectedIndex == 1, "a move ends the number being typed: 102")
    }

    @Test func theSelectionStaysOnScreen() {
        var app = HistoryListApp(rows: rows(30))
        for number in 1...30 {
            #expect(selectedLine(app)?.contains("vs Player \(number) ") == true, "entry \(number): \(selectedLine(app) ?? "not on screen")")
            _ = keys(&app, [.down])
        }
        _ = keys(&app, [.up])
        #expect(app.selectedIndex == 29 && lines(app).contains { $0.contains("15–30 of 30") })
    }

    @Test func leftAndRightTurnAPageOfWhatTheWindowShows() {
        var app = HistoryListApp(rows: rows(30))
        app.sized(width: 80, height: 24)
        _ = keys(&app, [.right])
        #expect(app.selectedIndex == 16, "16 rows at 80×24")
        _ = keys(&app, [.right, .right])
        #expect(app.selectedIndex == 29, "the last page stops at the last entry")
        _ = keys(&app, [.left, .left, .left])
        #expect(app.selectedIndex == 0)
    }

    @Test func homeEndAndThePageKeysReachTheEnds() {
        var app = HistoryListApp(rows: rows(40))
        app.sized(width: 120, height: 40)
        _ = keys(&app, [.end])
        #expect(app.selectedIndex == 39 && selectedLine(app)?.contains("vs Player 40 ") == true)
        _ = keys(&app, [.pageUp])
        #expect(app.selectedIndex == 7, "32 rows at 120×40")
        _ = keys(&app, [.home])
        #expect(app.selectedIndex == 0 && selectedLine(app)?.contains("vs Player 1 ") == true)
        _ = keys(&app, [.pageDown])
        #expect(app.selectedIndex == 32)
        var short = HistoryListApp(rows: rows(5))
        _ = keys(&short, [.end])
        #expect(short.selectedIndex == 4, "a short list has Home and End too")
        _ = keys(&short, [.home])
        #expect(short.selectedIndex == 0)
    }

    /// The lines a note would take are the list's when there is none; a note takes them back.
    @Test func theListFillsTheLinesANoteWouldTake() {
        let bare = lines(HistoryListApp(rows: rows(30)))
        #expect(bare[20].contains("vs Player 16 ") && bare[21].trimmingCharacters(in: .whitespaces).isEmpty, "\(bare.joined(separator: "\n"))")
        #expect(bare.contains { $0.contains("1–16 of 30") })
        let noted = lines(HistoryListApp(rows: rows(30), note: "One match could not be read."))
        #expect(noted.contains { $0.contains("1–12 of 30") } && noted[19].contains("One match could not be read."), "\(noted.joined(separator: "\n"))")
    }

    @Test func theFooterSaysHowToPickAnEntry() {
        let footer = lines(HistoryListApp(rows: rows(30))).last(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) ?? ""
        #expect(footer.contains("a game's #") && footer.contains("Enter replays") && footer.contains("page"), "\(footer)")
        let ascii = lines(HistoryListApp(rows: rows(30)), unicode: false).joined()
        let allASCII = ascii.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(allASCII)
    }

    @Test func aShortListGoesByMatchNumbersToo() {
        var app = HistoryListApp(rows: rows(5))
        #expect(keys(&app, [.character("4")]).isEmpty && app.picked == nil, "no match 4: a digit is no row number")
        #expect(lines(app).contains { $0.contains("No game #4 in this list") })
        _ = keys(&app, [.character("1"), .character("0"), .character("4")])
        #expect(keys(&app, [.enter]) == [.quit])
        #expect(app.picked?.id == 104)
    }

    /// An empty history offers only the way back (its footer spoke of a list that was not there).
    @Test func anEmptyHistorySaysOnlyHowToGoBack() {
        let shown = lines(HistoryListApp(rows: []))
        #expect(shown.contains { $0.contains("No games yet") } && shown.contains { $0.trimmingCharacters(in: .whitespaces) == "q back" },
                "\(shown.joined(separator: "\n"))")
        #expect(!shown.contains { $0.contains("Enter replays") })
        // Matches kept, none readable: not "no matches yet" above "3 damaged left out".
        let damaged = lines(HistoryListApp(rows: [], note: "3 damaged left out", noneReadable: true))
        #expect(damaged.contains { $0.contains("No game here can be read.") } && !damaged.contains { $0.contains("No games yet") },
                "\(damaged.joined(separator: "\n"))")
    }

    /// Page Down turns a whole page: rows 17–32 follow 1–16 (with the selection kept in the
    /// middle it showed 9–24, half the page again); the list scrolls only as the selection needs.
    @Test func aPageKeyTurnsAWholePage() {
        var app = HistoryListApp(rows: rows(40))
        app.sized(width: 80, height: 24)
        #expect(lines(app).contains { $0.contains("1–16 of 40") })
        _ = keys(&app, [.pageDown])
        #expect(lines(app).contains { $0.contains("17–32 of 40") } && app.selectedIndex == 16, "\(lines(app).suffix(4))")
        _ = keys(&app, [.down])
        #expect(lines(app).contains { $0.contains("17–32 of 40") } && app.selectedIndex == 17, "a step inside the page does not scroll")
        _ = keys(&app, [.pageDown, .pageDown])
        #expect(lines(app).contains { $0.contains("25–40 of 40") } && app.selectedIndex == 39, "\(lines(app).suffix(4))")
        _ = keys(&app, [.pageUp])
        #expect(lines(app).contains { $0.contains("9–24 of 40") } && app.selectedIndex == 23, "\(lines(app).suffix(4))")
        _ = keys(&app, [.home])
        #expect(lines(app).contains { $0.contains("1–16 of 40") } && app.selectedIndex == 0)
        _ = keys(&app, [.end])
        #expect(lines(app).contains { $0.contains("25–40 of 40") } && app.selectedIndex == 39)
    }
}
