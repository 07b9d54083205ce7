import BriscolaCore
@testable import BriscolaTerminal
import Testing

/// On the big table (120×40 and more) the help and the quit question stay in the table's columns:
/// the network game's long question crossed the side panel's border.
@Suite struct OverlayPlacementTests {
    @Test(arguments: [(TableScreenModel.Overlay.confirmQuit, 120, 40), (.confirmQuit, 150, 45), (.help, 120, 40)])
    func boxesOverTheBigTableKeepOutOfTheSidePanel(overlay: TableScreenModel.Overlay, width: Int, height: Int) throws {
        var model = Driver(seed: 3).app.screen
        model.overlay = overlay
        model.chat.offered = true
        let lines = TableScreen.render(model, width: width, height: height, options: RenderOptions(color: false)).text
            .split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        let layout = TableLayout.forTerminal(width: width, height: height)
        let top = try #require(lines.first { $0.contains("┌") && $0.contains("┐") && $0.filter { $0 == "─" }.count > 60 })
        let left = try #require(top.firstIndex(of: "┌")), right = try #require(top.lastIndex(of: "┐"))
        #expect(left >= layout.x && right < layout.x + layout.width, "the box spans \(left)–\(right); the table \(layout.x)–\(layout.x + layout.width - 1)")
        if overlay == .confirmQuit {
            #expect(lines.contains { String($0).contains("Quit this game?") }, "the question is shown")
            #expect(!lines.contains { String($0).contains("h help") || String($0).contains("q quit") }, "no game keys under the question")
        }
    }
}
