import Foundation

/// The process's peak resident memory, for benchmarks (`bench net`, soak runs).
public enum PeakMemory {
    /// Megabytes from `/proc/self/status` (Linux); 0 where unavailable.
    public static func megabytes() -> Double {
        (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)).map(megabytes(status:)) ?? 0
    }

    /// The `VmHWM:` line of a `/proc/PID/status` text in megabytes; 0 when it is missing.
    public static func megabytes(status: String) -> Double { megabytes(field: "VmHWM", status: status) }

    /// Any kilobyte line of a `/proc/PID/status` text (`VmHWM`, `VmRSS`, …) in megabytes; 0 when it is missing.
    public static func megabytes(field: String, status: String) -> Double {
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }),
              let kb = Double(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") else { return 0 }
        return kb / 1024
    }
}
