import BriscolaCore
import BriscolaSession
@testable import BriscolaTerminal
import BriscolaText
import BriscolaWire
import Foundation
import Testing

/// Chat at a network table: the line opens with c or t and takes every key until Enter or Esc,
/// quick phrases go out on ! and a digit, remote text reaches the strip cleaned, and a local
/// table offers none.
@Suite struct ChatTests {
    /// An app in game 1 with the person to lead, run as its driver runs it, its inbox, and what it sends.
    static func table() -> (DrivenTable, SessionInbox, NetTableAppTests.Queue) {
        let inbox = SessionInbox(), sent = NetTableAppTests.Queue()
        inbox.connect { event in sent.events.withLock { $0.append(event) } }
        var app = DrivenTable(app: NetTableApp(title: "joining", waiting: "Connecting", inbox: inbox))
        let state = GameState(setup: GameSetup(variant: .two, dealer: 1, seed: Seed(7)))
        inbox.post(.welcomed(seats: [SeatInfo(seat: 0, name: "Ada", key: ""), SeatInfo(seat: 1, name: "Bruno", key: "")], mySeat: 0, players: 2))
        inbox.post(.gameStarted(game: 1, view: state.view(for: 0), code: ""))
        _ = app.drainInbox()
        return (app, inbox, sent)
    }

    static func chats(_ events: [SessionEvent]) -> [String] {
        events.compactMap { if case let .localChat(text) = $0 { text } else { nil } }
    }

    @Test func typingTakesEveryKeyAndEnterSendsTheLine() {
        let (start, sent) = NetTableAppKeyTests.leading()
        var app = start
        #expect(app.screen.chat.offered)
        _ = app.handle(.key(.character("c")))
        #expect(app.screen.chat.input == .typing(""))
        // Digits, q and h go to the line: no card is played, nothing is asked, no help opens.
        for c in "1 q h!" { _ = app.handle(.key(.character(c))) }
        _ = app.handle(.key(.backspace))
        #expect(app.screen.chat.input == .typing("1 q h"))
        #expect(app.screen.phase == .yourTurn && app.screen.overlay == nil)
        #expect(sent.events.withLock { $0.isEmpty }, "a key leaked to the table")
        let frame = app.render(width: 80, height: 24, options: RenderOptions(unicode: true, color: false))
        #expect(frame.text.contains("Say: 1 q h_") && frame.text.contains("Enter send"), "\(frame.text)")
        _ = app.handle(.key(.enter))
        #expect(Self.chats(sent.take()) == ["1 q h"])
        #expect(app.screen.chat.input == nil)
        #expect(app.screen.chat.lines == [ChatLine(speaker: nil, text: "1 q h")])
        // The line is closed: 1 plays again.
        _ = app.handle(.key(.character("1")))
        #expect(sent.take().contains { if case .localPlay = $0 { true } else { false } })
    }

    /// Several lines pasted into the chat line join into it; pasted at the table they do nothing
    /// (they once played a card, opened panels and reopened the chat).
    @Test func aPasteGoesIntoTheLineAndNeverToTheTable() {
        let (start, sent) = NetTableAppKeyTests.leading()
        var app = start
        _ = app.handle(.key(.paste("3 of us come")))
        #expect(app.screen.chat.input == nil && app.screen.phase == .yourTurn && app.screen.overlay == nil)
        #expect(sent.events.withLock { $0.isEmpty }, "a pasted word reached the table")
        _ = app.handle(.key(.character("c")))
        _ = app.handle(.key(.character(">")))
        _ = app.handle(.key(.paste("see you at 8 3 of us come")))
        #expect(app.screen.chat.input == .typing(">see you at 8 3 of us come"))
        _ = app.handle(.key(.paste(String(repeating: "x", count: 1000))))
        guard case let .typing(line)? = app.screen.chat.input else {
            Issue.record("the line closed")
            return
        }
        #expect(line.unicodeScalars.count == WireProtocol.maxTextLength, "what does not fit is left out")
    }

