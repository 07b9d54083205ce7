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
        for players in Variant.classic {
            for level in Level.allCases {
                let game = TableAppConfig(players: players, level: level, seed: 1, language: language).title
                let screen = StartMenuApp(name: "Ada", game: game).render(width: 80, height: 24, options: options).text
                let line = screen.split(separator: "\n").first { $0.contains("1  ") } ?? ""
                #expect(line.contains(game) && !line.contains("…"), "\(language) \(players) \(level): [\(line)]")
            }
        }
    }

    /// In Italian, with a long resume label: the standard entries' details stay whole, the label
    /// gives way, the address stays.
    @Test func aLongResumeLabelGivesWayInItalian() throws {
        let address = try #require(PeerAddress("127.0.0.1:47401"))
        let options = RenderOptions(color: false, language: .italian)
        let game = TableAppConfig(players: .two, level: .normal, seed: 1, language: .italian).title
        let menu = StartMenuApp(name: "Ada", game: game, resume: (name: "Anna, Bruno e Bot 4", address: address))
        let screen = menu.render(width: 80, height: 24, options: options).text
        for whole in [game, "scegli tra i tavoli annunciati", "a 127.0.0.1:47401", "Unisciti a un tavolo in rete"] {
            #expect(screen.contains(whole), "\(whole):\n\(screen)")
        }
    }

    /// A game to resume names its address, or its port, before its players: at 80 columns what is
    /// cut of a long detail is the end of the names, and no standard entry is cut for it.
    @Test func theAddressOfAGameToResumeIsNeverCut() throws {
        let address = try #require(PeerAddress("127.0.0.1:47103"))
        let menus = [StartMenuApp(name: "Ada", resume: (name: "Alice, Gus, Dave", address: address)),
                     StartMenuApp(name: "Ada", resumeTable: 47103, resumeTableWith: "Bruno, Carla, Dario")]
        for menu in menus {
            let screen = menu.render(width: 80, height: 24, options: RenderOptions(color: false)).text
            let lines = screen.split(separator: "\n")
            let line = lines.first { $0.contains("Resume your") } ?? ""
            #expect(line.contains("at 127.0.0.1:47103") || line.contains("on port 47103, with Bruno, Carla"), "[\(line)]")
            for entry in ["Host a table on the local network", "Join a table on the local network", "Join a table by address",
                          "level, name, language and more"] {
                #expect(lines.contains { $0.contains(entry) }, "\(entry) whole:\n\(screen)")
            }
        }
        // A table of three: its two players fit whole (the last letters were cut by a column kept for nothing).
        let three = StartMenuApp(name: "Ada", resumeTable: 49601, resumeTableWith: "Bruno and Carla").render(width: 80, height: 24,
                                                                                                            options: RenderOptions(color: false)).text
        #expect(three.contains("on port 49601, with Bruno and Carla "), "\(three)")
    }
}
