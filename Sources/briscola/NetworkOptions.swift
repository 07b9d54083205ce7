import BriscolaApp
import Foundation
import ArgumentParser
import BriscolaCore
import BriscolaNet
import BriscolaSettings
import BriscolaWire

/// Options every networked command shares.
struct NetworkOptions: ParsableArguments {
    @Option(help: .phrase(.netName)) var name: String?
    @Option(parsing: .unconditional, help: .phrase(.netHeartbeat, visibility: .hidden)) var heartbeat: Double = 2
    @Option(name: .customLong("peer-timeout"), help: .phrase(.netPeerTimeout, visibility: .hidden)) var timeout: Double = 10
    @Option(parsing: .unconditional, help: .phrase(.netGrace)) var grace = 120
    @Flag(help: .phrase(.netNoJournal)) var noJournal = false
    @Option(name: .customLong("protocol"), parsing: .unconditional, help: .phrase(.netProtocol)) var protocolVersion: Int?

    func validate() throws {
        guard heartbeat > 0, timeout > heartbeat, timeout <= 3600 else {
            throw ValidationError(.usagePeerTimeout, ["option": "--peer-timeout", "heartbeat": "--heartbeat", "most": "3600"])
        }
        guard (0...3600).contains(grace) else { throw ValidationError.between("--grace", 0, 3600, .usageBetweenSeconds) }
        if let protocolVersion, !WireProtocol.versions.contains(protocolVersion) {
            throw ValidationError(.usageProtocol, ["option": "--protocol"])
        }
        if let name, let problem = PlayerName.problem(name) { throw ValidationError.name("--name", problem) }
    }

    var liveness: Liveness { Liveness(heartbeat: .milliseconds(Int(heartbeat * 1000)), timeout: .milliseconds(Int(timeout * 1000))) }

    /// Where games in progress are journaled.
    var journals: JournalStore { noJournal ? JournalStore(directory: nil) : .live() }

    /// A person's name at the table: the one given, else their settings' (`NetworkName`).
    func personName(_ settings: Settings) -> String {
        NetworkName.chosen(given: name, settings: settings, environment: ProcessInfo.processInfo.environment)
    }
}