    /// Quitting a network game says it ends the game for everyone at the table.
    @Test func quittingANetworkGameSaysItEndsForEveryone() {
        var (app, _, _) = Self.table()
        _ = app.handle(.key(.character("q")))
        let text = app.render(width: 80, height: 24, options: RenderOptions(unicode: true, color: false)).text
        #expect(text.contains("Quit this game? It ends for everyone at the table."), "\(text)")
        // Too long for one line, its keys have a line of their own (not "… any other key =" / "keep playing").
        let rows = text.split(separator: "\n").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "│ ")) }
        #expect(rows.contains("y = quit, any other key = keep playing"), "\(text)")
    }

    @Test func escapeCancelsWithoutSendingOrAskingToQuit() {
        let (start, sent) = NetTableAppKeyTests.leading()
        var app = start
        _ = app.handle(.key(.character("t")))
        _ = app.handle(.key(.character("x")))
        _ = app.handle(.key(.escape))
        #expect(app.screen.chat.input == nil && app.screen.overlay == nil)
        _ = app.handle(.key(.enter)) // Enter now plays the selected card
        let events = sent.take()
        #expect(Self.chats(events).isEmpty && events.count == 1)
    }

    @Test func quickPhrasesGoOutOnADigit() {
        let (start, sent) = NetTableAppKeyTests.leading()
        var app = start
        _ = app.handle(.key(.character("!")))
        let frame = app.render(width: 80, height: 24, options: RenderOptions(unicode: false, color: false))
        #expect(frame.text.contains("1 Bella!") && frame.text.contains("3 Ancora una?"), "\(frame.text)")
        _ = app.handle(.key(.character("2")))
        #expect(Self.chats(sent.take()) == ["Brava/o"])
        #expect(app.screen.phase == .yourTurn, "the digit played a card")
        // Any other key closes the phrases and sends nothing.
        _ = app.handle(.key(.character("!")))
        _ = app.handle(.key(.character("x")))
        #expect(sent.take().isEmpty && app.screen.chat.input == nil)
    }

    @Test func remoteLinesReachTheStripCleaned() {
        let (start, inbox, _) = Self.table()
        var app = start
        inbox.post(.chat(seat: 1, text: "ciao \u{1B}]2;pwned\u{07}\u{1B}[31mrosso\u{202E}!"))
        _ = app.drainInbox()
        #expect(app.screen.chat.lines.last == ChatLine(speaker: "Bruno", text: "ciao rosso!"))
        let frame = app.render(width: 80, height: 24, options: RenderOptions(unicode: true, color: false))
        #expect(frame.text.contains("Bruno: ciao rosso!"), "\(frame.text)")
        #expect(!frame.text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }

    /// A line longer than the rows left (two, under the result) keeps its start — whose it is —
    /// and shows it was cut, rather than its last words without a name.
    @Test func aLongLineKeepsItsSpeakerInView() {
        var chat = ChatState(offered: true)
        chat.append(speaker: "Bruno", text: String(repeating: "ancora una partita? ", count: 8))
        let strip = ChatLineView.strip(chat, width: 60, rows: 2, glyphs: Glyphs(unicode: true), text: Text(.english)).map(\.0)
        #expect(strip.count == 2 && strip[0].hasPrefix("Bruno: ancora una") && strip[1].hasSuffix("…"), "\(strip)")
        // With room (the big side panel), the longest line a peer may send is shown whole.
        var longest = ChatState(offered: true)
        longest.append(speaker: "Bruno", text: String(repeating: "ancora una partita? ", count: 10))
        let whole = ChatLineView.strip(longest, width: 34, rows: 20, glyphs: Glyphs(unicode: true), text: Text(.english)).map(\.0)
        #expect(whole.count > 3 && !whole.joined().contains("…") && whole.last?.hasSuffix("partita?") == true, "\(whole)")
    }

    @Test func aLocalTableOffersNoChat() {
        var driver = Driver()
        driver.press(.character("c"))
        #expect(!driver.app.screen.chat.offered && driver.app.screen.chat.input == nil)
        #expect(driver.app.status.contains("network tables"))
        driver.press(.character("1"))
        #expect(driver.app.view.hand.count < 3 || driver.app.view.tricksPlayed > 0, "the key after c did not play")
    }
}
