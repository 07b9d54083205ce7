import BriscolaTestSupport
import Foundation
import Testing

/// Network faults on one host's cable of the LAN test bed, through `Scripts/lan-faults`: loss and
/// duplication by nftables, delay, jitter and reordering by sch_netem or, where the kernel has none,
/// the `Scripts/lan-wire` delay line; and the cable cut.
extension LANBed {
    static let faultsScript = script.deletingLastPathComponent().appendingPathComponent("lan-faults")

    /// `env` runs python3 with the script (`shell` starts bash unless the first word sets a variable).
    static let python = ["PYTHONDONTWRITEBYTECODE=1", "python3"]

    /// Nil when faults can be made here; otherwise why not (no bed, not root, no nftables).
    static let faultsUnavailable: String? = unavailable ?? {
        let (status, output) = shell(python + [faultsScript.path, "check"])
        return status == 0 ? nil : "network faults unavailable: \(output.trimmingCharacters(in: .whitespacesAndNewlines))"
    }()

    /// Fault tests run wherever LAN tests must (CI), and elsewhere when they can.
    static var faultsEnabled: Bool { faultsUnavailable == nil || required }

    /// Puts faults on `host`'s cable, both directions (`--delay MS --jitter MS --loss PCT --dup PCT
    /// --reorder PCT`); returns what the script says it did.
    @discardableResult
    func applyFaults(on host: Host, _ options: [String]) throws -> String {
        if let reason = Self.faultsUnavailable { throw BedError(reason) }
        let (status, output) = Self.shell(Self.python + [Self.faultsScript.path, "apply", directory.path, host.rawValue] + options)
        guard status == 0 else { throw BedError("lan-faults apply failed: \(output)") }
        return output
    }

    /// What the faults did so far: frames dropped and duplicated each way, and the delay line's counts.
    func faultStats(on host: Host) throws -> FaultStats {
        let (status, output) = Self.shell(Self.python + [Self.faultsScript.path, "stats", directory.path, host.rawValue])
        guard status == 0 else { throw BedError("lan-faults stats failed: \(output)") }
        return try JSONDecoder().decode(FaultStats.self, from: Data(output.utf8))
    }

    /// Takes the faults off `host`'s cable.
    func clearFaults(on host: Host) { _ = Self.shell(Self.python + [Self.faultsScript.path, "clear", directory.path, host.rawValue]) }

    /// The cable cut: `host`'s veth down for `seconds`, then up; returns when it is up again (polling,
    /// so the 5 s wait holds no thread of the test runner's pool).
    func cut(on host: Host, seconds: Double) async throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = Self.python + [Self.faultsScript.path, "cut", directory.path, host.rawValue, "\(seconds)"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = ContinuousClock.now + .seconds(seconds + 30)
        while process.isRunning, ContinuousClock.now < deadline { await pause(.milliseconds(50)) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BedError("lan-faults cut failed (status \(process.terminationStatus))") }
    }
}

/// `lan-faults stats` as JSON.
struct FaultStats: Decodable {
    struct Counts: Decodable { let dropped: Int, duplicated: Int }
    struct Wire: Decodable {
        let frames: [Int], overtaken: [Int]
        let atOnce: Int
        enum CodingKeys: String, CodingKey { case frames, overtaken, atOnce = "at_once" }
    }
    let fromHost: Counts, toHost: Counts
    /// Present when the delay line carries the cable (no sch_netem).
    let wire: Wire?
    enum CodingKeys: String, CodingKey { case fromHost = "from_host", toHost = "to_host", wire }

    var dropped: Int { fromHost.dropped + toHost.dropped }
    var duplicated: Int { fromHost.duplicated + toHost.duplicated }
}
