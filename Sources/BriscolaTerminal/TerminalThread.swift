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
        if !DetachedThread.start({ self.body() }) { done(.failure(.system("pthread_create"))) }
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

    /// Starts `body` on a new thread; false if the system would not make one.
    static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        let context = Unmanaged.passRetained(DetachedThread(body)).toOpaque()
        var thread = pthread_t()
        guard pthread_create(&thread, nil, runThread, context) == 0 else {
            Unmanaged<DetachedThread>.fromOpaque(context).release()
            return false
        }
        pthread_detach(thread)
        return true
    }
}

/// The thread's entry point: takes back the retained closure box and runs it.
private func runThread(_ raw: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let raw else { return nil }
    Unmanaged<DetachedThread>.fromOpaque(raw).takeRetainedValue().body()
    return nil
}
