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
        let numbers = [SIGINT, SIGTERM]
        let sources = numbers.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                journal.discard()
                exit(128 + number)
            }
            source.resume()
            return source
        }
        awaitArming(numbers)
        return sources
    }

    /// Dispatch arms a signal source on its own thread, some time after `resume()`, by installing
    /// its handler; until then the signal is ignored (as a source needs), so a SIGTERM sent at once
    /// would be lost and the program would go on. Waits (at most a second) until every handler is in.
    static func awaitArming(_ numbers: [Int32]) {
        for _ in 0..<1000 {
            let armed = numbers.allSatisfy { number in
                var current = sigaction()
                sigaction(number, nil, &current)
                return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self)
            }
            if armed { return }
            usleep(1000)
        }
    }
}
