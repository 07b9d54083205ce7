#if canImport(Glibc)
import Glibc
#endif

/// An interface the terminal loop can run: keys and ticks in, effects out, a frame to draw, and
/// an inbox for events from elsewhere (the network), read when the loop is woken.
public protocol ScreenApp {
    mutating func start() -> [AppEffect]
    mutating func handle(_ event: AppEvent) -> [AppEffect]
    /// Handles whatever arrived from outside since the last call.
    mutating func drainInbox() -> [AppEffect]
    /// The frame, as a pure function of the app's state and the terminal's size.
    func render(width: Int, height: Int, options: RenderOptions) -> Canvas
    /// True while the screen asks "quit?": the answer must reach it even when the terminal is too
    /// small to show anything else.
    var isAskingToQuit: Bool { get }
    /// The terminal's size, before each frame (a list's page is as long as what it shows).
    mutating func sized(width: Int, height: Int)
    /// True for a screen where a key can play a card: keys typed before it was shown (the Enter
    /// after a menu's number) are thrown away rather than played.
    static var dropsKeysTypedBefore: Bool { get }
}

extension ScreenApp {
    public var isAskingToQuit: Bool { false }
    /// Most screens take keys typed ahead (a menu's number, then Enter in the list it opens).
    public static var dropsKeysTypedBefore: Bool { false }
    /// Most screens need the size only to draw.
    public mutating func sized(width: Int, height: Int) {}
}

/// An app whose frame is the card table: the table renderer draws its model.
public protocol TableScreenApp: ScreenApp {
    var screen: TableScreenModel { get }
}

extension TableScreenApp {
    /// Draws the table model.
    public func render(width: Int, height: Int, options: RenderOptions) -> Canvas {
        TableScreen.render(screen, width: width, height: height, options: options)
    }

    public var isAskingToQuit: Bool { screen.overlay == .confirmQuit }
}

/// Runs a `ScreenApp` in the terminal: draws a frame after every change, feeds keys, ticks and
/// outside events to the app, and restores the terminal however it ends.
public enum TerminalApp {
    /// Plays until the app quits; returns the app's final state. Ctrl-C and the signals that end
    /// a program quit the app and leave the exit status in `terminal.interruption`.
    /// `observe` sees the app after every event (a caller keeps each finished game at once,
    /// so a game that ended is never lost to a later crash or kill); `requests` carries out the
    /// app's requests of its session (`AppEffect.session`), after the update that made them.
    public static func run<App: ScreenApp>(_ initial: App, on terminal: any TerminalIO, options: RenderOptions,
                                           observe: (App) -> Void = { _ in },
                                           requests: @escaping (SessionRequest) -> Void = { _ in }) throws(TerminalError) -> App {
        // Keys typed ahead must not play a card unseen; Ctrl-C and Ctrl-Z typed ahead still count.
        if App.dropsKeysTypedBefore { terminal.pendingKeys = terminal.pendingKeys.filter { $0 == .interrupt || $0 == .suspend } }
        try terminal.enter(discardingInput: App.dropsKeysTypedBefore)
        defer { terminal.restore() }
        var loop = Loop(app: initial, terminal: terminal, options: options, requests: requests)
        // A title set for the person's turn does not outlive the screen.
        defer { if loop.title != nil { terminal.write(WindowTitle.plain.sequence(unicode: options.unicode)) } }
        guard loop.apply(loop.app.start()) else { return loop.app }
        while true {
            observe(loop.app)
            let (width, height) = terminal.size
            loop.visible = width >= TableScreen.minimumWidth && height >= TableScreen.minimumHeight
            loop.app.sized(width: width, height: height)
            let canvas = loop.app.render(width: width, height: height, options: options)
            terminal.write(loop.writer.frame(canvas.forTerminal(options)))
            let timeout = [loop.deadline, loop.nextSecond, loop.parserDeadline].compactMap { $0 }.min()
                .map { max(0, Int((($0 - loop.clock.now).seconds * 1000).rounded(.up))) }
            let keys = terminal.pendingKeys
            terminal.pendingKeys = []
            if !keys.isEmpty {
                guard try loop.press(keys) else { return loop.app }
                continue
            }
            switch terminal.wait(milliseconds: timeout) {
            case let .input(bytes):
                let keys = loop.parser.feed(bytes) + loop.parser.flush()
                loop.armParser()
                guard try loop.press(keys) else { return loop.app }
            case .timeout:
                if let due = loop.parserDeadline, loop.clock.now >= due {
                    // Nothing more came: what waited is given up (a paste ends with what came of it).
                    let keys = loop.parser.giveUp()
                    loop.parserDeadline = nil
                    loop.armParser()
                    guard try loop.press(keys) else { return loop.app }
                }
                if let due = loop.deadline, loop.clock.now >= due {
                    loop.deadline = nil
                    guard loop.apply(loop.app.handle(.tick)) else { return loop.app }
                }
                if let due = loop.nextSecond, loop.clock.now >= due {
                    loop.nextSecond = max(due + .seconds(1), loop.clock.now)
                    guard loop.apply(loop.app.handle(.second)) else { return loop.app }
                }
            case .woken:
                guard loop.apply(loop.app.drainInbox()) else { return loop.app }
            case .resize:
                loop.writer.invalidate()
            case let .terminate(signal):
                terminal.interruption = 128 + signal
                loop.request(loop.app.handle(.key(.interrupt)))
                return loop.app
            case .inputClosed:
                // The terminal is gone (its window closed): the person has left, as Ctrl-C leaves
                // (a network table is told at once, not kept waiting for a link that dropped).
                loop.request(loop.app.handle(.key(.interrupt)))
                return loop.app
            }
        }
    }

