/// What the terminal loop needs of a terminal — the live `TerminalDriver`, or a `ScriptedTerminal`
/// in tests — so every screen flow runs in unit tests without a tty or tmux.
public protocol TerminalIO: AnyObject {
    /// Columns and rows.
    var size: (width: Int, height: Int) { get }
    /// Takes over the screen (raw mode, alternate screen).
    func enter(discardingInput: Bool) throws(TerminalError)
    /// Gives the screen back. Safe to call twice.
    func restore()
    /// Ctrl-Z: hands the terminal to the shell until it continues the program.
    func suspend() throws(TerminalError)
    /// Writes bytes to the screen.
    func write(_ text: String)
    /// Waits for input, a wake-up, a signal or the timeout.
    func wait(milliseconds: Int?) -> TerminalDriver.Wake
    /// Keys read but not used by the screen that just ended.
    var pendingKeys: [Key] { get set }
    /// The exit status a signal or Ctrl-C asked for.
    var interruption: Int32? { get set }
    /// Wakes the loop from another thread.
    var waker: Waker { get }
    /// Runs `body` with the stopping signals held back until it is done (see `TerminalDriver`).
    func deferringSignals<T>(_ body: () throws -> T) rethrows -> T
    /// The same for work that waits (a network table: our leaving sent, its games saved).
    func deferringSignals<T>(during body: () async throws -> T) async rethrows -> T
}

extension TerminalIO {
    /// A terminal without signals of its own (a scripted one) just runs `body`.
    public func deferringSignals<T>(_ body: () throws -> T) rethrows -> T { try body() }
    /// A terminal without signals of its own just runs `body`.
    public func deferringSignals<T>(during body: () async throws -> T) async rethrows -> T { try await body() }
}

extension TerminalDriver: TerminalIO {}
