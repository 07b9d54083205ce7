#if canImport(Glibc)
import Glibc
#endif
import Synchronization

extension TerminalApp {
    /// Runs the terminal loop on a thread of its own and waits for it without blocking: the loop
    /// blocks in `poll()`, and on a concurrency pool thread it could starve the network session
    /// (on one core, the pool has one thread). Same contract as `run`; `observe` and `requests`
    /// are called on the loop's thread.
    public static func runOnOwnThread<App: ScreenApp & Sendable>(
        _ initial: App, on terminal: any TerminalIO, options: RenderOptions, observe: @escaping @Sendable (App) -> Void = { _ in },
        requests: @escaping @Sendable (SessionRequest) -> Void = { _ in }
    ) async throws(TerminalError) -> App {
        let box = LoopJob(initial: initial, terminal: terminal, options: options, observe: observe, requests: requests)
        let result: Result<App, TerminalError> = await withCheckedContinuation { continuation in
            box.start { continuation.resume(returning: $0) }
        }
        return try result.get()
    }
}

/// One loop run on a dedicated POSIX thread; the driver is handed to that thread for the run and
/// touched by no other until it ends (the caller is suspended meanwhile).
private final class LoopJob<App: ScreenApp & Sendable>: @unchecked Sendable {
    let initial: App
    let terminal: any TerminalIO
    let options: RenderOptions
    let observe: @Sendable (App) -> Void
    let requests: @Sendable (SessionRequest) -> Void
    var done: (@Sendable (Result<App, TerminalError>) -> Void)?

    init(initial: App, terminal: any TerminalIO, options: RenderOptions, observe: @escaping @Sendable (App) -> Void,
         requests: @escaping @Sendable (SessionRequest) -> Void) {
        self.initial = initial
        self.terminal = terminal
        self.options = options
        self.observe = observe
        self.requests = requests
    }

    func start(_ done: @escaping @Sendable (Result<App, TerminalError>) -> Void) {
        self.done = done
        let code = DetachedThread.start({ self.body() })
        if code != 0 { done(.failure(.system("pthread_create", code: code))) }
    }

    private func body() {
        let result: Result<App, TerminalError>
        do throws(TerminalError) {
            result = .success(try TerminalApp.run(initial, on: terminal, options: options, observe: observe, requests: requests))
        } catch {
            result = .failure(error)
        }
        done?(result)
    }
}

/// A detached POSIX thread running one closure.
private final class DetachedThread: Sendable {
    let body: @Sendable () -> Void

    private init(_ body: @escaping @Sendable () -> Void) { self.body = body }

    /// Starts `body` on a new thread; 0, or `pthread_create`'s error if the system would not make one.
    static func start(_ body: @escaping @Sendable () -> Void) -> Int32 {
        let context = Unmanaged.passRetained(DetachedThread(body)).toOpaque()
        var thread = pthread_t()
        let code = pthread_create(&thread, nil, runThread, context)
        guard code == 0 else {
            Unmanaged<DetachedThread>.fromOpaque(context).release()
            return code
        }
        pthread_detach(thread)
        return 0
    }
}

/// The thread's entry point: takes back the retained closure box and runs it.
private func runThread(_ raw: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let raw else { return nil }
    Unmanaged<DetachedThread>.fromOpaque(raw).takeRetainedValue().body()
    return nil
}

/// Blocking work — a terminal loop and what it saves, `readLine()` — run on a thread of its own,
/// so that the caller's thread of the concurrency pool is free while it waits (on one core the
/// pool has one thread, and a blocked one starves every task, a network session's among them).
public enum OwnThread {
    /// Runs `body` on a new thread and waits for it without blocking. Should the system make no
    /// thread, `body` runs here: slower for the others, but the person's work is not lost.
    public static func run<T: Sendable, Failure: Error>(_ body: @escaping @Sendable () throws(Failure) -> T) async throws(Failure) -> T {
        let result: Result<T, Failure> = await withCheckedContinuation { continuation in
            let work: @Sendable () -> Void = {
                do throws(Failure) { continuation.resume(returning: .success(try body())) } catch { continuation.resume(returning: .failure(error)) }
            }
            if DetachedThread.start(work) != 0 { work() }
        }
        return try result.get()
    }
}

/// A terminal handed to the one thread that runs a screen on it: the caller is suspended until
/// that thread is done and touches the terminal no more meanwhile, so it is never used from two
/// threads at once (which is what makes handing it over sound).
public struct TerminalHandoff: @unchecked Sendable {
    /// The terminal, for the thread it is handed to.
    public let terminal: any TerminalIO

    /// Hands `terminal` over for one run.
    public init(_ terminal: any TerminalIO) { self.terminal = terminal }
}
