#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization

/// The thin part that touches the terminal: raw mode, the alternate screen, the size, key bytes,
/// and signals. Whatever happens — quit, Ctrl-C, SIGTERM, SIGHUP, an error — `restore()` puts the
/// terminal back as it was; `TerminalApp.run` always calls it before returning.
///
/// Signals are watched for the driver's whole life (a signal source made again after a cancel is
/// not delivered on Linux, which once left games started from the menu deaf to resizes). While a
/// screen is up they wake its loop; between screens, Ctrl-C, SIGTERM and SIGHUP end the program at
/// once with 128 + the signal's number, the terminal already restored.
public final class TerminalDriver {
    private var original = termios()
    private var saved = false
    private let active = Flag()
    /// Whether stopping signals are held back (`deferringSignals`), and the one that came meanwhile.
    private let held = SignalSlot()
    /// While a network table winds down (`deferringSignals(during:)`): a second stop ends the
    /// program at once, so a link that does not let go cannot hold it.
    private let impatient = Flag()
    /// How many times the process was continued (SIGCONT) after a stop.
    private let continued = Counter()
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private var sources: [any DispatchSourceSignal] = []
    private let signalQueue = DispatchQueue(label: "briscola.signals")
    /// Keys read but not used by the screen that just ended: the next screen gets them first.
    public var pendingKeys: [Key] = []
    /// Set when the person pressed Ctrl-C or a signal ended a screen: the exit status to leave with.
    public var interruption: Int32?

