import BriscolaAI
import BriscolaCore
@testable import BriscolaTerminal
import BriscolaText
import Foundation
import Testing

/// The table for five compared with Snapshots/five-*.txt at 80×24 and 120×40, in English and
/// Italian: the auction on the person's bid, the call, a trick in play with the call shown, the
/// result with deal scores and standings, a deal thrown in.
@Suite struct FiveSnapshotTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    static let cases: [(Int, Int, Language)] = [(80, 24, .english), (120, 40, .english), (80, 24, .italian), (120, 40, .italian)]

    func check(_ name: String, _ driver: Driver, _ width: Int, _ height: Int, _ language: Language) throws {
        let options = RenderOptions(unicode: true, color: false, language: language)
        let text = TableScreen.render(driver.app.screen, width: width, height: height, options: options).text + "\n"
        let file = Self.directory.appendingPathComponent("five-\(name)-\(language == .italian ? "it-" : "")\(width)x\(height).txt")
        if ProcessInfo.processInfo.environment["BRISCOLA_WRITE_GOLDEN"] == "1" {
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let stored = try String(contentsOf: file, encoding: .utf8)
        #expect(stored == text, "snapshot \(file.lastPathComponent) differs:\n\(text)")
    }

    static func driver(_ language: Language, seed: UInt64 = 7, level: Level = .normal) -> Driver {
        FiveTableAppTests.driver(seed: seed, level: level, language: language)
    }

    @Test(arguments: cases)
    func auction(_ width: Int, _ height: Int, _ language: Language) throws {
        var driver = Self.driver(language)
        driver.press(.right)
        let frame = TableScreen.render(driver.app.screen, width: width, height: height, options: RenderOptions(unicode: true, color: false, language: language)).text
        #expect(frame.contains(language == .english ? "[3]" : "[Tre]"))
        try check("auction", driver, width, height, language)
    }

    @Test(arguments: cases)
    func call(_ width: Int, _ height: Int, _ language: Language) throws {
        let driver = try #require(FiveTableAppTests.seed(level: .easy, keys: [.enter], language: language) { $0.view.auction.stage == .calling && $0.view.turn == 0 })
        try check("call", driver, width, height, language)
    }

    @Test(arguments: cases)
    func trick(_ width: Int, _ height: Int, _ language: Language) throws {
        var driver = Self.driver(language)
        driver.press(.character("p"))
        driver.press(.character("1"))
        driver.press(.character("1"))
        #expect(driver.app.view.auction.called != nil && driver.app.view.tricksPlayed >= 1)
        try check("trick", driver, width, height, language)
    }

    @Test(arguments: cases)
    func result(_ width: Int, _ height: Int, _ language: Language) throws {
        var driver = Self.driver(language)
        driver.press(.character("p"))
        var steps = 0
        while driver.app.phase == .yourTurn, steps < 20 {
            driver.press(.character("1"))
            steps += 1
        }
        #expect(driver.app.phase == .result)
        try check("result", driver, width, height, language)
    }

    @Test(arguments: cases)
    func thrownIn(_ width: Int, _ height: Int, _ language: Language) throws {
        let driver = try #require(FiveTableAppTests.seed(level: .easy, keys: [.character("p")], language: language) { $0.view.auction.stage == .thrownIn })
        try check("thrown-in", driver, width, height, language)
    }

    /// At 80×24 the hand of eight fills the width: the cards out (o) cover the table's places.
    @Test func cardsOutCoverTheTableAt80x24() throws {
        var driver = Self.driver(.english)
        driver.press(.character("p"))
        driver.press(.character("1"))
        driver.press(.character("o"))
        #expect(driver.app.screen.showsCardsOut)
        try check("cards-out", driver, 80, 24, .english)
    }
}
