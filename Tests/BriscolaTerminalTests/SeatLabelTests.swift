import BriscolaCore
import BriscolaTerminal
import Testing

/// The names under the cards on the table: cut to their column, whole where the column is wide.
@Suite struct SeatLabelTests {
    @Test func aLongNameIsWholeUnderALargeCardAndCutUnderASmallOne() {
        var app = TableApp(config: TableAppConfig(players: .four, level: .normal, name: "Ada", seed: 7, pauseMilliseconds: 500))
        _ = app.start()
        var effects = app.handle(.key(.character("1")))
        for _ in 0..<20 where app.view.table.count < 4 && effects.contains(where: { if case .wait = $0 { true } else { false } }) {
            effects = app.handle(.tick)
        }
        var model = app.screen
        #expect(model.view?.table.count ?? 0 >= 2, "cards on the table")
        model.names = ["Ada", "Avversario 1", "Compagno", "Avversario 2"]
        let large = TableScreen.render(model, width: 120, height: 40, options: RenderOptions(color: false)).text
        let small = TableScreen.render(model, width: 80, height: 24, options: RenderOptions(color: false)).text
        // The line under the cards: the one after the cards' bottom edges.
        func labels(_ screen: String) -> Substring {
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            guard let bottom = lines.firstIndex(where: { $0.contains("┘") }), bottom + 1 < lines.count else { return "" }
            return lines[bottom + 1]
        }
        let labelsLarge = labels(large), labelsSmall = labels(small)
        #expect(labelsLarge.contains("Avversario 1"), "\(large)")
        #expect(labelsSmall.contains("Avversa… 1") && !labelsSmall.contains("Avversario 1"), "\(small)")
    }
}
