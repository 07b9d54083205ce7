import BriscolaText
import Synchronization

/// Set once, from the task that connects, when it is over (the screen's loop is woken to see it).
public final class ConnectDone: Sendable {
    private let done = Mutex(false)

    /// Not over yet.
    public init() {}

    /// The attempt is over, whichever way.
    public func finish() { done.withLock { $0 = true } }

    /// Whether the attempt is over.
    public var isFinished: Bool { done.withLock { $0 } }
}

/// The screen shown while a table's address is being reached (a host that does not answer takes
/// seconds): it says where, gives up on q or Esc, and swallows every other key — typed while the
/// screen was blank, they used to reach the menu afterwards (q quit the program).
public struct ConnectingScreen: ScreenApp, Sendable {
    let address: String
    let done: ConnectDone
    /// True when the person gave up waiting.
    public private(set) var cancelled = false

    /// Connecting to `address`, until `done` says the attempt is over.
    public init(address: String, done: ConnectDone) {
        self.address = address
        self.done = done
    }

    /// Over at once if the attempt already is.
    public mutating func start() -> [AppEffect] { done.isFinished ? [.quit] : [] }

    /// q or Esc gives up, Ctrl-C leaves (the loop keeps its exit status); any other key does nothing.
    public mutating func handle(_ event: AppEvent) -> [AppEffect] {
        guard case let .key(key) = event else { return done.isFinished ? [.quit] : [] }
        if key == .interrupt { return [.quit] }
        guard key == .character("q") || key == .character("Q") || key == .escape else { return [] }
        cancelled = true
        return [.quit]
    }

    /// Over when the attempt is (the connecting task wakes the loop).
    public mutating func drainInbox() -> [AppEffect] { done.isFinished ? [.quit] : [] }

    /// Where it is connecting, and how to give up, in the middle of the screen.
    public func render(width: Int, height: Int, options: RenderOptions) -> Canvas {
        var canvas = Canvas(width: width, height: height, colored: options.color)
        let text = options.text
        let lines = [text(.netConnecting, ["address": address]), text(.netConnectingHint)]
            .map(options.shown)
        canvas.center(lines[0], y: height / 2 - 1, style: .bold)
        canvas.center(lines[1], y: height / 2 + 1, style: .dim)
        return canvas
    }
}
