import BriscolaAI
import BriscolaCore
import BriscolaTerminal
import BriscolaText
import Testing

/// The first entry of the start menu names the game it deals; at 80 columns it is never cut.
@Suite struct StartMenuFitTests {
    @Test(arguments: Language.allCases)
    func everyGameTheMenuOffersFitsIn80Columns(_ language: Language) {
        let options = RenderOptions(color: false, language: language)
        for players in Variant.allCases {
            for level in Level.allCases {
                let game = TableAppConfig(players: players, level: level, seed: 1, language: language).title
                let screen = StartMenuApp(name: "Ada", game: game).render(width: 80, height: 24, options: options).text
                let line = screen.split(separator: "\n").first { $0.contains("1  ") } ?? ""
                #expect(line.contains(game) && !line.contains("…"), "\(language) \(players) \(level): [\(line)]")
            }
        }
    }
}
