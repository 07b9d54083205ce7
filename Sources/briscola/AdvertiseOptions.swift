import ArgumentParser
import BriscolaApp

/// Options of the commands that host a table: whether and under what name to announce it.
struct AdvertiseOptions: ParsableArguments {
    @Flag(help: .phrase(.advNoAdvertise)) var noAdvertise = false
    @Option(help: .phrase(.advTableName)) var tableName: String?

    func validate() throws {
        if let tableName, tableName.trimmingCharacters(in: .whitespaces).isEmpty || tableName.utf8.count > 63 {
            throw ValidationError(.usageTableName, ["option": "--table-name", "most": "63"])
        }
    }

    /// The choices as a plain value (an option group cannot be made outside the parser).
    var advertising: Advertising { Advertising(enabled: !noAdvertise, tableName: tableName) }
}
