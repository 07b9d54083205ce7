@testable import BriscolaTerminal
import BriscolaCore
import BriscolaSession
import BriscolaText
import BriscolaWire
import Testing

/// Every computer player at a network table is marked the same way, wherever it is named: one
/// the host seated ("Bot 3") as a `bot join` guest ("Pia") — in the title, the waiting room, the
/// side panel and the news, in English and Italian.
@Suite struct ComputerMarkTests {
    static let key = String(repeating: "ab", count: 32)
    static let seats = [SeatInfo(seat: 0, name: "Anna", key: key), SeatInfo(seat: 1, name: "Pia", key: key, headless: true),
                        SeatInfo(seat: 2, name: "Bot 3", key: key, bot: true), SeatInfo(seat: 3, name: "Rocco", key: key)]

    func app(_ language: Language, dealt: Bool) -> NetTableApp {
        let inbox = SessionInbox()
        inbox.connect { _ in }
        var app = NetTableApp(title: "hosting", waiting: "", inbox: inbox, language: language)
        inbox.post(.seatsChanged(seats: Self.seats, players: 4))
        if dealt {
            let state = GameState(setup: GameSetup(variant: .four, dealer: 0, seed: Seed(7)))
            inbox.post(.gameStarted(game: 1, view: state.view(for: 0), code: ""))
        }
        _ = app.drainInbox()
        return app
    }

    func screen(_ app: NetTableApp, _ language: Language, width: Int = 80, height: Int = 24) -> String {
        app.render(width: width, height: height, options: RenderOptions(color: false, language: language)).text
    }

    @Test(arguments: [Language.english, .italian]) func theHostsComputerIsMarkedAsAGuestProgramIs(_ language: Language) {
        let room = screen(app(language, dealt: false), language)
        #expect(room.contains("Pia (computer)") && room.contains("Bot 3 (computer)"), "\(room)")
        var table = app(language, dealt: true)
        let title = language == .english ? "you and Bot 3 (computer) vs Pia (computer) and Rocco"
            : "tu e Bot 3 (computer) contro Pia (computer) e Rocco"
        #expect(screen(table, language, width: 120, height: 40).contains(title), "\(screen(table, language, width: 120, height: 40))")
        // The side panel's teams.
        let panel = screen(table, language, width: 120, height: 40)
        let us = language == .english ? "Us: you + Bot 3 (computer)" : "Noi: tu + Bot 3 (computer)"
        #expect(panel.contains(us) && panel.contains("Pia (computer) + Rocco"), "\(panel)")
        // The seats over the table at 80×24, in 16 columns each: a long name is cut, its mark kept.
        let seats = screen(table, language).split(separator: "\n")[2]
        #expect(seats.contains("Pia (computer)") && seats.contains("Bot 3 (computer)") && seats.contains("Rocco"), "\(seats)")
        var long = table
        long.board.names[1] = "Massimiliano"
        let cut = screen(long, language).split(separator: "\n")[2]
        #expect(cut.contains("Mas…o (computer)"), "\(cut)")
        // Whose turn it is, in ASCII too: the name cut before its mark.
        #expect(long.board.view?.turn == 1, "Pia leads the deal")
        long.phase = .waiting(long.named(1))
        let ascii = long.render(width: 80, height: 24, options: RenderOptions(unicode: false, color: false, language: language)).text
        #expect(ascii.contains("Mas.o (computer)") && !ascii.contains("…"), "\(ascii)")
        // News of a seat going.
        table.inbox.post(.seatLeft(seat: 2, name: "Bot 3", reason: .noMoreGames))
        _ = table.drainInbox()
        #expect(table.screen.status.contains("Bot 3 (computer)"), "\(table.screen.status)")
        // A person is never marked.
        #expect(!panel.contains("Rocco (computer)") && !panel.contains("Anna (computer)"), "\(panel)")
    }
}
