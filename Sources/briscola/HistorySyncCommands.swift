import ArgumentParser
import BriscolaApp
import BriscolaSync
import BriscolaWire

/// `briscola history pair [CODE]`: without a code, show one and wait; with it, pair with the
/// machine that shows it.
struct HistoryPair: AsyncParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "pair", abstract: CommandLanguage.words(.aboutHistoryPair)) }

    @Argument(help: .phrase(.pairCode, valueName: "code")) var code: String?
    @Option(help: .phrase(.pairAddress), transform: PeerAddress.parse) var address: PeerAddress?
    @Option(parsing: .unconditional, help: .phrase(.syncPort)) var port = 0
    @Option(parsing: .unconditional, help: .phrase(.syncTimeout)) var timeout: Int?
    @Flag(help: .phrase(.historyReportJson)) var json = false
    @OptionGroup var store: HistoryOptions

    func validate() throws {
        if let code, PairingCode(typed: code) == nil { throw ValidationError(.usagePairCode, ["value": String(code.prefix(20))]) }
        guard (0...65535).contains(port) else { throw ValidationError.between("--port", 0, 65535) }
        if let timeout, !(1...86_400).contains(timeout) { throw ValidationError.between("--timeout", 1, 86_400, .usageBetweenSeconds) }
    }

    func run() async throws {
        guard let code = code.flatMap(PairingCode.init(typed:)) else {
            return try await store.commands.pairWaiting(port: port, timeout: timeout ?? 300, json: json)
        }
        try await store.commands.pairWith(code: code, address: address, timeout: timeout ?? 10, json: json)
    }
}

/// `briscola history sync --address HOST:PORT`, or `--wait` for the other machine.
struct HistorySync: AsyncParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "sync", abstract: CommandLanguage.words(.aboutHistorySync)) }

    @Option(help: .phrase(.syncAddress), transform: PeerAddress.parse) var address: PeerAddress?
    @Flag(help: .phrase(.syncWait)) var wait = false
    @Option(parsing: .unconditional, help: .phrase(.syncPort)) var port = 0
    @Option(parsing: .unconditional, help: .phrase(.syncTimeout)) var timeout: Int?
    @Flag(help: .phrase(.historyReportJson)) var json = false
    @OptionGroup var store: HistoryOptions

    func validate() throws {
        if address != nil, wait { throw ValidationError(.usageSyncNeedsAddress) }
        guard (0...65535).contains(port) else { throw ValidationError.between("--port", 0, 65535) }
        if let timeout, !(1...86_400).contains(timeout) { throw ValidationError.between("--timeout", 1, 86_400, .usageBetweenSeconds) }
    }

    func run() async throws {
        if wait { return try await store.commands.syncWaiting(port: port, timeout: timeout ?? 300, json: json) }
        try await store.commands.sync(with: address, timeout: timeout ?? 10, json: json)
    }
}
