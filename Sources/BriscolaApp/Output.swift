import BriscolaText
import Foundation

/// Line output that reaches pipes at once (tests and scripts read it as it comes).
public enum Output {
    /// One line on standard output.
    public static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// Prose for people on standard output (history, stats, exports as text, a plain replay): in
    /// ASCII punctuation when the locale is not UTF-8, as the screens are. Never JSON.
    public static func prose(_ text: String) {
        line(String.localeIsUTF8(ProcessInfo.processInfo.environment) ? text : text.asciiPunctuation())
    }

    /// One line on standard error.
    public static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
