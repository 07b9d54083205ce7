import BriscolaTestSupport
import Foundation
import Testing

/// Two to four hosts on a private LAN built by `Scripts/lan-testbed`: network namespaces cabled to
/// one bridge, each with its own dbus-daemon and avahi-daemon confined to its cable. Torn down by pid
/// when the test ends; a bed left behind by a crashed run is reaped by the next one.
final class LANBed: @unchecked Sendable {
    enum Host: String, CaseIterable { case a = "A", b = "B", c = "C", d = "D" }

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Scripts/lan-testbed").standardizedFileURL

    /// Nil when the bed can run here; otherwise why not (not root, no `ip netns`, no Avahi).
    static let unavailable: String? = {
        let (status, output) = shell([script.path, "check"])
        return status == 0 ? nil : "LAN test bed unavailable: \(output.trimmingCharacters(in: .whitespacesAndNewlines))"
    }()

    /// CI sets BRISCOLA_REQUIRE_LAN=1 (or BRISCOLA_REQUIRE_ALL=1): there the bed must run, and its
    /// absence is a failure.
    static let required = ProcessInfo.processInfo.environment["BRISCOLA_REQUIRE_LAN"] == "1" || TestTools.requireAll

    /// Whether LAN tests run; they are skipped with the reason only where they are not required.
    static var enabled: Bool { unavailable == nil || required }

    let directory: URL
    let addressA: String

    /// A fresh bed of `hosts` hosts (A, B, …); with `ipv6Only` the daemons speak only IPv6, so
    /// tables resolve to link-local addresses.
    init(hosts: Int = 2, ipv6Only: Bool = false) throws {
        if let reason = Self.unavailable { throw BedError(reason) }
        directory = TestScratch.root.appendingPathComponent("briscola-lan-\(UUID().uuidString.prefix(8))")
        let up = [Self.script.path, "up", directory.path, "\(ProcessInfo.processInfo.processIdentifier)"]
        let (status, output) = Self.shell(["LAN_HOSTS=\(hosts)", "LAN_IPV6_ONLY=\(ipv6Only ? 1 : 0)", "bash"] + up)
        guard status == 0 else { throw BedError("lan-testbed up failed: \(output)") }
        let env = (try? String(contentsOf: directory.appendingPathComponent("bed.env"), encoding: .utf8)) ?? ""
        addressA = env.split(separator: "\n").first { $0.hasPrefix("ADDR_A=") }.map { String($0.dropFirst(7)) } ?? ""
    }

    deinit { down() }

    /// Stops everything the bed started, by pid, and deletes the namespaces.
    func down() { _ = Self.shell([Self.script.path, "down", directory.path]) }

    /// `briscola` with `arguments` on a host (`input` on its standard input).
    func briscola(on host: Host, _ arguments: [String], input: String? = nil) throws -> ChildProcess {
        try ChildProcess(["run", directory.path, host.rawValue, ChildProcess.binary.path] + arguments, input: input, executable: Self.script)
    }

    /// Any command (avahi-browse, avahi-publish-service) on a host.
    func command(on host: Host, _ arguments: [String]) throws -> ChildProcess {
        try ChildProcess(["run", directory.path, host.rawValue] + arguments, executable: Self.script)
    }

    func stopAvahi(on host: Host) { _ = Self.shell([Self.script.path, "avahi-stop", directory.path, host.rawValue]) }
    func startAvahi(on host: Host) { _ = Self.shell([Self.script.path, "avahi-start", directory.path, host.rawValue]) }

    /// Runs a command to its end (bounded by the script's own loops); its status and output.
    static func shell(_ arguments: [String]) -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // `env` takes leading NAME=value words as the environment of what it runs.
        process.arguments = arguments.first?.contains("=") == true ? arguments : ["bash"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (127, "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    struct BedError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
