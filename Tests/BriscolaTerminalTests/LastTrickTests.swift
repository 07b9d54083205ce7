import BriscolaCore
@testable import BriscolaTerminal
import Testing

/// The last trick of a deal is shown with who took it, but nobody "leads next": no trick follows
/// (the line said "You lead next" just before "Game 1 is over").
@Suite struct LastTrickTests {
    @Test(arguments: [(Variant.two, 80, 24), (.two, 120, 40), (.four, 120, 40)])
    func theLastTrickSaysNobodyLeadsNext(players: Variant, width: Int, height: Int) throws {
        var driver = Driver(seed: 5, players: players)
        driver.playUntil { $0.phase == .yourTurn && $0.view.stockCount == 0 && $0.view.hand.count == 1 }
        try #require(driver.app.view.hand.count == 1 && driver.app.phase == .yourTurn)
        driver.playFirstAndHold()
        for _ in 0..<20 where driver.app.phase != .trickShown { _ = driver.app.handle(.tick) }
        try #require(driver.app.phase == .trickShown && driver.app.shownTrick != nil)
        let text = TableScreen.render(driver.app.screen, width: width, height: height, options: RenderOptions(color: false)).text
        #expect(text.contains("take +") || text.contains("takes +"), "the trick is shown: \(text)")
        #expect(!text.contains("lead next") && !text.contains("leads next") && !text.contains("You lead."), "\(text)")
    }
}