    /// Fails when standard input is not a terminal or a pipe cannot be made.
    public init() throws(TerminalError) {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw .failed("pipe") }
        (wakeRead, wakeWrite) = (fds[0], fds[1])
        watchSignals()
    }

    deinit {
        restore()
        for source in sources { source.cancel() }
        close(wakeRead)
        close(wakeWrite)
    }

    /// Current size in columns and rows.
    public var size: (width: Int, height: Int) { Self.outputSize ?? (80, 24) }

    /// The size of the terminal standard output writes to; nil when it is not one (a pipe, a file).
    public static var outputSize: (width: Int, height: Int)? {
        var ws = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0 else { return nil }
        return (Int(ws.ws_col), Int(ws.ws_row))
    }

    /// Raw mode (no echo, no line buffering, Ctrl-C and Ctrl-Z as keys), alternate screen, hidden
    /// cursor, and the window's title saved on the terminal's title stack (XTWINOPS 22) so that
    /// `restore` gives the shell its own back after a table titled the window. Keys typed before
    /// are kept for the screen, unless `discardingInput` (after a suspension, when what was typed was meant for the shell).
    public func enter(discardingInput: Bool) throws(TerminalError) {
        if !saved {
            guard tcgetattr(STDIN_FILENO, &original) == 0 else { throw .failed("tcgetattr") }
            saved = true
        }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        // VMIN 0, VTIME 0 (indices 6 and 5 on Linux): a read never blocks; poll does the waiting.
        // (Input can vanish between poll and read — a flush on resuming — and a blocking read
        // would then hang the loop.)
        raw.c_cc.6 = 0
        raw.c_cc.5 = 0
        guard tcsetattr(STDIN_FILENO, discardingInput ? TCSAFLUSH : TCSANOW, &raw) == 0 else { throw .failed("tcsetattr") }
        active.set(true)
        // A stop held back while no screen was up (just before this one) ends this screen now.
        let stop = held.takeSignal()
        if stop > 0 {
            var byte = UInt8(truncatingIfNeeded: stop)
            _ = Glibc.write(wakeWrite, &byte, 1)
        }
        // Bracketed paste (?2004h): pasted text comes marked, so it is never taken for keys.
        write("\u{1B}[22;0t\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[2J")
    }

    /// Leaves raw mode and the alternate screen, shows the cursor and puts back the window title
    /// saved on entering (XTWINOPS 23; terminals without a title stack ignore both). Safe to call twice.
    public func restore() {
        guard active.exchange(false) else { return }
        write("\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l\u{1B}[23;0t")
        tcsetattr(STDIN_FILENO, TCSADRAIN, &original)
    }

    /// Ctrl-Z: gives the terminal back to the shell and stops the process; when the shell
    /// continues it (`fg`), takes the terminal again, dropping whatever was typed meanwhile.
    public func suspend() throws(TerminalError) {
        // A stop sent to the stopped program (`kill %1`, the shell exiting) ends it at once, as
        // between screens: it must not wait for a game the person cannot see.
        let holding = held.release()
        defer { held.resume(holding) }
        restore()
        // The whole process group, as a shell's job: `raise` would aim at this thread alone, and
        // the loop's thread (a pool thread) blocks signals. The stop takes effect a moment later:
        // wait for the SIGCONT that ends it (at most briefly where nothing stops us, as in an
        // orphaned process group, where the kernel drops SIGTSTP).
        let before = continued.get()
        kill(0, SIGTSTP)
        for _ in 0..<50 where continued.get() == before { usleep(10_000) }
        try enter(discardingInput: true)
    }

    /// Writes all of `text` to standard output.
    public func write(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { buffer in
                buffer.baseAddress.map { Glibc.write(STDOUT_FILENO, $0, buffer.count) } ?? 0
            }
            if written <= 0 { break }
            offset += written
        }
    }

    /// Runs `body` — a screen and the saving of what it leaves (the games played, the one cut
    /// off) — with Ctrl-C, SIGTERM and SIGHUP held back between screens: closing the terminal
    /// window ends the screen on lost input and sends SIGHUP at once, and stopping then lost the
    /// game being saved. While a screen is up a stop ends it as always; while the program is
    /// suspended (Ctrl-Z) it ends the program at once. A stop held back becomes the `interruption`
    /// afterwards (one left in the wake pipe too), so the program then leaves with its status.
    public func deferringSignals<T>(_ body: () throws -> T) rethrows -> T {
        held.hold()
        defer { stopHolding() }
        return try body()
    }

    /// `deferringSignals` for work that waits: a network table's screen, then our leaving sent to
    /// the others and the games saved, before a window closed (SIGHUP) stops the program.
    public func deferringSignals<T>(during body: () async throws -> T) async rethrows -> T {
        held.hold()
        impatient.set(true)
        defer {
            impatient.set(false)
            stopHolding()
        }
        return try await body()
    }

    /// The end of a `deferringSignals`: a stop held back becomes the `interruption`.
    private func stopHolding() {
        let number = held.release() ?? 0
        let stop = number > 0 ? number : pendingStop()
        if stop > 0, interruption == nil { interruption = 128 + stop }
    }

    /// A stopping signal's byte left unread in the wake pipe (the screen ended on lost input
    /// first), or 0.
    private func pendingStop() -> Int32 {
        var found: Int32 = 0
        var fds = [pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
        for _ in 0..<64 where poll(&fds, 1, 0) > 0 && fds[0].revents & Int16(POLLIN) != 0 {
            var byte: UInt8 = 0
            guard read(wakeRead, &byte, 1) == 1 else { break }
            if [SIGINT, SIGTERM, SIGHUP].contains(Int32(byte)) { found = Int32(byte) }
        }
        return found
    }

    /// What woke the loop.
    public enum Wake: Sendable, Equatable {
        case input([UInt8]), timeout, resize, woken, inputClosed
        /// SIGINT, SIGTERM or SIGHUP: the signal's number.
        case terminate(Int32)
    }

    /// A handle other threads use to wake the loop (say, when a network message arrived).
    public var waker: Waker { Waker(fd: wakeWrite) }

    /// Waits for key bytes, a signal, or the timeout (nil waits indefinitely).
    public func wait(milliseconds: Int?) -> Wake {
        var fds = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0), pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
        let ready = poll(&fds, 2, Int32(clamping: milliseconds ?? -1))
        if ready == 0 { return .timeout }
        if ready < 0 { return errno == EINTR ? .timeout : .terminate(SIGTERM) }
        if fds[1].revents != 0 {
            var byte: UInt8 = 0
            _ = read(wakeRead, &byte, 1)
            switch Int32(byte) {
            case Int32(Waker.byte): return .woken
            case SIGWINCH, SIGCONT: return .resize
            default: return .terminate(Int32(byte))
            }
        }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        if count > 0 { return .input(Array(buffer.prefix(count))) }
        let hungUp = fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
        return hungUp || (count < 0 && errno != EAGAIN && errno != EINTR) ? .inputClosed : .timeout
    }

    /// Signals wake the loop through a pipe, so nothing runs inside a signal handler. SIGCONT (the
    /// process was stopped and continued from outside) redraws like a resize.
    private func watchSignals() {
        let pipe = wakeWrite, active = self.active, continued = self.continued, held = self.held, impatient = self.impatient
        for number in [SIGWINCH, SIGCONT, SIGTERM, SIGHUP, SIGINT] {
            if number != SIGCONT { signal(number, SIG_IGN) }
            let source = DispatchSource.makeSignalSource(signal: number, queue: signalQueue)
            source.setEventHandler {
                if number == SIGCONT { continued.increment() }
                if active.get() {
                    var byte = UInt8(truncatingIfNeeded: number)
                    _ = Glibc.write(pipe, &byte, 1)
                } else if number != SIGWINCH, number != SIGCONT {
                    // While the games a screen left are being saved, the stop waits for them (a
                    // second one, while a network table winds down, does not).
                    if impatient.get(), held.signal > 0 { _exit(128 + number) }
                    guard held.keep(number) else { _exit(128 + number) }
                }
            }
            source.resume()
            sources.append(source)
        }
    }
}

/// Wakes a `TerminalDriver`'s loop from any thread.
public struct Waker: Sendable {
    static let byte: UInt8 = 0
    let fd: Int32

    /// Makes the loop's `wait` return `.woken`.
    public func wake() {
        var byte = Waker.byte
        _ = Glibc.write(fd, &byte, 1)
    }
}

/// Why the full-screen interface cannot start.
public enum TerminalError: Error, Sendable, CustomStringConvertible {
    case notATerminal
    /// A system call failed, with the `errno` it left (read when it failed, not when it is shown).
    case system(String, code: Int32)

    /// `call` failed just now: its `errno`, taken at once.
    static func failed(_ call: String) -> TerminalError { .system(call, code: errno) }

    public var description: String {
        switch self {
        case .notATerminal: "standard input and output must be a terminal"
        case let .system(call, code): "\(call) failed: \(String(cString: strerror(code)))"
        }
    }
}
