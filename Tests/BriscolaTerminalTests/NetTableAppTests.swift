import BriscolaAI
import BriscolaCore
import BriscolaSession
import BriscolaTerminal
import BriscolaWire
import Synchronization
import Testing

/// A host session shown through `NetTableApp` and played with keys, against an emulator guest,
/// all in memory: session actions go into the app's inbox, the app's requests into the session.
@Suite struct NetTableAppTests {
    final class Queue: Sendable {
        let events = Mutex<[SessionEvent]>([])
        func take() -> [SessionEvent] { events.withLock { queued in defer { queued = [] }; return queued } }
    }

    @Test func aWholeNetworkGamePlayedWithKeys() throws {
        var host = Session(config: SessionConfig(role: .host, name: "Hana", program: "t"), entropy: .seeded(1))
        var guest = Session(config: SessionConfig(role: .guest, name: "Gino", program: "t"), entropy: .seeded(2))
        let inbox = SessionInbox()
        var app = NetTableApp(title: "hosting", waiting: "Waiting for a player", inbox: inbox, pauseMilliseconds: 10)
        #expect(app.screen.phase == .notice("Waiting for a player"))
        var toHost: [SessionEvent] = [.connected(1)], toGuest: [SessionEvent] = [.connected()], asked: [SessionRequest] = []
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
            toHost += asked.map(\.event)
            asked = []
            while !toHost.isEmpty {
                for action in host.handle(toHost.removeFirst()) {
                    if case let .send(message, _) = action { toGuest.append(.received(message)) } else { inbox.post(action) }
                }
            }
            asked += app.drainInbox().requests
            switch app.screen.phase {
            case .yourTurn: asked += app.handle(.key(.character("1"))).requests
            case .trickShown: asked += app.handle(.tick).requests
            default: break
            }
            if app.screen.phase == .result { break }
        }
        let screen = app.screen
        #expect(screen.phase == .result)
        #expect(screen.title == "you vs Gino")
        #expect(screen.final?.scores.reduce(0, +) == 120)
        #expect(app.games.count == 1 && app.games[0].record.actions.count == 40)
        let series = screen.series
        #expect(series.wins + series.draws + series.losses == 1)
        // Leaving sends a goodbye through the session.
        #expect(app.handle(.key(.character("n"))).requests == [.quit(.noMoreGames)])
    }

    /// Two other players who kept the default name are told apart by seat, on the screen and in
    /// chat; so is one who shares our name ("Bruno is playing…" read as ourselves); our own seat
    /// keeps its name (the screen says "you"). The history keeps the names as given: one person is
    /// one line of its statistics.
    @Test(arguments: [(["Player", "Player", "Ada"], ["Player (1)", "Player (2)", "Ada"]), (["Player", "Robo", "Player"], ["Player (1)", "Robo", "Player"])])
    func playersOfTheSameNameAreToldApartBySeat(_ sitting: [String], _ shown: [String]) {
        let inbox = SessionInbox()
        inbox.connect { _ in }
        var app = NetTableApp(title: "joining", waiting: "", inbox: inbox)
        let seats = sitting.enumerated().map { SeatInfo(seat: $0.offset, name: $0.element, key: "") }
        inbox.post(.welcomed(seats: seats, mySeat: 2, players: 3))
        inbox.post(.gameStarted(game: 1, view: GameState(setup: GameSetup(variant: .three, dealer: 0, seed: Seed(3))).view(for: 2), code: "c0de"))
        inbox.post(.chat(seat: 1, text: "ciao"))
        _ = app.drainInbox()
        #expect(app.screen.names == shown, "\(app.screen.names)")
        #expect(app.screen.title.contains(shown[0]) && app.screen.chat.lines.last?.speaker == shown[1], "\(app.screen.title)")
        inbox.post(.gameAbandoned(game: 1, record: GameLog(setup: GameSetup(variant: .three, dealer: 0, seed: Seed(3)), seed: Seed(3)).record))
        _ = app.drainInbox()
        #expect(app.games.map(\.names) == [sitting], "\(app.games.map(\.names))")
    }

    /// At two, an opponent of our own name is "Root (1)" in the heading too (it said "you vs Root"
    /// above a seat named "Root (1)"), and in the news when they leave — a guest's seat freed, or
    /// the host gone (it said "Root left the table").
    @Test(arguments: [SessionAction.seatLeft(seat: 0, name: "Root", reason: .left),
                      .peerLeft(.left(name: "Root", reason: .left))])
    func anOpponentOfOurNameIsToldApartInTheHeadingAndWhenLeaving(_ leaving: SessionAction) {
        let inbox = SessionInbox()
        inbox.connect { _ in }
        var app = NetTableApp(title: "joining", waiting: "", inbox: inbox)
        inbox.post(.welcomed(seats: [SeatInfo(seat: 0, name: "Root", key: ""), SeatInfo(seat: 1, name: "Root", key: "")], mySeat: 1, players: 2))
        inbox.post(.gameStarted(game: 1, view: GameState(setup: GameSetup(variant: .two, dealer: 0, seed: Seed(3))).view(for: 1), code: ""))
        _ = app.drainInbox()
        #expect(app.screen.names == ["Root (1)", "Root"], "\(app.screen.names)")
        #expect(app.screen.title.contains("Root (1)"), "\(app.screen.title)")
        inbox.post(leaving)
        _ = app.drainInbox()
        let said = "\(app.screen.phase) \(app.screen.status)"
        #expect(said.contains("Root (1) left the table"), "\(said)")
    }

    @Test func aCardLedWhileTheLastTrickIsShownAppearsWhenThePauseEnds() throws {
        let inbox = SessionInbox()
        var app = NetTableApp(title: "hosting", waiting: "Waiting", inbox: inbox, pauseMilliseconds: 10)
        var state = GameState(setup: GameSetup(variant: .two, dealer: 0, seed: Seed(3)))
        inbox.post(.welcomed(seats: [SeatInfo(seat: 0, name: "Hana", key: ""), SeatInfo(seat: 1, name: "Gino", key: "")], mySeat: 0, players: 2))
        inbox.post(.gameStarted(game: 1, view: state.view(for: 0), code: "c0de"))
        for _ in 0..<2 {
            let action = Action(seat: state.turn, card: state.hands[state.turn][0])
            try state.apply(action)
            inbox.post(.played(seat: action.seat, card: action.card, view: state.view(for: 0)))
        }
        // The trick's taker leads at once, before the pause that shows the trick is over.
        let led = Action(seat: state.turn, card: state.hands[state.turn][0])
        try state.apply(led)
        inbox.post(.played(seat: led.seat, card: led.card, view: state.view(for: 0)))
        if state.turn == 0 { inbox.post(.yourTurn(state.view(for: 0))) }
        _ = app.drainInbox()
        #expect(app.screen.phase == .trickShown && app.screen.shownTrick != nil, "the trick stays in view for its pause")
        // The status line stays with the trick in view; the lead is said when it shows on the table.
        #expect(app.screen.status.contains("take"), "\(app.screen.status)")
        _ = app.handle(.tick)
        #expect(app.screen.shownTrick == nil, "the pause is over: the finished trick is cleared")
        #expect(app.screen.status.contains("\(led.seat == 0 ? "You play" : "Gino plays")"), "\(app.screen.status)")
        #expect(app.screen.phase != .trickShown)
        #expect(app.screen.view?.table.contains(led.card) == true, "the card led is on the table")
    }

    @Test func aGuestAtATableOfFourHearsTheHostByNameWhenItLeavesAfterAGame() throws {
        let inbox = SessionInbox()
        var app = NetTableApp(title: "joined", waiting: "Waiting", inbox: inbox, pauseMilliseconds: 10)
        let seats = ["Hana", "Gino", "Pia", "Rocco"].enumerated().map { SeatInfo(seat: $0.offset, name: $0.element, key: "") }
        var log = GameLog(setup: GameSetup(variant: .four, dealer: 0, seed: Seed(4)), seed: Seed(4))
        inbox.post(.welcomed(seats: seats, mySeat: 1, players: 4))
        inbox.post(.gameStarted(game: 1, view: log.state.view(for: 1), code: "c0de"))
        while !log.state.isFinished { _ = log.append(Action(seat: log.state.turn, card: log.state.hands[log.state.turn][0])) }
        inbox.post(.gameEnded(game: 1, record: log.record))
        _ = app.drainInbox()
        #expect(app.screen.phase == .result)
        inbox.post(.peerLeft(.left(name: "Hana", reason: .left)))
        _ = app.drainInbox()
        #expect(app.screen.status.hasPrefix("Hana has left the table."), "\(app.screen.status)")
    }

    @Test func aHostWhoseOnlyGuestLeftClosesItsSessionSoNobodyElseIsSeatedThere() {
        let inbox = SessionInbox()
        var app = NetTableApp(title: "hosting", waiting: "Waiting", inbox: inbox, pauseMilliseconds: 10)
        let seats = [SeatInfo(seat: 0, name: "Hana", key: ""), SeatInfo(seat: 1, name: "Gino", key: "")]
        let log = GameLog(setup: GameSetup(variant: .two, dealer: 1, seed: Seed(4)), seed: Seed(4))
        inbox.post(.seatsChanged(seats: seats, players: 2))
        inbox.post(.gameStarted(game: 1, view: log.state.view(for: 0), code: "c0de"))
        #expect(app.drainInbox().requests.isEmpty, "nothing is asked of the session while the game goes on")
        inbox.post(.seatLeft(seat: 1, name: "Gino", reason: .left))
        let sent = app.drainInbox().requests
        #expect(app.screen.phase == .notice("The game has ended: Gino left the table. Press Enter to leave."), "\(app.screen.phase)")
        #expect(sent == [.quit(.tableClosed)], "the session is told to close: \(sent)")
    }

    @Test func thePeerLeavingEndsTheScreenCleanly() {
        let inbox = SessionInbox()
        var app = NetTableApp(title: "joining", waiting: "Connecting", inbox: inbox)
        inbox.post(.welcomed(seats: [SeatInfo(seat: 0, name: "Anna", key: ""), SeatInfo(seat: 1, name: "Ada", key: "")], mySeat: 1, players: 2))
        _ = app.drainInbox()
        inbox.post(.peerLeft(.link(.connectionClosed)))
        _ = app.drainInbox()
        #expect(app.screen.phase == .notice("The game has ended: the connection closed. Press Enter to leave."), "\(app.screen.phase)")
        let frame = TableScreen.render(app.screen, width: 80, height: 24, options: RenderOptions(color: false)).text
        #expect(frame.contains("Press Enter to leave") && !frame.contains("q quits"), "one way to leave is said: \(frame)")
        #expect(app.handle(.key(.character("1"))) == [], "a card key does not sweep the ending away")
        #expect(app.handle(.key(.character(" "))) == [] && app.handle(.key(.right)) == [])
        // The notice says Enter: another letter (a word typed, h, o) does not leave unasked.
        for key in [Key.character("x"), .character("h"), .character("o"), .character("c")] {
            #expect(app.handle(.key(key)) == [], "\(key)")
        }
        #expect(app.handle(.key(.character("q"))) == [.quit] && app.handle(.key(.escape)) == [.quit])
        #expect(app.handle(.key(.enter)) == [.quit])
    }
}
