import BriscolaApp
import ArgumentParser

/// The program's exit statuses, defined once (docs/commands.md lists them): 0 done, 1 failure (a
/// refused or failed connection, a full table, a missing match), 2 a usage error (an unknown
/// command or option, a bad value), 128 + N when signal N ended it (130 for Ctrl-C).
enum ExitStatus {
    static let failure: Int32 = 1
    static let usage: Int32 = 2

    /// Says how `error` ended the command and returns the status to leave with. Our own errors
    /// are said in the command line's language; the parser's — help, usage errors and the
    /// checks' messages it frames — as the parser words them.
    static func report(_ error: any Error) -> Int32 {
        let text = CommandLanguage.text
        if let interrupted = error as? Interrupted { return interrupted.status }
        if let words = FailureWords.say(error, text) {
            Output.error(text(.frameError) + words)
            return ExitStatus.failure
        }
        let code = Briscola.exitCode(for: error).rawValue, message = Briscola.fullMessage(for: error)
        // Help is prose (ASCII for a locale that is not UTF-8), already wrapped by the parser.
        if code == 0 {
            Output.prose(message, fitting: false)
            Briscola.exitIfOutputWasLost()
        } else if !message.isEmpty {
            Output.error(message)
        }
        return code == ExitCode.validationFailure.rawValue ? ExitStatus.usage : code
    }
}
