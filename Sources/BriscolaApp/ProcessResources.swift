import BriscolaNet
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// This process's resident memory and open file descriptors at one moment of a soak run: what
/// must not grow as games are played (issue 15).
public struct ResourceSample: Sendable, Encodable, Equatable {
    /// Games played when the sample was taken.
    public let games: Int
    /// Resident set size (`VmRSS`), in megabytes.
    public let rssMB: Double
    /// Open file descriptors (sockets, the event loops' epoll and event descriptors, files).
    public let fds: Int

    enum CodingKeys: String, CodingKey {
        case games, rssMB = "rss_mb", fds
    }

    /// A sample taken by the caller (tests build them by hand).
    public init(games: Int, rssMB: Double, fds: Int) {
        (self.games, self.rssMB, self.fds) = (games, rssMB, fds)
    }

    /// A sample of this process now.
    public static func now(games: Int) -> ResourceSample {
        ResourceSample(games: games, rssMB: ProcessResources.residentMegabytes(), fds: ProcessResources.openDescriptors())
    }
}

/// Reads `/proc/self` (Linux), so that a soak run can tell a leak from steady use.
public enum ProcessResources {
    /// The resident set size in megabytes; 0 where `/proc` is not there.
    public static func residentMegabytes() -> Double {
        (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)).map(residentMegabytes(status:)) ?? 0
    }

    /// The `VmRSS:` line of a `/proc/PID/status` text in megabytes; 0 when it is missing.
    public static func residentMegabytes(status: String) -> Double { PeakMemory.megabytes(field: "VmRSS", status: status) }

    /// How many file descriptors are open, not counting the one that lists them; -1 where
    /// `/proc/self/fd` cannot be read.
    public static func openDescriptors() -> Int {
        #if canImport(Glibc)
        guard let directory = opendir("/proc/self/fd") else { return -1 }
        defer { closedir(directory) }
        let own = dirfd(directory)
        var count = 0
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let number = Int32(name), number != own else { continue } // "." and "..", and our own
            count += 1
        }
        return count
        #else
        return -1
        #endif
    }
}
