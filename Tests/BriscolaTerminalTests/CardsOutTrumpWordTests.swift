import BriscolaCore
import BriscolaTerminal
import Testing

/// The cards-out panel on a big terminal names the trump suit's row in a word that fits its column.
@Suite struct CardsOutTrumpWordTests {
    @Test func theTrumpRowFitsThePanelInItalian() throws {
        var driver = Driver(seed: 5)
        driver.press(.character("o"))
        let text = TableScreen.render(driver.app.screen, width: 120, height: 40, options: RenderOptions(color: false, language: .italian)).text
        let trump = driver.app.view.trump.name(.italian)
        let row = try #require(text.split(separator: "\n").first { $0.contains("│ \(trump) ") }, "\(text)")
        #expect(row.hasSuffix(" brisc") || row.contains(" brisc "), "\(row)")
        #expect(!text.contains("bris…"), "\(text)")
    }
}
