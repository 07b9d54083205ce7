import BriscolaCore
import BriscolaSession
import BriscolaTerminal
import BriscolaText
import BriscolaWire
import Testing

/// What the table shows while a link is down and when it is back (Protocol.md §15), in both
/// languages, asserted on the drawn screen.
@Suite struct ResumeScreenTests {
    func frame(after actions: [SessionAction], language: Language, restarting: Bool = false, dealer: Int = 1) -> String {
        let inbox = SessionInbox()
        inbox.connect { _ in }
        var app = NetTableApp(title: "joining", waiting: "Connected", inbox: inbox, language: language)
        app.restarting = restarting
        let state = GameState(setup: GameSetup(variant: .two, dealer: dealer, seed: Seed(7)))
        inbox.post(.welcomed(seats: [SeatInfo(seat: 0, name: "Ada", key: ""), SeatInfo(seat: 1, name: "Bruno", key: "")], mySeat: 0, players: 2))
        inbox.post(.gameStarted(game: 1, view: state.view(for: 0), code: ""))
        for action in actions { inbox.post(action) }
        _ = app.drainInbox()
        return app.render(width: 80, height: 24, options: RenderOptions(color: false, language: language)).text
    }

    @Test func anAwayPlayerIsNamedWithTheTimeTheyHaveAndTheirReturnToo() {
        let away = frame(after: [.seatAway(seat: 1, name: "Bruno", seconds: 114)], language: .english)
        #expect(away.contains("Bruno's connection dropped — waiting for them, 1:54 left."), "\(away)")
        #expect(frame(after: [.seatAway(seat: 1, name: "Bruno", seconds: 120), .seatBack(seat: 1, name: "Bruno")], language: .english)
            .contains("Bruno is back."))
        let italian = frame(after: [.seatAway(seat: 1, name: "Bruno", seconds: 120)], language: .italian)
        #expect(italian.contains("La connessione di Bruno è caduta — si aspetta ancora 2:00."), "\(italian)")
    }

    /// The hand's heading waits for a player whose turn it is while they are away ("Bruno is
    /// playing…" it said, under "Bruno's connection dropped").
    @Test func aPlayerAwayOnTheirTurnIsWaitedForNotPlaying() {
        let playing = frame(after: [], language: .english, dealer: 0)
        #expect(playing.contains("Bruno is playing…"), "\(playing)")
        let away = frame(after: [.seatAway(seat: 1, name: "Bruno", seconds: 114)], language: .english, dealer: 0)
        #expect(away.contains("Waiting for Bruno…") && !away.contains("Bruno is playing"), "\(away)")
        let italian = frame(after: [.seatAway(seat: 1, name: "Bruno", seconds: 114)], language: .italian, dealer: 0)
        #expect(italian.contains("Si aspetta Bruno…"), "\(italian)")
        let back = frame(after: [.seatAway(seat: 1, name: "Bruno", seconds: 114), .seatBack(seat: 1, name: "Bruno")], language: .english, dealer: 0)
        #expect(back.contains("Bruno is playing…"), "\(back)")
    }

    @Test func ourOwnLostLinkSaysWeAreReconnectingAndThenThatWeAreBack() {
        let lost = frame(after: [.connectionLost(reason: .connectionClosed, seconds: 120)], language: .english)
        #expect(lost.contains("Connection lost — reconnecting, 2:00 left… (q leaves)"), "\(lost)")
        #expect(frame(after: [.connectionLost(reason: .other("x"), seconds: 120), .reconnected], language: .english).contains("Back at the table."))
        #expect(frame(after: [.connectionLost(reason: .other("x"), seconds: 65)], language: .italian).contains("Connessione persa — mi ricollego, ancora 1:05… (q per uscire)"))
        // Back at a restarted host, the others' return is no news: we never saw them go.
        let back = frame(after: [.connectionLost(reason: .other("x"), seconds: 120), .reconnected, .seatBack(seat: 1, name: "Bruno")], language: .english)
        #expect(back.contains("Back at the table.") && !back.contains("Bruno is back."), "\(back)")
        // A restarted host tells of the others going and coming back just after we are back: our own news stays with theirs.
        let both = frame(after: [.connectionLost(reason: .other("x"), seconds: 120), .reconnected, .seatAway(seat: 1, name: "Bruno", seconds: 120),
                                 .seatBack(seat: 1, name: "Bruno")], language: .english)
        #expect(both.contains("Back at the table. Bruno is back."), "\(both)")
    }

    /// A program taking its game up again after it was killed has lost no connection: it says the
    /// table has not answered yet (it may be gone); once back, a later drop is a lost connection.
    @Test func aRestartedGuestSaysTheTableHasNotAnsweredYet() {
        let waiting = frame(after: [.connectionLost(reason: .other("x"), seconds: 120)], language: .english, restarting: true)
        #expect(waiting.contains("Resuming: the table has not answered yet, 2:00 left… (q leaves)") && !waiting.contains("Connection lost"),
                "\(waiting)")
        let italian = frame(after: [.connectionLost(reason: .other("x"), seconds: 65)], language: .italian, restarting: true)
        #expect(italian.contains("Riprendo: il tavolo non risponde ancora, ancora 1:05… (q per uscire)"), "\(italian)")
        let later = frame(after: [.connectionLost(reason: .other("x"), seconds: 120), .reconnected, .connectionLost(reason: .other("x"), seconds: 120)],
                          language: .english, restarting: true)
        #expect(later.contains("Connection lost — reconnecting, 2:00 left… (q leaves)"), "\(later)")
    }

    /// The time left counts down a second at a time (the loop sends seconds only while it does),
    /// and stops at 0:00: the session, not the screen, says when it is up.
    @Test func theTimeLeftCountsDown() {
        var (app, inbox, _, _) = AttentionTests.waiting()
        inbox.post(.seatAway(seat: 1, name: "Bruno", seconds: 62))
        #expect(app.drainInbox().contains(.seconds(true)))
        for _ in 0..<3 { _ = app.handle(.second) }
        #expect(app.screen.status == "Bruno's connection dropped — waiting for them, 0:59 left.", "\(app.screen.status)")
        inbox.post(.seatBack(seat: 1, name: "Bruno"))
        #expect(app.drainInbox().contains(.seconds(false)), "no countdown once Bruno is back")
        inbox.post(.connectionLost(reason: .other("x"), seconds: 2))
        _ = app.drainInbox()
        for _ in 0..<5 { _ = app.handle(.second) }
        #expect(app.screen.status == "Connection lost — reconnecting, 0:00 left… (q leaves)", "\(app.screen.status)")
        inbox.post(.reconnected)
        #expect(app.drainInbox().contains(.seconds(false)))
        #expect(app.screen.status == "Back at the table.")
    }

    /// While another seat is away the table says so through cards played meanwhile, and when one
    /// of two away seats is back, the other is still said.
    @Test func anAwaySeatStaysSaidUntilItIsBack() throws {
        var state = GameState(setup: GameSetup(variant: .two, dealer: 1, seed: Seed(7)))
        let card = state.hands[state.turn][0], seat = state.turn
        try state.apply(Action(seat: seat, card: card))
        let away = frame(after: [.seatAway(seat: 1, name: "Bruno", seconds: 120), .played(seat: seat, card: card, view: state.view(for: 0))],
                         language: .english)
        #expect(away.contains("Bruno's connection dropped — waiting for them, 2:00 left."), "\(away)")
        let inbox = SessionInbox()
        inbox.connect { _ in }
        var app = NetTableApp(title: "hosting", waiting: "", inbox: inbox)
        let three = GameState(setup: GameSetup(variant: .three, dealer: 0, seed: Seed(7)))
        inbox.post(.seatsChanged(seats: ["Ada", "Bruno", "Carla"].enumerated().map { SeatInfo(seat: $0.offset, name: $0.element, key: "") }, players: 3))
        inbox.post(.gameStarted(game: 1, view: three.view(for: 0), code: ""))
        inbox.post(.seatAway(seat: 1, name: "Bruno", seconds: 120))
        inbox.post(.seatAway(seat: 2, name: "Carla", seconds: 100))
        inbox.post(.seatBack(seat: 1, name: "Bruno"))
        _ = app.drainInbox()
        #expect(app.screen.status == "Bruno is back. Carla's connection dropped — waiting for them, 1:40 left.", "\(app.screen.status)")
        _ = app.handle(.second)
        #expect(app.screen.status.hasSuffix("waiting for them, 1:39 left."), "\(app.screen.status)")
    }

    /// A restarted host whose deal waits for a player still away says whom it waits for.
    @Test func aDealWaitingForAnAwayPlayerSaysSo() {
        let inbox = SessionInbox()
        inbox.connect { _ in }
        var app = NetTableApp(title: "hosting", waiting: "", inbox: inbox)
        inbox.post(.seatsChanged(seats: [SeatInfo(seat: 0, name: "Ada", key: ""), SeatInfo(seat: 1, name: "Bruno", key: "")], players: 2))
        inbox.post(.seatAway(seat: 1, name: "Bruno", seconds: 20))
        _ = app.drainInbox()
        #expect(app.screen.phase == .notice("Dealing… Bruno's connection dropped — waiting for them, 0:20 left."), "\(app.screen.phase)")
        _ = app.handle(.second)
        #expect(app.screen.phase == .notice("Dealing… Bruno's connection dropped — waiting for them, 0:19 left."), "\(app.screen.phase)")
        inbox.post(.seatBack(seat: 1, name: "Bruno"))
        _ = app.drainInbox()
        #expect(app.screen.phase == .notice("Dealing…"), "\(app.screen.phase)")
    }

    /// A card played while the link is down does not hide that it is: the notice stays until it is back.
    @Test func theReconnectingNoticeStaysThroughAPlay() throws {
        var state = GameState(setup: GameSetup(variant: .two, dealer: 1, seed: Seed(7)))
        let card = state.hands[state.turn][0], seat = state.turn
        try state.apply(Action(seat: seat, card: card))
        let lost = frame(after: [.connectionLost(reason: .other("x"), seconds: 120), .played(seat: seat, card: card, view: state.view(for: 0))],
                         language: .english)
        #expect(lost.contains("Connection lost — reconnecting, 2:00 left… (q leaves)"), "\(lost)")
        let back = frame(after: [.connectionLost(reason: .other("x"), seconds: 120), .reconnected, .played(seat: seat, card: card, view: state.view(for: 0))],
                         language: .english)
        #expect(!back.contains("Connection lost"), "\(back)")
    }

    /// While the link is being taken up again (a host that quit for good never answers), q leaves
    /// (after the usual question), as the status line says, rather than waiting out the grace period.
    @Test func qLeavesWhileReconnecting() {
        let inbox = SessionInbox(), sent = SentEvents()
        inbox.connect { sent.add($0) }
        var app = DrivenTable(app: NetTableApp(title: "joining", waiting: "Connected", inbox: inbox))
        let state = GameState(setup: GameSetup(variant: .two, dealer: 1, seed: Seed(7)))
        inbox.post(.welcomed(seats: [SeatInfo(seat: 0, name: "Ada", key: ""), SeatInfo(seat: 1, name: "Bruno", key: "")], mySeat: 1, players: 2))
        inbox.post(.gameStarted(game: 1, view: state.view(for: 1), code: ""))
        inbox.post(.connectionLost(reason: .restarted, seconds: 120))
        _ = app.drainInbox()
        #expect(app.handle(.key(.character("q"))).isEmpty && app.screen.overlay == .confirmQuit, "asked first, as always mid-game")
        #expect(app.handle(.key(.character("y"))) == [.quit])
        #expect(sent.all.contains { if case .localQuit = $0 { true } else { false } }, "the session is told we left")
    }

    /// A table taken up again shows what was said before the program was killed, whose each line was.
    @Test func whatWasSaidBeforeARestartIsInTheChatStrip() {
        let inbox = SessionInbox()
        inbox.connect { _ in }
        var app = NetTableApp(title: "joining", waiting: "Connected", inbox: inbox, chat: [("Bruno", "ciao Ada"), (nil, "ciao Bruno")])
        let state = GameState(setup: GameSetup(variant: .two, dealer: 1, seed: Seed(7)))
        inbox.post(.welcomed(seats: [SeatInfo(seat: 0, name: "Ada", key: ""), SeatInfo(seat: 1, name: "Bruno", key: "")], mySeat: 0, players: 2))
        inbox.post(.gameStarted(game: 1, view: state.view(for: 0), code: ""))
        _ = app.drainInbox()
        let screen = app.render(width: 120, height: 40, options: RenderOptions(color: false)).text
        #expect(screen.contains("Bruno: ciao Ada") && screen.contains("You: ciao Bruno"), "\(screen)")
    }
}

