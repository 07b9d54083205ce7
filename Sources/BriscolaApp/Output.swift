import Foundation

/// Line output that reaches pipes at once (tests and scripts read it as it comes).
public enum Output {
    /// One line on standard output.
    public static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// One line on standard error.
    public static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
