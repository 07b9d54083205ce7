import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A headless program stopped on purpose (Ctrl-C, SIGTERM, its terminal closed: SIGHUP) is
/// leaving, not crashing: it tells the table (`leaving`, as a person's q does), its journal goes,
/// so that the next run does not take the stopped game up again. Only `kill -9` (or a real crash) leaves a journal behind to resume
/// from, and a seat held for a return. The exit status is 128 + the signal's number.
public enum StopSignals {
    /// How long a goodbye gets to reach the table before the program exits.
    static let farewell = 0.5

    /// Watches SIGINT, SIGTERM and SIGHUP (or `signals`) until `cancel`. `leaving` says goodbye to
    /// the table, given the signal (false when there is no table yet to tell, or nothing to wait for). A bot in a
    /// terminal window that closes gets SIGHUP: left to its default, it died as if killed, its
    /// seat held and its journal kept for a return that never came.
    /// On a thread of its own (line mode); async code calls the `async` one, which does not block
    /// the pool while the handlers are armed.
    public static func discardOnStop(_ journal: JournalFile?, signals numbers: [Int32] = [SIGINT, SIGTERM, SIGHUP],
                                     leaving: (@Sendable (Int32) -> Bool)? = nil) -> StopWatch {
        let (watch, watched) = watch(journal, signals: numbers, leaving: leaving)
        for _ in 0..<1000 {
            if armed(watched) { break }
            usleep(1000)
        }
        return watch
    }

    /// `discardOnStop`, for async code: waits for the handlers to be armed without holding a thread.
    public static func discardOnStop(_ journal: JournalFile?, signals numbers: [Int32] = [SIGINT, SIGTERM, SIGHUP],
                                     leaving: (@Sendable (Int32) -> Bool)? = nil) async -> StopWatch {
        let (watch, watched) = watch(journal, signals: numbers, leaving: leaving)
        for _ in 0..<1000 {
            if armed(watched) { break }
            try? await Task.sleep(for: .milliseconds(1))
        }
        return watch
    }

    /// Installs the sources; returns them and the signals they watch, not yet armed.
    private static func watch(_ journal: JournalFile?, signals numbers: [Int32],
                              leaving: (@Sendable (Int32) -> Bool)?) -> (StopWatch, [Int32]) {
        let watch = StopWatch()
        // SIGHUP ignored when the program began stays ignored: `nohup briscola bot host &`
        // outlives the terminal it was started from (a source would replace the ignoring).
        let watched = numbers.filter { !ignoredAtStart.contains($0) }
        watch.sources = watched.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                // A second Ctrl-C while saying goodbye changes nothing: one exit, once.
                guard watch.request() else { return }
                let finish = { @Sendable in
                    journal?.discard()
                    // Not `exit()` from this Dispatch thread: it would run the process's
                    // destructors under the threads still working. Nothing is left to flush
                    // (`Output` writes with write(2)); `fflush(nil)` would even wait for standard
                    // input's lock, held by a `readLine()` blocked on another thread.
                    _exit(128 + number)
                }
                guard leaving?(number) == true else { return finish() }
                DispatchQueue.global().asyncAfter(deadline: .now() + farewell, execute: finish)
            }
            source.resume()
            return source
        }
        return (watch, watched)
    }

    /// Reads what the program inherited (`ignoredAtStart`) before anything changes it: called
    /// first thing in `main` (a full screen sets SIGHUP ignored between screens).
    public static func noteInherited() { _ = ignoredAtStart }

    /// SIGHUP when the program inherited it ignored (`nohup`), read once, before any source
    /// changes it.
    static let ignoredAtStart: [Int32] = [SIGHUP].filter { number in
        var current = sigaction()
        sigaction(number, nil, &current)
        return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// The signal sources of one run, and whether a stop was asked for.
    public final class StopWatch: @unchecked Sendable {
        private let lock = NSLock()
        private var _sources: [any DispatchSourceSignal] = []
        private var _requested = false

        var sources: [any DispatchSourceSignal] {
            get { lock.withLock { _sources } }
            set { lock.withLock { _sources = newValue } }
        }

        /// True once SIGINT, SIGTERM or SIGHUP came: the program is saying goodbye and will exit by itself
        /// (the run that ends meanwhile must not exit first with another status).
        public var requested: Bool { lock.withLock { _requested } }

        /// Marks the stop asked for; false if it already was.
        func request() -> Bool {
            lock.withLock {
                defer { _requested = true }
                return !_requested
            }
        }

        /// Stops watching.
        public func cancel() { sources.forEach { $0.cancel() } }

        /// Waits for the exit a stop has begun (a session that ended on our own goodbye).
        public func awaitExit() async {
            guard requested else { return }
            try? await Task.sleep(for: .seconds(StopSignals.farewell * 4))
        }
    }

    /// Dispatch arms a signal source on its own thread, some time after `resume()`, by installing
    /// its handler; until then the signal is ignored (as a source needs), so a SIGTERM sent at once
    /// would be lost and the program would go on. `discardOnStop` waits (at most a second) until
    /// every handler is in.
    static func armed(_ numbers: [Int32]) -> Bool {
        numbers.allSatisfy { number in
            var current = sigaction()
            sigaction(number, nil, &current)
            return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self)
        }
    }
}
