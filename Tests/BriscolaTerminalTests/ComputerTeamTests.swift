@testable import BriscolaTerminal
import BriscolaCore
import BriscolaSession
import BriscolaText
import BriscolaWire
import Testing

/// At a network table of four the computer players keep their mark where teams are named: in the
/// result box ("You + Bot 3" dropped it), in the big table's side panel (which cut it), and in the
/// header of a table with three of them, which cut "Bot 4 (computer)" to "Bot 4 …" at 80 columns:
/// two opponents share one mark there.
@Suite struct ComputerTeamTests {
    static let key = String(repeating: "ab", count: 32)

    /// Anna's table (seat 0, hosting) with these players in seats 1–3: a `bot join` guest
    /// (`headless`), the host's own computer players (named "Bot N") or people.
    static func table(_ others: [String], headless: Set<Int> = [1], language: Language = .english,
                      finished: Bool = false) -> NetTableApp {
        let inbox = SessionInbox()
        inbox.connect { _ in }
        var app = NetTableApp(title: "hosting", waiting: "", inbox: inbox, language: language)
        let seats = [SeatInfo(seat: 0, name: "Anna", key: key)] + others.enumerated().map { index, name in
            SeatInfo(seat: index + 1, name: name, key: key, bot: name.hasPrefix("Bot "), headless: headless.contains(index + 1))
        }
        inbox.post(.seatsChanged(seats: seats, players: 4))
        var log = GameLog(setup: GameSetup(variant: .four, dealer: 0, seed: Seed(7)), seed: Seed(7))
        inbox.post(.gameStarted(game: 1, view: log.state.view(for: 0), code: ""))
        if finished {
            while !log.state.isFinished { _ = log.append(Action(seat: log.state.turn, card: log.state.hands[log.state.turn][0])) }
            inbox.post(.gameEnded(game: 1, record: log.record))
        }
        _ = app.drainInbox()
        return app
    }

    static func screen(_ app: NetTableApp, _ language: Language = .english, width: Int = 80, height: Int = 24) -> [String] {
        app.render(width: width, height: height, options: RenderOptions(color: false, language: language)).text
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test(arguments: [Language.english, .italian]) func threeComputersFitTheHeaderWithEveryMark(_ language: Language) {
        let app = Self.table(["Pia", "Bot 3", "Bot 4"], language: language)
        let header = Self.screen(app, language)[0]
        let paired = language == .english ? "you and Bot 3 (computer) vs Pia and Bot 4 (computers)"
            : "tu e Bot 3 (computer) contro Pia e Bot 4 (computer)"
        #expect(header.contains(paired) && !header.contains("…"), "\(header)")
        #expect(header.contains(language == .english ? "0 won, 0 drawn, 0 lost" : "vinte 0, pari 0, perse 0"), "\(header)")
        // Where there is room, each is marked on its own.
        let wide = Self.screen(app, language, width: 120, height: 40)[0]
        let full = language == .english ? "you and Bot 3 (computer) vs Pia (computer) and Bot 4 (computer)"
            : "tu e Bot 3 (computer) contro Pia (computer) e Bot 4 (computer)"
        #expect(wide.contains(full), "\(wide)")
        // The big table's side panel names the teams whole (it cut them: "Them: Pia (computer) + Bot 4 (co…").
        let panel = Self.screen(app, language, width: 120, height: 40)
        let (us, them) = language == .english ? ("Us: you + Bot 3 (computer)", "Them: Pia + Bot 4 (computers)")
            : ("Noi: tu + Bot 3 (computer)", "Loro: Pia + Bot 4 (computer)")
        #expect(panel.contains { $0.contains("│ \(us) ") } && panel.contains { $0.contains("│ \(them) ") }, "\(panel.joined(separator: "\n"))")
        #expect(!panel.contains { $0.dropFirst(84).contains("…") }, "\(panel.joined(separator: "\n"))")
    }

    /// One computer opponent beside a person: nothing to share, the marks as they were.
    @Test func aPersonAndAComputerAreNotPaired() {
        let header = Self.screen(Self.table(["Bruno", "Bot 3", "Bot 4"], headless: []))[0]
        #expect(header.contains("you and Bot 3 (computer) vs Bruno and Bot 4 (computer)"), "\(header)")
    }

    @Test(arguments: [Language.english, .italian]) func theResultBoxKeepsTheMarks(_ language: Language) {
        let three = Self.screen(Self.table(["Pia", "Bot 3", "Bot 4"], language: language, finished: true), language)
        let (us, them) = language == .english ? ("You + Bot 3 (computer)", "Pia + Bot 4 (computers)")
            : ("Tu + Bot 3 (computer)", "Pia + Bot 4 (computer)")
        #expect(three.contains { $0.contains(us + " ") } && three.contains { $0.contains(them + " ") }, "\(three.joined(separator: "\n"))")
        // A person in the other team: the computer beside them keeps its mark.
        let two = Self.screen(Self.table(["Bruno", "Bot 3", "Bot 4"], headless: [], language: language, finished: true), language)
        #expect(two.contains { $0.contains("Bruno + Bot 4 (computer) ") }, "\(two.joined(separator: "\n"))")
        // A long name gives up room to the mark, and the points stay in one column inside the box.
        let long = Self.screen(Self.table(["Massimiliano Rossi", "Bot 3", "Giovannino (bot)"], headless: [3], language: language,
                                          finished: true), language)
        let rows = long.filter { $0.contains(language == .english ? " points " : " punti ") }
        #expect(rows.count == 2 && rows.contains { $0.contains("Massimilian…i + Gio…) (computer) ") }, "\(long.joined(separator: "\n"))")
        #expect(Set(rows.map { $0.firstRange(of: language == .english ? " points" : " punti")?.lowerBound.utf16Offset(in: $0) }).count == 1,
                "\(rows)")
        #expect(rows.allSatisfy { $0.hasSuffix("│") || $0.trimmingCharacters(in: .whitespaces).hasSuffix("│") }, "\(rows)")
    }
}
