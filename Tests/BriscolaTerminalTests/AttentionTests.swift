import BriscolaCore
import BriscolaSession
import BriscolaTerminal
import BriscolaWire
import BriscolaText
import Testing

/// The bell and the window title at a network table: they come when the turn becomes the
/// person's through the other player or a pause (not through the person's own key), the title
/// goes back when the turn passes, and `bell` off writes no bell.
@Suite struct AttentionTests {
    /// A table where the other player (seat 1) leads game 1, run as its driver runs it.
    static func waiting() -> (DrivenTable, SessionInbox, GameState, [AppEffect]) {
        let inbox = SessionInbox()
        inbox.connect { _ in }
        var app = DrivenTable(app: NetTableApp(title: "joining", waiting: "Connecting", inbox: inbox))
        let state = GameState(setup: GameSetup(variant: .two, dealer: 0, seed: Seed(7)))
        inbox.post(.welcomed(seats: [SeatInfo(seat: 0, name: "Ada", key: ""), SeatInfo(seat: 1, name: "Bruno", key: "")], mySeat: 0, players: 2))
        inbox.post(.gameStarted(game: 1, view: state.view(for: 0), code: ""))
        let effects = app.drainInbox()
        return (app, inbox, state, effects)
    }

    @Test func theOtherPlayersCardRingsAndTitlesTheWindow() throws {
        var (app, inbox, state, effects) = Self.waiting()
        #expect(state.turn == 1 && effects.isEmpty, "\(effects)")
        #expect(app.screen.status == "Game 1: Bruno leads. Trump is \(Text(.english).suit(state.trump)).", "who does not lead hears the trump too: \(app.screen.status)")
        let card = state.hands[1][0]
        try state.apply(Action(seat: 1, card: card))
        inbox.post(.played(seat: 1, card: card, view: state.view(for: 0)))
        #expect(app.drainInbox() == [.bell, .title(.yourTurn)])
        #expect(app.screen.phase == .yourTurn)
        // Playing passes the turn: the plain title again, and no bell.
        #expect(app.handle(.key(.character("1"))) == [.title(.plain)])
    }

    @Test func aTurnThePersonsOwnKeyBringsGetsTheTitleButNoBell() throws {
        var (app, inbox, state, _) = Self.waiting()
        let first = state.hands[1][0]
        try state.apply(Action(seat: 1, card: first))
        inbox.post(.played(seat: 1, card: first, view: state.view(for: 0)))
        _ = app.drainInbox()
        // A card that takes the trick, so the person leads the next one.
        let mine = try #require(state.hands[0].first { TrickRule.beats($0, first, trump: state.trump) })
        try state.apply(Action(seat: 0, card: mine))
        inbox.post(.played(seat: 0, card: mine, view: state.view(for: 0)))
        _ = app.handle(.key(.character("1")))
        _ = app.drainInbox()
        #expect(app.screen.phase == .trickShown)
        #expect(state.turn == 0)
        // Space skips the pause: the person's own key, so no bell.
        #expect(app.handle(.key(.character(" "))) == [.title(.yourTurn)])
    }

    @Test func theBellSettingMutesTheBellOnly() {
        var quiet = RenderOptions()
        quiet.bell = false
        #expect(AttentionOutput.bytes(for: .bell, options: RenderOptions()) == "\u{07}")
        #expect(AttentionOutput.bytes(for: .bell, options: quiet) == "")
        #expect(WindowTitle.yourTurn.sequence(unicode: true) == "\u{1B}]2;Your turn — briscola\u{1B}\\")
        #expect(WindowTitle.plain.text(unicode: false) == "briscola" && WindowTitle.yourTurn.text(unicode: false).allSatisfy(\.isASCII))
    }

    /// A screen that titles the window for the person's turn as it starts, and nothing else.
    struct TitledScreen: ScreenApp {
        mutating func start() -> [AppEffect] { [.title(.yourTurn)] }
        mutating func handle(_ event: AppEvent) -> [AppEffect] { [] }
        mutating func drainInbox() -> [AppEffect] { [] }
        func render(width: Int, height: Int, options: RenderOptions) -> Canvas { Canvas(width: width, height: height) }
    }

    @Test func aSuspendedScreenTitlesTheWindowAgainWhenItComesBack() throws {
        // Ctrl-Z gives the terminal (and its title) back to the shell; fg must bring the turn's title back.
        let terminal = ScriptedTerminal(script: [.keys("\u{1A}")])
        _ = try TerminalApp.run(TitledScreen(), on: terminal, options: RenderOptions())
        let turn = WindowTitle.yourTurn.sequence(unicode: true)
        #expect(terminal.written.components(separatedBy: turn).count - 1 == 2, "\(terminal.written.debugDescription)")
        // And the last title written as the screen ends is the plain one.
        let plain = WindowTitle.plain.sequence(unicode: true)
        #expect(terminal.written.hasSuffix(plain), "\(terminal.written.suffix(40).debugDescription)")
    }
}
