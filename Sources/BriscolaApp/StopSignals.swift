import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A headless program stopped on purpose (Ctrl-C, SIGTERM) is leaving, not crashing: its journal
/// goes, so that the next run does not take the stopped game up again. Only `kill -9` (or a real
/// crash) leaves a journal behind to resume from. The exit status is 128 + the signal's number.
public enum StopSignals {
    /// Watches SIGINT and SIGTERM for as long as the returned sources live.
    public static func discardOnStop(_ journal: JournalFile?) -> [any DispatchSourceSignal] {
        guard let journal else { return [] }
        return [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                journal.discard()
                exit(128 + number)
            }
            source.resume()
            return source
        }
    }
}
