import BriscolaCore
@testable import BriscolaTerminal
import Testing

/// The "quit?" question covers the table's whole width: no word of the table shows at its sides
/// (on the big table, the table's columns: not across the side panel).
@Suite struct ConfirmBoxTests {
    @Test(arguments: [(80, 24), (120, 40)])
    func theQuestionsBoxSpansTheTable(_ width: Int, _ height: Int) throws {
        var driver = Driver(seed: 5)
        driver.playFirstAndHold()
        var model = driver.app.screen
        model.overlay = .confirmQuit
        let rows = TableScreen.render(model, width: width, height: height, options: RenderOptions(color: false)).text
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = try #require(rows.firstIndex { $0.contains("Quit this game?") }, "\(rows.joined(separator: "\n"))")
        let layout = TableLayout.forTerminal(width: width, height: height)
        let left = layout.x + (layout.width - 80) / 2
        for (offset, (start, end)) in [(-1, ("┌", "┐")), (0, ("│", "│")), (1, ("└", "┘"))] {
            let line = Array(rows[row + offset])
            #expect(String(line[left]) == start && String(line[left + 79]) == end, "\(rows[row + offset])")
        }
    }
}


