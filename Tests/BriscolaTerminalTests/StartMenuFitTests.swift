import BriscolaAI
import BriscolaCore
import BriscolaTerminal
import BriscolaText
import BriscolaWire
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

    /// A game to take up at a table of four: the address stays whole; the end of the names gives way.
    @Test func theAddressOfAGameToResumeIsNeverCut() throws {
        let address = try #require(PeerAddress("127.0.0.1:47103"))
        let menu = StartMenuApp(name: "Ada", resume: (name: "Alice, Gus, Dave", address: address))
        let screen = menu.render(width: 80, height: 24, options: RenderOptions(color: false)).text
        let line = screen.split(separator: "\n").first { $0.contains("Resume your game") } ?? ""
        #expect(line.contains("unfinished, at 127.0.0.1:47103") && line.contains("Resume your game with Alice, Gus"), "[\(line)]")
        let settings = screen.split(separator: "\n").first { $0.contains("Settings") } ?? ""
        #expect(settings.contains("level, players, name, language"), "[\(settings)]")
        let join = screen.split(separator: "\n").first { $0.contains("Join a table on the local network") } ?? ""
        #expect(!join.contains("…"), "a standard entry is never cut: [\(join)]")
    }
}
