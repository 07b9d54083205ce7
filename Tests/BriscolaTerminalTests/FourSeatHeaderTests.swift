@testable import BriscolaTerminal
import BriscolaCore
import BriscolaSession
import BriscolaWire
import Testing

/// At 80×24 a four-seat header with long names cuts the names before it drops "Briscola ·" and
/// "Game 1 ·"; a title still too long after that gives those up in that order.
@Suite struct FourSeatHeaderTests {
    static let key = String(repeating: "ab", count: 32)

    func header(_ names: [String], bots: [Int] = [], unicode: Bool = true) -> String {
        let inbox = SessionInbox()
        inbox.connect { _ in }
        var app = NetTableApp(title: "hosting", waiting: "", inbox: inbox)
        let seats = names.enumerated().map { SeatInfo(seat: $0.offset, name: $0.element, key: Self.key, bot: bots.contains($0.offset)) }
        inbox.post(.seatsChanged(seats: seats, players: 4))
        inbox.post(.gameStarted(game: 1, view: GameState(setup: GameSetup(variant: .four, dealer: 0, seed: Seed(3))).view(for: 0), code: ""))
        _ = app.drainInbox()
        let screen = app.render(width: 80, height: 24, options: RenderOptions(unicode: unicode, color: false)).text
        return String(screen.split(separator: "\n").first ?? "")
    }

    @Test func longNamesAreCutBeforeTheProgramsNameAndTheGameNumber() {
        let line = header(["Alessandra", "Massimiliano", "Giovannina", "Bartolomeo"])
        #expect(line.hasPrefix(" Briscola · you and Gio…a vs Mas…o and Bar…o  "), "\(line)")
        #expect(line.hasSuffix("Game 1 · 0 won, 0 drawn, 0 lost "), "\(line)")
        #expect(line.columns <= 80)
        // In ASCII the names are cut as the seats' are, with ".".
        #expect(header(["Alessandra", "Massimiliano", "Giovannina", "Bartolomeo"], unicode: false).hasPrefix(" Briscola - you and Gio.a vs"))
        // Names that fit are whole.
        #expect(header(["Ada", "Bo", "Cy", "Di"]).hasPrefix(" Briscola · you and Cy vs Bo and Di  "))
        // Two computers' marks stay whole: with the names cut as far as they go, the program's
        // name gives way, then the game number.
        let marked = header(["Alessandra", "Massimiliano", "Bot 3", "Bot 4"], bots: [2, 3])
        #expect(marked == " you and Bot 3 (computer) vs Mas…o and Bot 4 (computer)  0 won, 0 drawn, 0 lost ", "\(marked)")
    }
}
