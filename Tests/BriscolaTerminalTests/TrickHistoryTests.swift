import BriscolaCore
@testable import BriscolaTerminal
import BriscolaText
import Foundation
import Testing

/// Rows 33–39 of the 120×40 table: the tricks taken so far (Snapshots/tricks-*.txt), in English
/// and Italian, with and without colour; the 80×24 box has no room for them and shows none.
@Suite struct TrickHistoryTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    func check(_ name: String, _ text: String) throws {
        let file = Self.directory.appendingPathComponent("\(name).txt")
        if ProcessInfo.processInfo.environment["BRISCOLA_WRITE_GOLDEN"] == "1" {
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let stored = try String(contentsOf: file, encoding: .utf8)
        #expect(stored == text, "snapshot \(name) differs:\n\(text)")
    }

    /// A table after `tricks` tricks, the person's turn to play.
    static func driver(tricks: Int, players: Variant = .two, language: Language = .english) -> Driver {
        var driver = Driver(seed: 11, players: players)
        var config = driver.app.config
        config.language = language
        driver.app = TableApp(config: config)
        driver.settle(driver.app.start())
        driver.playUntil { $0.view.tricksPlayed >= tricks && $0.phase == .yourTurn }
        return driver
    }

    static func rows(_ canvas: Canvas) -> [String] { canvas.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    @Test(arguments: Language.allCases)
    func theLatestTricksShowWhoPlayedWhatAndWhoTookThem(_ language: Language) throws {
        let driver = Self.driver(tricks: 7, language: language)
        let view = try #require(driver.app.screen.view)
        let tricks = try #require(view.takenTricks)
        #expect(tricks.count == view.tricksPlayed && tricks.count >= 7)
        let text = Text(language), names = driver.app.screen.names
        let plain = TableScreen.render(driver.app.screen, width: 120, height: 40, options: RenderOptions(unicode: true, color: false, language: language))
        let rows = Self.rows(plain)
        #expect(rows[33].contains(text(.tricksTitle, ["taken": "\(tricks.count)", "total": "20", "dot": "·", "mark": "›"])))
        #expect(rows[34].contains(text(.seatYou)) && rows[34].contains(names[1]) && rows[34].contains(text(.tricksTakenBy)))
        // The five latest, oldest first: each row numbered, each card in its seat's column, the taker and the points.
        for (row, (number, trick)) in zip(35...39, zip(tricks.indices.suffix(5), tricks.suffix(5))) {
            let line = rows[row]
            let label = "\(number + 1)."
            #expect(line.hasPrefix(String(repeating: " ", count: 5 - label.count) + label), "\(line)")
            for (position, card) in trick.cards.enumerated() {
                let seat = trick.seat(at: position, players: 2)
                // The card led is marked.
                #expect(line.dropFirst(6 + seat * 28).hasPrefix((position == 0 ? "›" : "") + text.card(card)), "seat \(seat): \(line)")
            }
            let taker = trick.winner == view.seat ? text(.whoYou) : names[trick.winner]
            #expect(String(line.prefix(84)).trimmingTrailingSpaces().hasSuffix("→ \(taker) +\(trick.points)"), "\(line)")
        }
        #expect(rows[39].contains("+\(try #require(view.lastTrick).points)"))
        try check("\(language == .italian ? "it-" : "")tricks-120x40", plain.text + "\n")
        // At 80×24 the same moment shows no list of tricks.
        let small = TableScreen.render(driver.app.screen, width: 80, height: 24, options: RenderOptions(unicode: true, color: false, language: language))
        #expect(!small.text.contains(text(.tricksTakenBy)))
    }

    @Test func theCardThatTookEachTrickStandsOutWithAndWithoutColour() throws {
        let driver = Self.driver(tricks: 3)
        let view = try #require(driver.app.screen.view)
        let last = try #require(view.lastTrick)
        let column = 6 + last.winner * 28, row = 33 + 2 + min(5, view.tricksPlayed) - 1
        for color in [true, false] {
            let canvas = TableScreen.render(driver.app.screen, width: 120, height: 40, options: RenderOptions(unicode: true, color: color))
            let cells = Array(canvas.row(row))
            let taking = cells[column], other = cells[6 + (1 - last.winner) * 28]
            #expect(taking.style.bold && !other.style.bold)
            #expect(taking.style.foreground == (color ? .yellow : nil))
        }
        let plain = TableScreen.render(driver.app.screen, width: 120, height: 40, options: RenderOptions(unicode: true, color: false))
        let coloured = TableScreen.render(driver.app.screen, width: 120, height: 40, options: RenderOptions(unicode: true, color: true))
        #expect(plain.text == coloured.text)
    }

    @Test func beforeTheFirstTrickTheListSaysSo() {
        let driver = Driver()
        let canvas = TableScreen.render(driver.app.screen, width: 120, height: 40, options: RenderOptions(unicode: false, color: false))
        let rows = Self.rows(canvas)
        #expect(rows[33].contains("Tricks taken: 0 of 20"))
        #expect(rows[35].contains("No trick taken yet."))
    }

    /// The card led is marked and named as its column names the others: whole with three players
    /// (it was cut short for the mark's column), short only where the whole name and the mark
    /// do not fit; short with four, as every card there.
    @Test func theLedCardKeepsItsColumnsNames() throws {
        let text = Text(.italian)
        let three = TrickHistoryPanel.cardName(Card(.tre, .denari), text: text, room: 18, mark: "›")
        let long = TrickHistoryPanel.cardName(Card(.cavallo, .bastoni), text: text, room: 18, mark: "›")
        let four = TrickHistoryPanel.cardName(Card(.tre, .denari), text: text, room: 13, mark: "›")
        #expect(three == "›Tre di Denari" && long == "›Cav. Bastoni" && four == "›3 Denari", "\(three) \(long) \(four)")
        // The longest short name with the mark would run into the next column: shorter still.
        let fante = TrickHistoryPanel.cardName(Card(.fante, .bastoni), text: text, room: 13, mark: "›")
        #expect(fante == "›F. Bastoni", "\(fante)")
    }

    /// Every column keeps two spaces before the next: a card's name that filled its column ran
    /// into the next one ("›Fante Denari 5 Spade").
    @Test(arguments: [Variant.three, .four])
    func columnsNeverTouch(_ players: Variant) throws {
        let columns = TrickHistoryPanel.Columns(players: players.players, width: 80)
        for language in [Language.english, .italian] {
            for card in Card.all {
                for mark in ["", "›"] {
                    let name = TrickHistoryPanel.cardName(card, text: Text(language), room: columns.room, mark: mark)
                    #expect(name.columns + 2 <= columns.seat, "\(name) in a column of \(columns.seat)")
                }
            }
        }
        #expect(columns.takerX + 16 <= 80, "room for the taker: \(columns.taker)")
    }

    @Test func fourPlayersFitTheirCardsInNarrowerColumns() throws {
        let driver = Self.driver(tricks: 6, players: .four, language: .italian)
        let view = try #require(driver.app.screen.view)
        let canvas = TableScreen.render(driver.app.screen, width: 120, height: 40, options: RenderOptions(unicode: true, color: false, language: .italian))
        let rows = Self.rows(canvas)
        #expect(rows[33].contains("Prese: \(view.tricksPlayed) su 10"))
        let last = try #require(view.lastTrick)
        for (position, card) in last.cards.enumerated() {
            let seat = last.seat(at: position, players: 4)
            let short = (position == 0 ? "›" : "") + (card.rank == .cavallo ? "Cav." : card.rank.name()) + " " + card.suit.name()
            #expect(rows[39].dropFirst(6 + seat * TrickHistoryPanel.Columns(players: 4, width: 80).seat).hasPrefix(short), "\(rows[39])")
        }
        // Nothing runs into the side panel: the table area ends at column 84, where the panel's
        // border runs to the last row and meets the tricks' rule with a joint.
        #expect(rows[33].dropFirst(84).hasPrefix("┤"), "\(rows[33])")
        for row in 34...39 { #expect(rows[row].dropFirst(84).hasPrefix("│"), "\(rows[row])") }
        try check("it-tricks-four-120x40", canvas.text + "\n")
    }
}

extension String {
    /// Without the spaces at its end.
    func trimmingTrailingSpaces() -> String {
        var out = self
        while out.last == " " { out.removeLast() }
        return out
    }
}
