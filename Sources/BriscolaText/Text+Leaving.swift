import BriscolaCore

extension Text {
    /// "Bruno left the table", or "Bruno left: dinner" for any other reason (a plain leaving said
    /// again after "left" would read twice); with `waiting`, the table waits for the seat to fill.
    public func left(_ name: String, reason: LeaveReason, waiting: Bool = false) -> String {
        if reason == .left { return self(waiting ? .netSeatLeftPlain : .netLeftPlain, ["name": name]) }
        return self(waiting ? .netSeatLeft : .netLeftReason, ["name": name, "reason": self.reason(reason)])
    }
}
