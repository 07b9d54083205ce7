import BriscolaCore
import BriscolaHidden
import BriscolaWire

/// One end of a table, host or guest: its `TableLedger`, and the few things a host and a guest do
/// differently, as hooks. The deal, the plays, the hidden hands (`TableEnd+Hidden*`), lockstep and
/// leaving are written once, over the ledger, in this protocol's extensions: a rule of the game
/// or of the protocol is never written twice, once per role. (Protocol 4's proofs belong there
/// too: made in `passesIfOurs`, checked in `receivedPass`, whoever relays them.)
protocol TableEnd: Sendable {
    /// What both ends keep alike.
    var ledger: TableLedger { get set }

    /// Sends a message of this end's to every other seat: a guest to the host, a host to every
    /// seated guest (§12).
    mutating func emit(_ message: Message) -> [SessionAction]
    /// A checked message of another seat's, passed on unchanged to the seats that have not seen
    /// it (a host's; a guest relays nothing).
    mutating func relay(_ message: Message, from link: LinkID) -> [SessionAction]
    /// A message on `link` broke the protocol, `seat` (when known: a hidden-hands fault, §17.8)
    /// the seat whose signed message is at fault: a guest tells the host and ends; a host tells the
    /// guest at fault, closes its connection and frees its seat (the table goes on).
    mutating func violation(_ code: ErrorCode, _ message: String, seq: Int?, seat: Int?, link: LinkID) -> [SessionAction]
    /// After a play on `link` the state hashes differ: `error` tells the peer so.
    mutating func desynced(_ error: SessionAction, _ failure: SessionFailure, said: String, link: LinkID) -> [SessionAction]
    /// Our own keys opened a position wrongly: some seat's pass was bad, we cannot tell whose.
    mutating func ownKeysFailed(_ error: HiddenError) -> [SessionAction]
    /// The connection to blame for a failed audit (nil: nobody to tell, the session fails).
    func auditBlame(_ error: HiddenError, from link: LinkID?) -> LinkID?
    /// True while messages about games before ours are let go (a guest that has not yet seen its
    /// first `start`, between games).
    var isBeforeOurFirstGame: Bool { get }
    /// Starts the next game when the table is ready (a host's; a guest waits for `start`).
    mutating func maybeStart() -> [SessionAction]
    /// Deals once every secret of protocol 2 is known (a host's; a guest waits for `deal`).
    mutating func dealIfReady() -> [SessionAction]
    /// The connections a goodbye goes to.
    var byeTargets: [LinkID] { get }
}

extension TableEnd {
    var config: SessionConfig { ledger.config }
    var entropy: Entropy {
        get { ledger.entropy }
        set { ledger.entropy = newValue }
    }
    var phase: SessionPhase {
        get { ledger.phase }
        set { ledger.phase = newValue }
    }
    var sessionID: [UInt8] {
        get { ledger.sessionID }
        set { ledger.sessionID = newValue }
    }
    var roster: Roster {
        get { ledger.roster }
        set { ledger.roster = newValue }
    }
    var mySeat: Int {
        get { ledger.mySeat }
        set { ledger.mySeat = newValue }
    }
    var keys: [SeatKey?] {
        get { ledger.keys }
        set { ledger.keys = newValue }
    }
    var lastFinal: GameOver? {
        get { ledger.lastFinal }
        set { ledger.lastFinal = newValue }
    }
    var turnTime: Int? {
        get { ledger.turnTime }
        set { ledger.turnTime = newValue }
    }
    var series: Series {
        get { ledger.series }
        set { ledger.series = newValue }
    }
    var lastEnded: EndedGame? {
        get { ledger.lastEnded }
        set { ledger.lastEnded = newValue }
    }
    var sessionHex: String { ledger.sessionHex }
    var isHidden: Bool { ledger.isHidden }
    var mySeats: [Int] { ledger.mySeats }
    var isResumable: Bool { ledger.isResumable }

    /// The message signed by seat `seat`, one this end plays.
    func signed(_ message: Message, by seat: Int) -> Message { ledger.signed(message, by: seat) }

    /// A protocol violation that names no play.
    mutating func violation(_ code: ErrorCode, _ message: String, link: LinkID) -> [SessionAction] {
        violation(code, message, seq: nil, seat: nil, link: link)
    }

    /// A protocol violation about a play, naming no seat at fault.
    mutating func violation(_ code: ErrorCode, _ message: String, seq: Int?, link: LinkID) -> [SessionAction] {
        violation(code, message, seq: seq, seat: nil, link: link)
    }

    /// A hidden-hands fault (§17.8): `seat` is the author of the signed message at fault.
    mutating func violation(_ code: ErrorCode, _ message: String, seat: Int, link: LinkID) -> [SessionAction] {
        violation(code, message, seq: nil, seat: seat, link: link)
    }
}
