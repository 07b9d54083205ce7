import BriscolaAI
import BriscolaCore
import BriscolaSession
import BriscolaTerminal
import Synchronization
import Testing

/// A host session shown through `NetTableApp` and played with keys, against an emulator guest,
/// all in memory: session actions go into the app's inbox, the app's events into the session.
@Suite struct NetTableAppTests {
    final class Queue: Sendable {
        let events = Mutex<[SessionEvent]>([])
        func take() -> [SessionEvent] { events.withLock { queued in defer { queued = [] }; return queued } }
    }

    @Test func aWholeNetworkGamePlayedWithKeys() throws {
        var host = Session(config: SessionConfig(role: .host, name: "Hana", program: "t"), entropy: .seeded(1))
        var guest = Session(config: SessionConfig(role: .guest, name: "Gino", program: "t"), entropy: .seeded(2))
        let inbox = SessionInbox(), local = Queue()
        inbox.connect { event in local.events.withLock { $0.append(event) } }
        var app = NetTableApp(title: "hosting", waiting: "Waiting for a player", inbox: inbox, pauseMilliseconds: 10)
        #expect(app.screen.phase == .notice("Waiting for a player"))
        var toHost: [SessionEvent] = [.connected(1)], toGuest: [SessionEvent] = [.connected()]
        for _ in 0..<2000 {
            while !toGuest.isEmpty {
                for action in guest.handle(toGuest.removeFirst()) {
                    switch action {
                    case let .send(message, _): toHost.append(.received(message, from: 1))
                    case let .yourTurn(view): toGuest.append(.localPlay(EmulatorStrategy().decide(view).card))
                    default: break
                    }
                }
            }
            toHost += local.take()
            while !toHost.isEmpty {
                for action in host.handle(toHost.removeFirst()) {
                    if case let .send(message, _) = action { toGuest.append(.received(message)) } else { inbox.post(action) }
                }
            }
            _ = app.drainInbox()
            switch app.screen.phase {
            case .yourTurn: _ = app.handle(.key(.character("1")))
            case .trickShown: _ = app.handle(.tick)
            default: break
            }
            if app.screen.phase == .result { break }
        }
        let screen = app.screen
        #expect(screen.phase == .result)
        #expect(screen.title == "you vs Gino")
        #expect(screen.final?.scores.reduce(0, +) == 120)
        #expect(app.records.count == 1 && app.records[0].actions.count == 40)
        let series = screen.series
        #expect(series.wins + series.draws + series.losses == 1)
        // Leaving sends a goodbye through the session.
        _ = app.handle(.key(.character("n")))
        let sent = local.take()
        #expect(sent.contains { if case .localQuit = $0 { true } else { false } })
    }

    @Test func thePeerLeavingEndsTheScreenCleanly() {
        let inbox = SessionInbox()
        var app = NetTableApp(title: "joining", waiting: "Connecting", inbox: inbox)
        inbox.post(.peerLeft(reason: "the connection closed"))
        _ = app.drainInbox()
        #expect(app.screen.phase == .notice("The game has ended: the connection closed. Press Enter to leave."))
        #expect(app.handle(.key(.character("1"))) == [], "a card key does not sweep the ending away")
        #expect(app.handle(.key(.character(" "))) == [] && app.handle(.key(.right)) == [])
        #expect(app.handle(.key(.character("x"))) == [.quit])
        #expect(app.handle(.key(.enter)) == [.quit])
    }
}
