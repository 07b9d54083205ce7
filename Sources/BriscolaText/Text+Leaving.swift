extension Text {
    /// The reason a player who simply leaves gives (it travels in English, Protocol.md's `bye`):
    /// said again after "left" it reads twice ("Bruno left (left the table)"), so it is not.
    public static let plainLeaving = "left the table"

    /// "Bruno left the table", or "Bruno left: dinner" for any other reason; with `waiting`, the
    /// table waits for the seat to fill.
    public func left(_ name: String, reason: String, waiting: Bool = false) -> String {
        if reason == Self.plainLeaving { return self(waiting ? .netSeatLeftPlain : .netLeftPlain, ["name": name]) }
        return self(waiting ? .netSeatLeft : .netLeftReason, ["name": name, "reason": self.reason(reason)])
    }
}