/// A program killed on the result screen and started again hears the last game's end with no game
/// on screen: the result comes back, and y asks for the next game.
@Suite struct RestartedOnTheResultScreenTests {
    @Test func theResultComesBackAndYAsksForTheNextGame() throws {
        let inbox = SessionInbox(), sent = SentEvents()
        inbox.connect { sent.add($0) }
        var app = DrivenTable(app: NetTableApp(title: "joining", waiting: "Connected", inbox: inbox))
        var log = GameLog(setup: GameSetup(variant: .two, dealer: 0, seed: Seed(7)), seed: Seed(7))
        while !log.state.isFinished { _ = log.append(Action(seat: log.state.turn, card: log.state.hands[log.state.turn][0])) }
        inbox.post(.welcomed(seats: [SeatInfo(seat: 0, name: "Ada", key: ""), SeatInfo(seat: 1, name: "Bruno", key: "")], mySeat: 1, players: 2))
        inbox.post(.gameEnded(game: 1, record: log.record))
        inbox.post(.connectionLost(reason: .restarted, seconds: 120))
        _ = app.drainInbox()
        let screen = app.render(width: 80, height: 24, options: RenderOptions(color: false)).text
        #expect(app.screen.phase == .result && !screen.contains("Dealing"), "\(screen)")
        #expect(screen.contains("\(log.record.scores[0])") && screen.contains("\(log.record.scores[1])"), "the scores are shown: \(screen)")
        // Back at the table: the news does not take the question's place.
        inbox.post(.reconnected)
        _ = app.drainInbox()
        #expect(app.screen.status == "Back at the table. Play again?  y / Enter = yes, n = no", "\(app.screen.status)")
        _ = app.handle(.key(.character("y")))
        #expect(sent.all.contains { if case .localRematch = $0 { true } else { false } }, "y asks for the next game")
    }
}

