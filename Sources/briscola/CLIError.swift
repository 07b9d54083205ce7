/// A failure to report to the user as one clear line (the argument parser prints "Error: …").
struct CLIError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
