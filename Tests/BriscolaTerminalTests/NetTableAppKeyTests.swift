import BriscolaCore
import BriscolaSession
import BriscolaTerminal
import BriscolaWire
import Synchronization
import Testing

/// A network table's keys and news, one at a time: Space never plays, the other player's wish for
/// another game is shown, and a refusal is said in words with no wire code.
@Suite struct NetTableAppKeyTests {
    /// An app in game 1 with the person (seat 0) to lead, run as its driver runs it, and the events it sends.
    static func leading() -> (DrivenTable, NetTableAppTests.Queue) {
        let (app, _, sent) = ChatTests.table()
        return (app, sent)
    }

    @Test func spaceNeverPlaysACardButEnterDoes() {
        let (start, sent) = Self.leading()
        var app = start
        #expect(app.screen.phase == .yourTurn)
        _ = app.handle(.key(.character(" ")))
        #expect(sent.events.withLock { $0.isEmpty }, "Space sent a play")
        #expect(app.screen.phase == .yourTurn)
        _ = app.handle(.key(.enter))
        #expect(sent.events.withLock { $0.count } == 1)
    }

    /// A number past the hand plays nothing and says which numbers there are.
    @Test func aNumberPastTheHandSaysWhichThereAre() {
        let (start, sent) = Self.leading()
        var app = start
        _ = app.handle(.key(.character("7")))
        #expect(sent.events.withLock { $0.isEmpty } && app.screen.status == "Press 1, 2 or 3 to play a card.", "\(app.screen.status)")
    }

    @Test func waitingForAPersonOffersNoPauseToSkip() {
        var app = Self.leading().0
        _ = app.handle(.key(.character("1")))
        let frame = app.render(width: 80, height: 24, options: RenderOptions(unicode: true, color: false, showOpponentPoints: false))
        #expect(!frame.text.contains("Space"), "\(frame.text)")
    }

    @Test func aFullTableIsSaidInWordsAndEndsAsAFailure() {
        let inbox = SessionInbox()
        var app = NetTableApp(title: "joining", waiting: "Connecting", inbox: inbox)
        inbox.post(.failed(.peerError(code: .tableFull, spelling: "table_full", message: "this table already has its players")))
        _ = app.drainInbox()
        guard case let .notice(text) = app.screen.phase else {
            Issue.record("no notice: \(app.screen.phase)")
            return
        }
        #expect(text.contains("already has its players") && !text.contains("table_full"), "\(text)")
        #expect(app.ending?.isFailure == true)
        #expect(app.handle(.key(.character("x"))) == [], "the notice says Enter")
        #expect(app.handle(.key(.enter)) == [.quit])
    }

    @Test func leavingMarksTheEndingAsTheirOwn() {
        let (start, sent) = Self.leading()
        var app = start
        _ = app.handle(.key(.character("q")))
        #expect(app.handle(.key(.character("y"))) == [.quit])
        #expect(app.ending == .left)
        #expect(sent.events.withLock { $0.contains { if case .localQuit = $0 { true } else { false } } })
    }
}

/// What a waiting host tells its players: real addresses with the port, IPv6 in brackets.
@Suite struct HostWaitingTests {
    @Test func theWaitingTextNamesAddressesAndTheLobbyName() {
        let text = HostWaiting.text(addresses: ["192.168.1.20", "fd00::2", "10.0.0.9"], port: 4861, announced: "Ada's table", note: nil)
        #expect(text.contains("192.168.1.20:4861") && text.contains("[fd00::2]:4861"), "\(text)")
        #expect(!text.contains("10.0.0.9"), "at most two addresses")
        #expect(text.contains("\"Ada's table\""))
    }

    @Test func withoutAnnouncementItSaysWhy() {
        let text = HostWaiting.text(addresses: [], port: 4860, announced: nil, note: "not announced on the local network: no daemon")
        #expect(text.contains("port 4860") && text.contains("Not announced on the local network: no daemon"), "\(text)")
    }
}
