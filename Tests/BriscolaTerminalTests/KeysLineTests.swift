import BriscolaCore
@testable import BriscolaTerminal
import BriscolaText
import Testing

/// The keys line offers the numbers the hand holds: 1-3, then 1-2 and 1 in the last tricks.
@Suite struct KeysLineTests {
    @Test func theNumbersFollowTheCardsInHand() {
        var log = GameLog(setup: GameSetup(variant: .two, dealer: 1, seed: Seed(9)), seed: Seed(9))
        var seen: [Int: String] = [:]
        while !log.state.isFinished {
            if log.state.turn == 0 {
                let view = log.state.view(for: 0)
                let model = TableScreenModel(title: "you vs Bruno", view: view, names: ["Ada", "Bruno"], phase: .yourTurn)
                let screen = TableScreen.render(model, width: 80, height: 24, options: RenderOptions(color: false)).text
                seen[view.hand.count] = screen.split(separator: "\n").last { $0.contains(" play") }.map(String.init) ?? screen
            }
            _ = log.append(Action(seat: log.state.turn, card: log.state.hands[log.state.turn][0]))
        }
        #expect(seen[3]?.contains("1-3 play") == true, "\(seen[3] ?? "")")
        #expect(seen[2]?.contains("1-2 play") == true, "\(seen[2] ?? "")")
        #expect(seen[1]?.contains(" 1 play") == true && seen[1]?.contains("1-") == false, "\(seen[1] ?? "")")
    }

    /// Our own card on its way reads as such, not "You is playing…"; another player called "You"
    /// is someone else playing.
    @Test func ourOwnCardOnItsWayIsNotYouIsPlaying() {
        let view = GameState(setup: GameSetup(variant: .two, dealer: 1, seed: Seed(9))).view(for: 0)
        let model = TableScreenModel(title: "you vs Bruno", view: view, names: ["Ada", "Bruno"], phase: .sendingOurCard)
        let screen = TableScreen.render(model, width: 80, height: 24, options: RenderOptions(color: false)).text
        #expect(screen.contains("Playing your card") && !screen.contains("You is playing"), "\(screen)")
        let other = TableScreenModel(title: "you vs Bruno", view: view, names: ["Ada", "Bruno"], phase: .waiting("Bruno"))
        #expect(TableScreen.render(other, width: 80, height: 24, options: RenderOptions(color: false)).text.contains("Bruno is playing"))
        let namedYou = TableScreenModel(title: "you vs You", view: view, names: ["Ada", "You"], phase: .waiting("You"))
        #expect(TableScreen.render(namedYou, width: 80, height: 24, options: RenderOptions(color: false)).text.contains("You is playing"))
    }

    /// Where the line is too narrow for every key (Italian at a network table), choosing with the
    /// arrows and Enter go together: never the arrows without the key that plays their choice.
    @Test(arguments: [Language.english, .italian])
    func theArrowsAreNeverOfferedWithoutEnter(_ language: Language) {
        let view = GameState(setup: GameSetup(variant: .two, dealer: 1, seed: Seed(9))).view(for: 0)
        var model = TableScreenModel(title: "you vs Bruno", view: view, names: ["Ada", "Bruno"], phase: .yourTurn)
        model.chat.offered = true
        let text = Text(language), options = RenderOptions(color: false, language: language)
        let footer = TableScreen.render(model, width: 80, height: 24, options: options).text
            .split(separator: "\n").last { $0.contains(text(.keyHelp)) }.map(String.init) ?? ""
        let arrows = footer.contains(text(.keyChoose, ["arrows": Glyphs(unicode: true).leftRight(text)]))
        #expect(!footer.isEmpty && arrows == footer.contains(text(.keyEnterPlay)), "\(footer)")
        #expect(footer.contains(text(.keyPlayNumbers, ["last": "3"])) && footer.contains(text(.keyQuit)), "\(footer)")
    }
}
