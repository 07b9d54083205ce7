import NIOCore
import NIOPosix

/// Process-wide set-up for networked play.
public enum NetworkRuntime {
    /// Runs Swift Concurrency's tasks on SwiftNIO's event loops, so a message no longer hops
    /// between NIO's threads and the concurrency pool on its way to the session (this takes the
    /// move round trip's p99 from several milliseconds to well under one on two cores). Call once,
    /// from the main thread, before any task starts.
    public static func prepare() {
        NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor()
    }
}
