import BriscolaApp
import ArgumentParser

/// The program's exit statuses, defined once (docs/commands.md lists them): 0 done, 1 failure (a
/// refused or failed connection, a full table, a missing match), 2 a usage error (an unknown
/// command or option, a bad value), 128 + N when signal N ended it (130 for Ctrl-C).
enum ExitStatus {
    static let failure: Int32 = 1
    static let usage: Int32 = 2
}

/// A command line that makes no sense: said in one line, exit status 2, with the help to read
/// (`briscola config set --help` for a bad setting, not the top help).
struct UsageError: Error, CustomStringConvertible {
    let description: String
    /// The command whose `--help` explains what was wrong ("briscola config set").
    var command = "briscola"
}
