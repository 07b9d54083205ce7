import BriscolaCore
import BriscolaTerminal
import Foundation
import Testing

/// Frames compared as text with Snapshots/*.txt (BRISCOLA_WRITE_GOLDEN=1 rewrites them after a
/// deliberate change of the screen; review the diff before committing).
@Suite struct SnapshotTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    func check(_ name: String, _ canvas: Canvas) throws {
        let file = Self.directory.appendingPathComponent("\(name).txt")
        let text = canvas.text + "\n"
        if ProcessInfo.processInfo.environment["BRISCOLA_WRITE_GOLDEN"] == "1" {
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let stored = try String(contentsOf: file, encoding: .utf8)
        #expect(stored == text, "snapshot \(name) differs:\n\(text)")
    }

    static let unicode = RenderOptions(unicode: true, color: true)
    static let sizes = [(80, 24), (120, 40)]

    @Test(arguments: sizes)
    func freshDeal(_ width: Int, _ height: Int) throws {
        let driver = Driver()
        #expect(driver.app.phase == .yourTurn && driver.app.view.hand.count == 3)
        try check("fresh-\(width)x\(height)", TableScreen.render(driver.app.screen, width: width, height: height, options: Self.unicode))
    }

    /// The stock's count is said once, under the card in words ("34 cards"), not also on its back.
    @Test(arguments: sizes)
    func theStockCountIsShownOnce(_ width: Int, _ height: Int) {
        let driver = Driver()
        let frame = TableScreen.render(driver.app.screen, width: width, height: height, options: Self.unicode).text
        let count = "\(driver.app.view.stockCount)"
        #expect(frame.contains("\(count) cards") && frame.components(separatedBy: count).count == 2, "\(frame)")
    }

    @Test(arguments: sizes)
    func trickInProgress(_ width: Int, _ height: Int) throws {
        var driver = Driver()
        _ = driver.app.handle(.key(.character("2")))
        #expect(driver.app.phase == .opponentThinking && driver.app.view.table.count == 1)
        try check("trick-\(width)x\(height)", TableScreen.render(driver.app.screen, width: width, height: height, options: Self.unicode))
    }

    @Test func lastTrickWithTheTrumpDrawn() throws {
        var driver = Driver()
        driver.playUntil { $0.view.stockCount == 2 && $0.phase == .yourTurn }
        driver.playFirstAndHold()
        var guardSteps = 0
        while driver.app.phase != .trickShown, guardSteps < 10 {
            _ = driver.app.handle(.tick)
            guardSteps += 1
        }
        #expect(driver.app.view.stockCount == 0 && driver.app.phase == .trickShown)
        let canvas = TableScreen.render(driver.app.screen, width: 80, height: 24, options: Self.unicode)
        #expect(canvas.text.contains("(drawn)") && canvas.text.contains("empty"))
        try check("trump-drawn-80x24", canvas)
    }

    @Test(arguments: sizes)
    func resultScreen(_ width: Int, _ height: Int) throws {
        var driver = Driver()
        driver.playUntil { _ in false }
        #expect(driver.app.phase == .result)
        let canvas = TableScreen.render(driver.app.screen, width: width, height: height, options: Self.unicode)
        #expect(canvas.text.contains("Play again?"))
        try check("result-\(width)x\(height)", canvas)
    }

    @Test(arguments: sizes)
    func helpScreen(_ width: Int, _ height: Int) throws {
        var driver = Driver()
        driver.press(.character("h"))
        #expect(driver.app.overlay == .help)
        let canvas = TableScreen.render(driver.app.screen, width: width, height: height, options: Self.unicode)
        // The footer says what a key does under the rules (closes them), not the game's keys; the
        // box does not say it again.
        let lines = canvas.text.split(separator: "\n")
        #expect(lines.filter { $0.contains("Press any key to go back to the game.") }.count == 1 && !lines.contains { $0.contains("1-3 play") },
                "the footer alone: \(canvas.text)")
        try check("help-\(width)x\(height)", canvas)
    }

    @Test func asciiForm() throws {
        let canvas = TableScreen.render(Driver().app.screen, width: 80, height: 24, options: RenderOptions(unicode: false, color: true))
        let allASCII = canvas.text.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(allASCII)
        try check("ascii-80x24", canvas)
    }

    @Test func noColourFormHasNoColourCodes() throws {
        let app = Driver().app
        var coloured = ANSIWriter(), plain = ANSIWriter()
        let withColour = coloured.frame(TableScreen.render(app.screen, width: 80, height: 24, options: RenderOptions(color: true)))
        let without = plain.frame(TableScreen.render(app.screen, width: 80, height: 24, options: RenderOptions(color: false)))
        let colourCode = try Regex(#"\x1B\[[0-9;]*;3[0-7]m"#)
        #expect(withColour.contains(colourCode))
        #expect(!without.contains(colourCode))
        #expect(TableScreen.render(app.screen, width: 80, height: 24, options: RenderOptions(color: false)).text
            == TableScreen.render(app.screen, width: 80, height: 24, options: RenderOptions(color: true)).text)
    }

    @Test(arguments: [(79, 24), (80, 23), (40, 10)])
    func tooSmallSaysWhatItNeeds(_ width: Int, _ height: Int) throws {
        let canvas = TableScreen.render(Driver().app.screen, width: width, height: height, options: Self.unicode)
        #expect(canvas.text.contains("at least 80×24"))
        #expect(canvas.text.contains("This one is \(width)×\(height)."))
        if width == 79 { try check("too-small-79x24", canvas) }
    }
}
