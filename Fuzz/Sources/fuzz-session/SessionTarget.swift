import BriscolaCore
import BriscolaSession
import BriscolaWire
import Foundation
import FuzzSupport

/// Fuzz target `session`: the session state machine, host or guest, fed any sequence of events —
/// frames from the peers (really decoded, some re-signed with the peer's own key, as a cheating
/// peer would), connects, drops, timers and the local player's wishes. Invariants (`Referee`):
/// nothing traps; no event makes an unbounded amount of work; a closed session stays silent; every
/// play the session accepts is legal by the rules engine, in a game dealt as the seeds say, and
/// every play or record it sends agrees with an independent replay. The input format is
/// `SessionScript`'s.
@main enum SessionFuzzer {
    /// libFuzzer's command line (`-help=1` lists it) on this target.
    static func main() { runFuzzer(fuzzSession) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSession(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var reader = ByteReader(fuzzInput(data, size))
    var script = SessionScript(header: reader.byte(), identity: reader.byte())
    var events = 0
    while !reader.isAtEnd, events < SessionScript.maxEvents {
        guard let event = script.nextEvent(&reader) else { continue }
        events += 1
        script.deliver(event)
    }
    return 0
}
