import BriscolaApp
import Foundation
import ArgumentParser
import BriscolaCore
import BriscolaNet

/// Options every networked command shares.
struct NetworkOptions: ParsableArguments {
    @Option(help: .phrase(.netName)) var name: String = NetworkOptions.defaultName
    @Option(help: .phrase(.netHeartbeat, visibility: .hidden)) var heartbeat: Double = 2
    @Option(name: .customLong("peer-timeout"),
            help: .phrase(.netPeerTimeout, visibility: .hidden))
    var timeout: Double = 10

    func validate() throws {
        guard heartbeat > 0, timeout > heartbeat, timeout <= 3600 else {
            throw ValidationError("--peer-timeout must exceed --heartbeat (both positive seconds, at most 3600)")
        }
        if let problem = PlayerName.problem(name) { throw ValidationError("--name: \(problem)") }
    }

    var liveness: Liveness { Liveness(heartbeat: .milliseconds(Int(heartbeat * 1000)), timeout: .milliseconds(Int(timeout * 1000))) }

    static var defaultName: String { PlayerName.login(environment: ProcessInfo.processInfo.environment) }
}
