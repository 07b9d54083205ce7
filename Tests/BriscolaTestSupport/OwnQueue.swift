import Dispatch
import Testing

/// A task executor of one serial dispatch queue. The test runner's cooperative pool has one thread
/// a core; CPU-bound tests that run there hold it for tens of seconds, and then a test whose steps
/// must land while a game is being played (a fault, a kill) waits, and so does every task that
/// serves an in-process table (those stay on the pool, which `.cpuBound` keeps free).
public final class QueueExecutor: TaskExecutor, @unchecked Sendable {
    /// Set on each such queue to its label, so a test can tell where it runs.
    static let marker = DispatchSpecificKey<String>()
    let queue: DispatchQueue

    /// The one queue every `.cpuBound` test takes its turn on.
    static let cpu = QueueExecutor(label: "briscola-test.cpu")

    /// A serial queue of its own (libdispatch gives it a thread outside the runner's pool).
    public init(label: String) {
        queue = DispatchQueue(label: label)
        queue.setSpecific(key: Self.marker, value: label)
    }

    /// Runs `job` on the queue.
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }

    /// The label of the queue of this kind the caller runs on; nil elsewhere.
    public static var current: String? { DispatchQueue.getSpecific(key: marker) }

    /// The shared queue's label (`.cpuBound`).
    public static var cpuLabel: String { cpu.queue.label }

    /// The queue the running test case prefers (set by `QueueTrait`): an unstructured `Task {}`
    /// does not inherit a task executor preference, so `ownTask` passes this one on.
    @TaskLocal static var preferred: QueueExecutor?
}

/// Starts an unstructured task on the test case's own queue (`.ownQueue`, `.cpuBound`), not on
/// the runner's pool: there, a task serving a table waits behind CPU-bound tests for minutes.
@discardableResult
public func ownTask<Success: Sendable>(_ body: @escaping @Sendable () async throws -> Success) -> Task<Success, any Error> {
    Task(executorPreference: QueueExecutor.preferred) { try await body() }
}

/// The same, for a body that cannot throw.
@discardableResult
public func ownTask<Success: Sendable>(_ body: @escaping @Sendable () async -> Success) -> Task<Success, Never> {
    Task(executorPreference: QueueExecutor.preferred) { await body() }
}

/// Runs each test case of a suite (or a test) on a `QueueExecutor`: its own, or the shared one.
public struct QueueTrait: SuiteTrait, TestTrait, TestScoping {
    let shared: QueueExecutor?

    /// Applies to every test of the suite.
    public var isRecursive: Bool { true }

    /// Runs the test case with the queue's executor preferred.
    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        let executor = shared ?? QueueExecutor(label: "briscola-test.\(test.name)")
        try await QueueExecutor.$preferred.withValue(executor) {
            try await withTaskExecutorPreference(executor) { try await function() }
        }
    }
}

extension Trait where Self == QueueTrait {
    /// Each test case on a serial queue of its own: for tests that drive peers and processes in
    /// time (their waits, with `pause`, wake on time however busy the runner's pool is).
    public static var ownQueue: Self { QueueTrait(shared: nil) }

    /// The CPU-bound tests take turns on one queue of their own, so at most one of them holds a
    /// core and none holds the runner's pool.
    public static var cpuBound: Self { QueueTrait(shared: QueueExecutor.cpu) }
}

/// The timer thread for `pause`: not the runner's pool (libdispatch's global queue on Linux).
private let timers = DispatchQueue(label: "briscola-test.timers")

/// Sleeps for `duration`. Unlike `Task.sleep`, whose wake-up waits for a free thread of the
/// runner's pool, the task resumes on its own queue (`.ownQueue`) as soon as the time is up.
public func pause(_ duration: Duration) async {
    let (seconds, attoseconds) = duration.components
    let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        timers.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) { done.resume() }
    }
}

/// Polls `condition` every `every` until it holds or `seconds` pass; whether it held. The one
/// bounded wait for a condition the tests share (waits on `pause`, so on a test's own queue it
/// wakes on time).
public func holds(within seconds: Int, every: Duration = .milliseconds(20), _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while ContinuousClock.now < deadline {
        if condition() { return true }
        await pause(every)
    }
    return condition()
}
