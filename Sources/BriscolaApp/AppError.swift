import BriscolaTerminal

/// A failure to report to the person as one clear line (the command line prints "Error: …" and
/// exits 1).
public struct AppError: Error, CustomStringConvertible {
    public let description: String

    /// A failure said in one line.
    public init(_ description: String) { self.description = description }
}

/// Ctrl-C or a signal ended a screen: the program leaves with this status (128 + the signal).
public struct Interrupted: Error, CustomStringConvertible {
    public let status: Int32

    public var description: String { "interrupted (exit status \(status))" }

    /// Throws when Ctrl-C or a signal ended the last screen on this terminal.
    public static func check(_ terminal: any TerminalIO) throws(Interrupted) {
        if let status = terminal.interruption { throw Interrupted(status: status) }
    }
}
