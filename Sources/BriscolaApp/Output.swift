import BriscolaTerminal
import BriscolaText
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Line output that reaches pipes at once (tests and scripts read it as it comes).
public enum Output {
    /// One line on standard output.
    public static func line(_ text: String) { write(text + "\n", to: STDOUT_FILENO) }

    /// One line on standard output; false when the output is gone (a closed pipe, EPIPE).
    public static func tryLine(_ text: String) -> Bool { write(text + "\n", to: STDOUT_FILENO) }

    /// Prose for people on standard output (history, stats, exports as text, a plain replay): in
    /// ASCII punctuation when the locale is not UTF-8, as the screens are. Never JSON.
    /// Lines longer than a terminal window are broken at spaces (`TerminalProse`), unless not
    /// `fitting`: text to copy elsewhere (an export) stays one line per line, as the terminal's
    /// own soft wrapping copies back.
    public static func prose(_ text: String, fitting: Bool = true) {
        let said = plain(text)
        line(fitting ? fitted(said, to: STDOUT_FILENO) : said)
    }

    /// Text for people in ASCII punctuation when the locale is not UTF-8 ("non e' un comando"):
    /// accented letters reached such a terminal as two wrong characters each.
    static func plain(_ text: String) -> String {
        String.localeIsUTF8(ProcessInfo.processInfo.environment) ? text : text.asciiPunctuation()
    }

    /// A question on standard output, the answer typed after it on the same line; broken at
    /// spaces for a narrow terminal window as prose is.
    public static func prompt(_ text: String) { write(fitted(text, to: STDOUT_FILENO), to: STDOUT_FILENO) }

    /// `text` fitted to the width of the terminal `fd` writes to, or as it is (a pipe, a file).
    static func fitted(_ text: String, to fd: Int32) -> String {
        var size = winsize()
        guard isatty(fd) == 1, ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return text }
        return TerminalProse.fitted(text, width: Int(size.ws_col))
    }

    /// A command's result: JSON as it is, a report for people (sim, bench) as `prose`.
    public static func result(json: Bool, _ text: String) { json ? line(text) : prose(text) }

    /// One line on standard error (broken at spaces for a narrow terminal window, and in ASCII
    /// for a locale that is not UTF-8, as prose is).
    public static func error(_ text: String) { write(fitted(plain(text), to: STDERR_FILENO) + "\n", to: STDERR_FILENO) }

    /// Text as it is, no newline added (a prompt; a progress line redrawn in place), on standard
    /// output or (`error`) standard error.
    public static func raw(_ text: String, error: Bool = false) { write(text, to: error ? STDERR_FILENO : STDOUT_FILENO) }

    /// The first error that lost output on standard output, other than a closed pipe.
    private static let firstFailure = Mutex<Int32?>(nil)

    /// What was lost, in words, when standard output failed ("cannot write to standard output: No
    /// space left on device"); nil when everything was written. The program then exits 1.
    public static func lostOutput() -> String? {
        firstFailure.withLock { $0 }.map { CommandLanguage.text(.outputLost, ["reason": String(cString: strerror($0))]) }
    }

    /// Writes text with write(2), whole or as far as it goes: output that is gone (a closed
    /// terminal window, EIO) loses the line and nothing else. `FileHandle.write` traps on such an
    /// error, which crashed a game whose window was closed while it saved.
    @discardableResult
    static func write(_ text: String, to fd: Int32) -> Bool {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else {
                // Standard output that could not take what was said (a full disk: ENOSPC) makes
                // the command fail at its end; a pipe closed early (EPIPE) is the reader's choice.
                if fd == STDOUT_FILENO, written < 0, errno != EPIPE { firstFailure.withLock { $0 = $0 ?? errno } }
                return false
            }
            offset += written
        }
        return true
    }
}
