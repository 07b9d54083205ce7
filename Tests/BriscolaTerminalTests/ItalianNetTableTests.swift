import BriscolaCore
import BriscolaSession
import BriscolaTerminal
import BriscolaText
import BriscolaWire
import Foundation
import Testing

/// A network table in Italian: its news, the chat strip and a refusal, in words.
@Suite struct ItalianNetTableTests {
    static func table() -> (NetTableApp, SessionInbox) {
        let inbox = SessionInbox()
        inbox.connect { _ in }
        var app = NetTableApp(title: "mi unisco", waiting: "Collegato", inbox: inbox, language: .italian)
        let state = GameState(setup: GameSetup(variant: .two, dealer: 1, seed: Seed(7)))
        inbox.post(.welcomed(seats: [SeatInfo(seat: 0, name: "Ada", key: ""), SeatInfo(seat: 1, name: "Bruno", key: "")], mySeat: 0, players: 2))
        inbox.post(.gameStarted(game: 1, view: state.view(for: 0), code: ""))
        _ = app.drainInbox()
        return (app, inbox)
    }

    @Test func theTableSpeaksItalian() {
        let (start, inbox) = Self.table()
        var app = start
        #expect(app.screen.title == "tu contro Bruno")
        #expect(app.screen.status.hasPrefix("Partita 1: apri tu. La briscola è "))
        inbox.post(.chat(seat: 1, text: "Bella!"))
        _ = app.drainInbox()
        let frame = app.render(width: 80, height: 24, options: RenderOptions(color: false, language: .italian)).text
        #expect(frame.contains("Chat · c per scrivere · ! frasi") && frame.contains("Bruno: Bella!"), "\(frame)")
        #expect(frame.contains("c chat") && frame.contains("q esce"))
        // On the person's turn the keys line keeps the cards out, as the English one does.
        #expect(app.screen.phase == .yourTurn && frame.contains("o carte uscite · c chat"), "\(frame)")
        inbox.post(.peerLeft(.link(.other("closed"))))
        _ = app.drainInbox()
        #expect(app.screen.phase == .notice("La partita è finita: closed. Premi Invio per uscire."))
    }

    /// Why the other side went is said in Italian: a host's goodbye, a reconnection given up.
    @Test(arguments: [(PeerGone.left(name: "Anna", reason: .left), "La partita è finita: Anna ha lasciato il tavolo. Premi Invio per uscire."),
                      (.left(name: "Anna", reason: .other("cena")), "La partita è finita: Anna ha lasciato il tavolo: cena. Premi Invio per uscire."),
                      (.left(name: "Ugo", reason: .notBack(seconds: 10)),
                       "La partita è finita: Ugo ha lasciato il tavolo: nessun ritorno entro 10 secondi. Premi Invio per uscire."),
                      (.link(.connectionClosed), "La partita è finita: la connessione si è chiusa. Premi Invio per uscire."),
                      (.reconnectFailed(detail: "nessuna connessione"),
                       "La partita è finita: impossibile tornare al tavolo (nessuna connessione). Premi Invio per uscire.")])
    func whyTheOthersWentIsItalian(_ why: PeerGone, _ shown: String) {
        let inbox = SessionInbox()
        var app = NetTableApp(title: "joining", waiting: "", inbox: inbox, language: .italian)
        inbox.post(.welcomed(seats: [SeatInfo(seat: 0, name: "Anna", key: ""), SeatInfo(seat: 1, name: "Ada", key: "")], mySeat: 1, players: 2))
        _ = app.drainInbox()
        inbox.post(.peerLeft(why))
        _ = app.drainInbox()
        #expect(app.screen.phase == .notice(shown), "\(app.screen.phase)")
    }

    @Test func aFullTableIsSaidInItalian() {
        let inbox = SessionInbox()
        var app = NetTableApp(title: "mi unisco", waiting: "Collegato", inbox: inbox, language: .italian)
        inbox.post(.failed(.peerError(code: .tableFull, spelling: "table_full", message: "this table already has its players")))
        _ = app.drainInbox()
        #expect(app.screen.phase == .notice("Questo tavolo ha già i suoi giocatori. Prova un altro tavolo, o aspetta che si liberi. "
            + "Premi Invio per uscire."))
    }

    /// A refused seat or return is said in Italian, without the wire's seat numbers (counted from 0).
    @Test(arguments: [(ErrorCode.seatTaken, "seat 2 is taken", "Il posto chiesto è occupato."),
                      (.resumeRefused, "seat 1 is not held for a returning player", "Il tavolo non tiene più il tuo posto"),
                      (.unknownSession, "no such session", "Quel tavolo non è più quello che hai lasciato")])
    func aRefusalIsSaidInItalian(_ code: ErrorCode, _ message: String, _ shown: String) {
        let inbox = SessionInbox()
        var app = NetTableApp(title: "mi unisco", waiting: "Collegato", inbox: inbox, language: .italian)
        inbox.post(.failed(.peerError(code: code, spelling: code.rawValue, message: message)))
        _ = app.drainInbox()
        guard case let .notice(notice) = app.screen.phase else { Issue.record("no notice: \(app.screen.phase)"); return }
        #expect(notice.hasPrefix(shown) && !notice.contains(message) && notice.hasSuffix("Premi Invio per uscire."), "\(notice)")
    }

    @Test func theHostsWaitingNoticeInItalian() {
        let text = HostWaiting.text(addresses: ["192.168.1.20", "10.0.0.9"], port: 4861, announced: "Il tavolo di Ada", note: nil,
                                    language: .italian)
        #expect(text.replacingOccurrences(of: "\u{A0}", with: " ")
            == "In attesa di un giocatore. Si collegano a 192.168.1.20:4861 o 10.0.0.9:4861 (Unisciti per "
            + "indirizzo). Oppure scelgono \"Il tavolo di Ada\" tra i tavoli in rete.")
        // On screen the menu entry's name is never broken across lines.
        let app = NetTableApp(title: "Ada", waiting: text, inbox: SessionInbox(), language: .italian)
        let screen = app.render(width: 80, height: 24, options: RenderOptions(color: false, language: .italian)).text
        #expect(screen.contains("(Unisciti per indirizzo)") && !screen.contains("\u{A0}"), "\(screen)")
    }
}
