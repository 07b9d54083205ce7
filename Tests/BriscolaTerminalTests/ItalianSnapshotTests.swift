import BriscolaCore
@testable import BriscolaTerminal
import BriscolaText
import Foundation
import Testing

/// The screens in Italian, compared with Snapshots/it-*.txt: as text, and — for the table — as the
/// terminal bytes with and without colour (escape shown as `\e`, one screen row a line).
@Suite struct ItalianSnapshotTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    static let sizes = [(80, 24), (120, 40)]

    func check(_ name: String, _ text: String) throws {
        let file = Self.directory.appendingPathComponent("\(name).txt")
        if ProcessInfo.processInfo.environment["BRISCOLA_WRITE_GOLDEN"] == "1" {
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let stored = try String(contentsOf: file, encoding: .utf8)
        #expect(stored == text, "snapshot \(name) differs:\n\(text)")
    }

    /// The bytes a terminal receives for this frame, readable: `\e` for escape, a row a line.
    func ansi(_ canvas: Canvas) -> String {
        var writer = ANSIWriter()
        var bytes = writer.frame(canvas).replacingOccurrences(of: "\u{1B}", with: "\\e")
        for row in 1...canvas.height { bytes = bytes.replacingOccurrences(of: "\\e[\(row);1H", with: "\n\\e[\(row);1H") }
        return bytes + "\n"
    }

    static func italian(color: Bool, unicode: Bool = true) -> RenderOptions {
        RenderOptions(unicode: unicode, color: color, language: .italian)
    }

    static func driver(seed: UInt64 = 7, players: Variant = .two) -> Driver {
        var driver = Driver(seed: seed, players: players)
        var config = driver.app.config
        config.language = .italian
        driver.app = TableApp(config: config)
        driver.settle(driver.app.start())
        return driver
    }

    @Test(arguments: sizes)
    func theTableInItalianWithAndWithoutColour(_ width: Int, _ height: Int) throws {
        var driver = Self.driver()
        _ = driver.app.handle(.key(.character("2")))
        let coloured = TableScreen.render(driver.app.screen, width: width, height: height, options: Self.italian(color: true))
        let plain = TableScreen.render(driver.app.screen, width: width, height: height, options: Self.italian(color: false))
        #expect(coloured.text == plain.text)
        #expect(plain.text.contains("La tua mano") && plain.text.contains("Briscola") && plain.text.contains("Mazzo"))
        try check("it-trick-\(width)x\(height)", plain.text + "\n")
        try check("it-trick-\(width)x\(height)-colour", ansi(coloured))
        try check("it-trick-\(width)x\(height)-no-colour", ansi(plain))
        #expect(!ansi(plain).contains(try Regex(#";3[0-7]m"#)))
        #expect(ansi(coloured).contains(try Regex(#";3[0-7]m"#)))
    }

    @Test(arguments: sizes)
    func aFreshDealInItalian(_ width: Int, _ height: Int) throws {
        let driver = Self.driver()
        let canvas = TableScreen.render(driver.app.screen, width: width, height: height, options: Self.italian(color: false))
        #expect(canvas.text.contains("Apri tu. La briscola è"))
        try check("it-fresh-\(width)x\(height)", canvas.text + "\n")
    }

    @Test func theResultAndTheHelpInItalian() throws {
        var driver = Self.driver()
        driver.playUntil { _ in false }
        let result = TableScreen.render(driver.app.screen, width: 80, height: 24, options: Self.italian(color: false))
        #expect(result.text.contains("Un'altra?"))
        try check("it-result-80x24", result.text + "\n")
        var helped = Self.driver()
        helped.press(.character("h"))
        try check("it-help-80x24", TableScreen.render(helped.app.screen, width: 80, height: 24, options: Self.italian(color: false)).text + "\n")
        let ascii = TableScreen.render(helped.app.screen, width: 80, height: 24, options: Self.italian(color: false, unicode: false))
        #expect(ascii.text.contains("Sinistra/Destra") && !ascii.text.contains("Left"), "the arrow keys named in Italian")
    }

    @Test func fourPlayersAndTheCardsOutInItalian() throws {
        var driver = Self.driver(players: .four)
        driver.press(.character("o"))
        _ = driver.app.handle(.key(.character("1")))
        try check("it-four-120x40", TableScreen.render(driver.app.screen, width: 120, height: 40, options: Self.italian(color: false)).text + "\n")
        try check("it-four-80x24", TableScreen.render(driver.app.screen, width: 80, height: 24, options: Self.italian(color: false)).text + "\n")
    }

    @Test func theStartMenuInItalian() throws {
        let menu = StartMenuApp(name: "Ada")
        try check("it-start-menu-80x24", menu.render(width: 80, height: 24, options: Self.italian(color: false)).text + "\n")
    }

    @Test func langItSelectsItalianAndCEnglish() {
        let italian = RenderOptions(environment: ["LANG": "it_IT.UTF-8"], ascii: false, noColor: false, showPoints: false)
        #expect(italian.language == .italian && italian.unicode)
        let english = RenderOptions(environment: ["LANG": "C.UTF-8"], ascii: false, noColor: false, showPoints: false)
        #expect(english.language == .english)
        let chosen = RenderOptions(environment: ["LANG": "it_IT.UTF-8"], ascii: false, noColor: false, showPoints: false, language: .english)
        #expect(chosen.language == .english)
        let canvas = TableScreen.render(Driver().app.screen, width: 80, height: 24, options: italian)
        #expect(canvas.text.contains("La tua mano") && canvas.text.contains("q esce"))
    }

    @Test func everyItalianLineFitsEightyColumns() {
        for variant in [Variant.two, .three, .four] {
            var driver = Self.driver(players: variant)
            driver.press(.character("h"))
            let canvas = TableScreen.render(driver.app.screen, width: 80, height: 24, options: Self.italian(color: false, unicode: false))
            #expect(canvas.text.contains("Come si gioca"))
            // The help box spans the 80 columns and its right edge is intact on every row: no line
            // ran over it, and nothing of the table shows beside it.
            let rows = canvas.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let inside = rows.filter { $0.hasPrefix("| ") }
            // (How to go back is the footer's line, under the box.)
            #expect(inside.count >= 14 && inside.allSatisfy { $0.count == 80 && $0.hasSuffix(" |") }, "\(variant) \(inside.count)")
            // A game on this machine has no chat to tell of; a network table's help does, within the box.
            #expect(!canvas.text.contains("c o t scrive"))
            let table = HelpPanel.text(variant, Glyphs(unicode: false), Text(.italian), chat: true)
            #expect(table.contains { $0.contains("c o t scrive una riga al tavolo") } && table.allSatisfy { $0.columns <= 76 }, "\(table)")
        }
        let menu = HelpPanel.text(nil, Glyphs(unicode: false), Text(.italian))
        #expect(menu.contains { $0.contains("Al tavolo in rete c o t scrive") } && menu.allSatisfy { $0.columns <= 76 }, "\(menu)")
    }
}