    /// The loop's state between wake-ups.
    private struct Loop<App: ScreenApp> {
        var app: App
        let terminal: any TerminalIO
        let options: RenderOptions
        /// Where the app's requests of its session go.
        let requests: (SessionRequest) -> Void
        /// The window title the app set last (nil: never set), put back after a suspension.
        var title: WindowTitle?
        var writer = ANSIWriter()
        var parser = KeyParser()
        var deadline: ContinuousClock.Instant?
        /// While the key parser waits for more bytes (a sequence's rest, a paste's): when it gives up.
        var parserDeadline: ContinuousClock.Instant?
        /// What the parser waited for when the deadline was set.
        var parserWaiting: KeyParser.Waiting?

        /// Sets the parser's deadline after bytes came: from now while it waits for a sequence or
        /// a paste; a late paste's rest is dropped for a fixed while (keys typed meanwhile do not
        /// stretch it).
        mutating func armParser() {
            let waiting = parser.waiting
            defer { parserWaiting = waiting }
            guard let waiting else { return parserDeadline = nil }
            if waiting == .discarding, parserWaiting == .discarding, parserDeadline != nil { return }
            parserDeadline = clock.now + waiting.limit
        }
        /// When the next `second` is due, while the app asks for them.
        var nextSecond: ContinuousClock.Instant?
        let clock = ContinuousClock()
        /// False while the terminal is too small to show the screen: keys that would act on what
        /// the person cannot see are dropped.
        var visible = true

        /// Carries out the effects of one update: its requests of the session first (a leaving is
        /// told even as the screen closes), then the rest in order; false once the app quits.
        mutating func apply(_ effects: [AppEffect]) -> Bool {
            request(effects)
            for effect in effects {
                switch effect {
                case .session: break
                case .quit: return false
                case let .wait(ms): deadline = clock.now + .milliseconds(ms)
                case let .seconds(on): nextSecond = on ? nextSecond ?? clock.now + .seconds(1) : nil
                case .bell, .title:
                    if case let .title(new) = effect { title = new }
                    if let bytes = AttentionOutput.bytes(for: effect, options: options) { terminal.write(bytes) }
                }
            }
            return true
        }

        /// Hands the session the requests among `effects`, in order.
        func request(_ effects: [AppEffect]) {
            for case let .session(request) in effects { requests(request) }
        }

        /// Feeds keys to the app; false once it quits (the keys after the quitting one are kept
        /// for the next screen).
        mutating func press(_ keys: [Key]) throws(TerminalError) -> Bool {
            for (index, key) in keys.enumerated() {
                if key == .suspend {
                    try terminal.suspend()
                    writer.invalidate()
                    if let title, let bytes = AttentionOutput.bytes(for: .title(title), options: options) { terminal.write(bytes) }
                    continue
                }
                guard visible || Self.worksUnseen(key) || app.isAskingToQuit else { continue }
                if key == .interrupt { terminal.interruption = 130 }
                guard apply(app.handle(.key(key))) else {
                    terminal.pendingKeys = Array(keys[(index + 1)...])
                    return false
                }
            }
            return true
        }

        /// Keys that make sense on the "too small" screen: leaving.
        static func worksUnseen(_ key: Key) -> Bool {
            [.interrupt, .escape, .character("q"), .character("Q")].contains(key)
        }
    }
}

extension TableApp: TableScreenApp {
    /// A local table hears nothing from elsewhere.
    public mutating func drainInbox() -> [AppEffect] { [] }
    /// "1" then Enter in the start menu played a card before the table was seen.
    public static var dropsKeysTypedBefore: Bool { true }
}

extension Duration {
    var seconds: Double {
        let (s, attoseconds) = components
        return Double(s) + Double(attoseconds) / 1e18
    }
}
