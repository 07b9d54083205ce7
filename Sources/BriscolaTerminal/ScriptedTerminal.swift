#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// The test value of `TerminalIO`: plays a script of keys, resizes and pauses instead of reading a
/// tty, and keeps what the screens wrote, so a flow's test asserts what a person would have seen.
/// When the script runs out the input is closed, which ends any screen.
public final class ScriptedTerminal: TerminalIO, @unchecked Sendable {
    /// One step of the script.
    public enum Step: Sendable {
        /// Key bytes, as a terminal sends them ("\r" for Enter, "\u{1B}" for Esc).
        case keys(String)
        /// The window changes size.
        case resize(width: Int, height: Int)
        /// Let other tasks run for a while (a network reply, a lobby update), then wake the loop.
        case pause(milliseconds: Int)
        /// Wake the loop every 20 ms until the screen shows `text` (at most `seconds`), then go on.
        case until(String, seconds: Double = 10)
        /// Something done elsewhere meanwhile (another shell changing a file), then wake the loop.
        case elsewhere(@Sendable () -> Void)
    }

    private let state: Mutex<State>
    private let wakeRead: Int32
    private let wakeWrite: Int32

    private struct State {
        var script: [Step]
        var size: (width: Int, height: Int)
        var written = ""
        var screens = 0
    }

    public var pendingKeys: [Key] = []
    public var interruption: Int32?

    /// A terminal of the given size that will play `script`.
    public init(width: Int = 80, height: Int = 24, script: [Step]) {
        state = Mutex(State(script: script, size: (width, height)))
        var fds: [Int32] = [0, 0]
        if pipe(&fds) != 0 { fds = [-1, -1] }
        (wakeRead, wakeWrite) = (fds[0], fds[1])
        _ = fcntl(wakeRead, F_SETFL, O_NONBLOCK)
        _ = fcntl(wakeWrite, F_SETFL, O_NONBLOCK)
    }

    deinit {
        close(wakeRead)
        close(wakeWrite)
    }

    /// Everything written, with escape sequences removed: the words the screens showed.
    public var shownText: String { Self.strip(state.withLock { $0.written }) }

    /// Everything written, escape sequences and all (bells, window titles).
    public var written: String { state.withLock { $0.written } }

    /// How many steps of the script were never played: a screen that ended early left them.
    public var stepsLeft: Int { state.withLock { $0.script.count } }

    /// How many screens were entered.
    public var screensEntered: Int { state.withLock { $0.screens } }

    public var size: (width: Int, height: Int) { state.withLock { $0.size } }
    public var waker: Waker { Waker(fd: wakeWrite) }

    /// Counts the screens entered.
    public func enter(discardingInput: Bool) throws(TerminalError) { state.withLock { $0.screens += 1 } }
    /// Nothing to give back.
    public func restore() {}
    /// A scripted terminal is never stopped.
    public func suspend() throws(TerminalError) {}
    /// Keeps what was written.
    public func write(_ text: String) { state.withLock { $0.written += text } }

    /// Plays the next step of the script; input closes when it runs out.
    public func wait(milliseconds: Int?) -> TerminalDriver.Wake {
        let step: Step? = state.withLock { $0.script.isEmpty ? nil : $0.script.removeFirst() }
        if case let .until(text, seconds) = step {
            guard !shownText.contains(text), seconds > 0 else { return wait(milliseconds: milliseconds) }
            state.withLock { $0.script.insert(.until(text, seconds: seconds - 0.02), at: 0) }
            return wait(.pause(milliseconds: 20))
        }
        return wait(step)
    }

    private func wait(_ step: Step?) -> TerminalDriver.Wake {
        switch step {
        case nil: return .inputClosed
        case let .keys(text): return .input(Array(text.utf8))
        case let .resize(width, height):
            state.withLock { $0.size = (width, height) }
            return .resize
        case let .pause(milliseconds):
            usleep(UInt32(max(0, milliseconds)) * 1000)
            var byte: UInt8 = 0
            while read(wakeRead, &byte, 1) > 0 {}
            return .woken
        case .until:
            return .woken
        case let .elsewhere(action):
            action()
            return .woken
        }
    }

    /// Drops ESC sequences (CSI and the two-byte ones) from terminal output.
    static func strip(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else {
                out.append(scalar)
                continue
            }
            guard let next = scalars.next(), next == "[" else { continue }
            while let c = scalars.next(), !(0x40...0x7E).contains(c.value) {}
        }
        return String(out)
    }
}