/// The sentence a person reads when the table speaks another protocol: what happened, and the way in.
@Suite struct VersionFailureTextTests {
    @Test func aVersionMismatchSaysHowToJoinAnOlderTable() {
        let failure = SessionFailure.versions(table: 2, ours: 3)
        let english = FailureText.explain(failure)
        #expect(english.contains("the table speaks protocol 2, this program 3") && english.contains("--protocol 2"), "\(english)")
        let italian = FailureText.explain(failure, Text(.italian))
        #expect(italian.contains("un'altra versione del protocollo: il tavolo parla il protocollo 2, questo programma il 3")
                && italian.contains("--protocol 2"), "\(italian)")
        // Another program's words are shown as they came.
        let other = SessionFailure.peerError(code: .versionMismatch, spelling: "version_mismatch", message: "v2 only")
        #expect(FailureText.explain(other).contains("protocol: v2 only."))
        // An older host's message (no `protocol` member) too: nothing is read back out of it.
        let older = SessionFailure.peerError(code: .versionMismatch, spelling: "version_mismatch",
                                             message: "this table speaks protocol 2; you speak protocol 3 (briscola 0.1.0)")
        #expect(FailureText.explain(older, Text(.italian)).contains("protocollo: this table speaks protocol 2; you speak protocol 3 (briscola 0.1.0)."))
    }

    /// Someone who joined a newer table with --protocol 2 is told to drop it, not to add it again.
    @Test func aVersionMismatchSaysHowToJoinANewerTableToo() {
        let failure = SessionFailure.versions(table: 4, ours: 2)
        #expect(FailureText.explain(failure).contains("the table speaks protocol 4, this program 2"))
        #expect(FailureText.explain(failure).contains("a protocol 4 table without it"))
        #expect(FailureText.explain(failure, Text(.italian)).contains("a quelli del protocollo 4 senza"))
    }
}

/// A card of ours held while another seat is away (at a hidden table the next cards open only
/// with every seat's keys) says whom it waits for, not "Playing your card…".
@Suite struct HeldCardScreenTests {
    @Test func ourCardSaysWhomItWaitsFor() throws {
        let table = ThreeSeatTable(["Ada", "Bruno", "Carla"], mySeat: 0, dealer: 2, seed: 7)
        var app = table.app
        let inbox = table.inbox, three = table.state
        try #require(three.turn == 0)
        inbox.post(.yourTurn(three.view(for: 0)))
        inbox.post(.seatAway(seat: 2, name: "Carla", seconds: 100))
        _ = app.drainInbox()
        _ = app.handle(.key(.character("1")))
        let screen = { app.render(width: 80, height: 24, options: RenderOptions(color: false)).text }
        #expect(screen().contains("Your card waits for Carla…"), "\(screen())")
        inbox.post(.seatBack(seat: 2, name: "Carla"))
        _ = app.drainInbox()
        #expect(screen().contains("Playing your card…") && !screen().contains("waits for"), "\(screen())")
    }
}
