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
}

/// An app whose frame is the card table: the table renderer draws its model.
public protocol TableScreenApp: ScreenApp {
    var screen: TableScreenModel { get }
}

extension TableScreenApp {
    public func render(width: Int, height: Int, options: RenderOptions) -> Canvas {
        TableScreen.render(screen, width: width, height: height, options: options)
    }
}

/// Runs a `ScreenApp` in the terminal: draws a frame after every change, feeds keys, ticks and
/// outside events to the app, and restores the terminal however it ends.
public enum TerminalApp {
    /// Plays until the app quits; returns the app's final state.
    public static func run<App: ScreenApp>(_ initial: App, on terminal: TerminalDriver, options: RenderOptions) throws(TerminalError) -> App {
        try terminal.enter()
        defer { terminal.restore() }
        var app = initial
        var writer = ANSIWriter()
        var parser = KeyParser()
        var deadline: ContinuousClock.Instant?
        let clock = ContinuousClock()
        func apply(_ effects: [AppEffect]) -> Bool {
            for effect in effects {
                switch effect {
                case .quit: return false
                case let .wait(ms): deadline = clock.now + .milliseconds(ms)
                }
            }
            return true
        }
        guard apply(app.start()) else { return app }
        while true {
            let (width, height) = terminal.size
            terminal.write(writer.frame(app.render(width: width, height: height, options: options)))
            let timeout = deadline.map { max(0, Int((($0 - clock.now).seconds * 1000).rounded(.up))) }
            switch terminal.wait(milliseconds: timeout) {
            case let .input(bytes):
                for key in parser.feed(bytes) + parser.flush() where !apply(app.handle(.key(key))) { return app }
            case .timeout:
                if let due = deadline, clock.now >= due {
                    deadline = nil
                    guard apply(app.handle(.tick)) else { return app }
                }
            case .woken:
                guard apply(app.drainInbox()) else { return app }
            case .resize:
                writer.invalidate()
            case .terminate, .inputClosed:
                return app
            }
        }
    }
}

extension TableApp: TableScreenApp {
    public mutating func drainInbox() -> [AppEffect] { [] }
}

extension Duration {
    var seconds: Double {
        let (s, attoseconds) = components
        return Double(s) + Double(attoseconds) / 1e18
    }
}
