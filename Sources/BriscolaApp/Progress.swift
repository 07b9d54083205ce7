import Foundation

/// A one-line progress indicator on standard error, shown only when standard error is a terminal
/// so logs and pipes stay clean.
public struct Progress {
    private let total: Int
    private let label: String
    private let enabled: Bool
    private let clock = ContinuousClock()
    private var lastDraw: ContinuousClock.Instant

    /// A count towards `total`, labelled.
    public init(total: Int, label: String) {
        self.total = total
        self.label = label
        enabled = isatty(STDERR_FILENO) != 0
        lastDraw = clock.now
    }

    /// Redraws at most four times a second.
    public mutating func update(done: Int) {
        guard enabled, clock.now - lastDraw > .milliseconds(250) else { return }
        lastDraw = clock.now
        let percent = total == 0 ? 100 : done * 100 / total
        Output.raw("\r\(label) \(done)/\(total) (\(percent)%)", error: true)
    }

    /// Clears the line.
    public func finish() { clearing() }

    /// Clears the line when called (from a signal's handler too: the program stopped midway
    /// leaves no half line before the shell's prompt).
    public var clearing: @Sendable () -> Void {
        let enabled = enabled
        return { if enabled { Output.raw("\r\u{1B}[K", error: true) } }
    }
}
