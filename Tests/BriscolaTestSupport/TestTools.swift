import Foundation

/// The programs some suites drive (python3 for the reference implementation, the `briscola`
/// binary, tmux, libsodium), and whether a missing one skips those suites or fails them: where
/// `BRISCOLA_REQUIRE_ALL=1` (CI sets it) nothing may be skipped, so a suite runs and fails saying
/// what is missing — a wrong `BRISCOLA_BIN` must not quietly drop every process test.
public enum TestTools {
    /// Whether every suite must run here (`BRISCOLA_REQUIRE_ALL=1`).
    public static let requireAll = ProcessInfo.processInfo.environment["BRISCOLA_REQUIRE_ALL"] == "1"

    /// Whether a suite that needs something runs: when it is here, or when nothing may be skipped.
    public static func runs(_ present: Bool) -> Bool { present || requireAll }

    /// python3, for the reference implementation (nil: not installed).
    public static let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The shared libsodium the Python reference loads for hidden hands.
    public static let sodium = ["/usr/lib/x86_64-linux-gnu/libsodium.so.23", "/usr/lib/aarch64-linux-gnu/libsodium.so.23",
                                "/usr/lib/libsodium.so.23", "/usr/local/lib/libsodium.so.23"]
        .contains { FileManager.default.fileExists(atPath: $0) }

    /// The Python reference implementation's script (Tests/Reference).
    public static let referenceScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Reference/briscola_ref.py")
}

/// Where tests keep their files: one directory per test process under the system's temporary
/// directory, removed when the process exits — every child process's output, journals and
/// histories go there, rather than a few hundred directories left in /tmp by each run.
public enum TestScratch {
    /// The run's directory (made on first use; its removal at exit registered then).
    public static let root: URL = {
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("briscola-tests-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { TestScratch.removeRoot() }
        return url
    }()

    /// Removes the run's directory (at exit).
    static func removeRoot() { try? FileManager.default.removeItem(at: root) }
}
