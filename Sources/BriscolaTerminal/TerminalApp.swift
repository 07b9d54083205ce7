#if canImport(Glibc)
import Glibc
#endif

/// Runs a `TableApp` in the terminal: draws a frame after every change, feeds keys and timer
/// ticks to the app, and restores the terminal however the game ends.
public enum TerminalApp {
    /// Plays until the person quits; returns the app's final state (its finished games).
    public static func run(_ initial: TableApp, options: RenderOptions) throws(TerminalError) -> TableApp {
        let terminal = try TerminalDriver()
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
            terminal.write(writer.frame(TableScreen.render(app, width: width, height: height, options: options)))
            let timeout = deadline.map { max(0, Int((($0 - clock.now).seconds * 1000).rounded(.up))) }
            switch terminal.wait(milliseconds: timeout) {
            case let .input(bytes):
                for key in parser.feed(bytes) {
                    let keyEffects = app.handle(.key(key))
                    if keyEffects.contains(.quit) || keyEffects.contains(where: { if case .wait = $0 { true } else { false } }) {
                        deadline = nil
                    }
                    guard apply(keyEffects) else { return app }
                }
                for key in parser.flush() where !apply(app.handle(.key(key))) { return app }
            case .timeout:
                if let due = deadline, clock.now >= due {
                    deadline = nil
                    guard apply(app.handle(.tick)) else { return app }
                }
            case .resize:
                writer.invalidate()
            case .terminate, .inputClosed:
                return app
            }
        }
    }
}

extension Duration {
    var seconds: Double {
        let (s, attoseconds) = components
        return Double(s) + Double(attoseconds) / 1e18
    }
}
