import BriscolaCore
import BriscolaSession
import BriscolaTerminal
import BriscolaText
import BriscolaWire
import Testing

/// On a terminal of 120×40 a table that ends mid-game ("Bruno left the table") stays in the big
/// table's frame, as its result does: the header across the top, the side panel with the series
/// and the chat. It was drawn as an 80×24 frame floating in the middle of the window.
@Suite struct BigNoticeTests {
    /// Anna's screen (hosting, two seats) a few cards into game 1 when Bruno leaves.
    static func leftMidGame(_ language: Language) -> NetTableApp {
        let inbox = SessionInbox()
        inbox.connect { _ in }
        var app = NetTableApp(title: "hosting", waiting: "", inbox: inbox, language: language)
        var log = GameLog(setup: GameSetup(variant: .two, dealer: 0, seed: Seed(3)), seed: Seed(3))
        inbox.post(.seatsChanged(seats: [SeatInfo(seat: 0, name: "Anna", key: ""), SeatInfo(seat: 1, name: "Bruno", key: "")], players: 2))
        inbox.post(.gameStarted(game: 1, view: log.state.view(for: 0), code: ""))
        inbox.post(.chat(seat: 1, text: "devo andare"))
        let seat = log.state.turn, card = log.state.hands[seat][0]
        _ = log.append(Action(seat: seat, card: card))
        inbox.post(.played(seat: seat, card: card, view: log.state.view(for: 0)))
        inbox.post(.peerLeft(.left(name: "Bruno", reason: .left)))
        _ = app.drainInbox()
        return app
    }

    @Test(arguments: [Language.english, .italian]) func aTableThatEndsKeepsTheBigFrame(_ language: Language) {
        let app = Self.leftMidGame(language)
        let lines = app.render(width: 120, height: 40, options: RenderOptions(color: false, language: language)).text
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let vs = language == .english ? " Briscola · you vs Bruno" : " Briscola · tu contro Bruno"
        #expect(lines[0].hasPrefix(vs), "the header on the top line:\n\(lines.joined(separator: "\n"))")
        #expect(lines[1].hasPrefix(String(repeating: "─", count: 84)), "its rule across the table: \(lines[1])")
        let left = language == .english ? "Bruno left the table" : "Bruno ha lasciato il tavolo"
        // Whole, in the table's columns: not run across the side panel's border.
        let leave = language == .english ? "Press Enter to leave." : "Premi Invio per uscire."
        #expect(lines.contains { $0.contains(left) } && lines.contains { line in
            line.firstRange(of: leave).map { line.distance(from: line.startIndex, to: $0.upperBound) <= 84 } == true
        },
                "\(lines.joined(separator: "\n"))")
        // The side panel: the series, and what was said.
        #expect(lines.contains { $0.contains(language == .english ? "│ Series" : "│ Serie") } && lines.contains { $0.contains("devo andare") },
                "\(lines.joined(separator: "\n"))")
        // Only leaving is left: the panel offers no key for the cards played.
        #expect(!lines.contains { $0.contains(language == .english ? "o shows them" : "o le mostra") }, "\(lines.joined(separator: "\n"))")
        // At 80×24 the notice is drawn as before, header at the top.
        let small = app.render(width: 80, height: 24, options: RenderOptions(color: false, language: language)).text
        #expect(small.hasPrefix(vs) && small.contains(left), "\(small)")
    }
}
