import NIOPosix

/// Work that blocks a thread — a computer player's search, a journal's write and fsync, a file
/// lock's retries — run on NIO's blocking pool (`NIOThreadPool.singleton`), never on the Swift
/// concurrency pool, whose few threads every connection and screen shares. The caller awaits the
/// result, so what comes before and after keeps its order.
public enum BlockingWork {
    /// Runs `body` on the blocking pool and returns its result. Exactly once: if the pool will not
    /// take it (shut down, or the task cancelled before it started), it runs here instead.
    public static func run<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        do {
            return try await NIOThreadPool.singleton.runIfActive(body)
        } catch {
            return body() // not run there: the pool refused it before it began
        }
    }

    /// `run` for work that throws: its error comes back here.
    public static func run<T: Sendable, Failure: Error>(_ body: @escaping @Sendable () throws(Failure) -> T) async throws(Failure) -> T {
        try await run { () -> Result<T, Failure> in Result { () throws(Failure) in try body() } }.get()
    }
}
