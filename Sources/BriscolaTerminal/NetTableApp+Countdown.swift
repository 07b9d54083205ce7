import BriscolaText

/// The time left for a dropped link to come back, counted down on the status line a second at a
/// time: ours being taken up again ("reconnecting, 1:42 left"), or another seat's.
extension NetTableApp {
    /// One second has passed: both countdowns go down, to 0:00 at the least (the session, not the
    /// screen, decides when the time is up).
    mutating func countDown() -> [AppEffect] {
        if let seconds = reconnecting, !ended {
            reconnecting = max(0, seconds - 1)
            model.status = reconnectingText(max(0, seconds - 1))
        }
        let before = awayLine
        for (seat, (name, seconds)) in away { away[seat] = (name, max(0, seconds - 1)) }
        if let before, let after = awayLine { model.status = model.status.replacingOccurrences(of: before, with: after) }
        dealingNotice()
        return secondsWanted()
    }

    /// Asks the loop for seconds while a countdown is on, and stops them after.
    mutating func secondsWanted() -> [AppEffect] {
        let wanted = !ended && (reconnecting != nil || !away.isEmpty)
        guard wanted != countingSeconds else { return [] }
        countingSeconds = wanted
        return [.seconds(wanted)]
    }

    /// Ours coming back: after a connection lost, or (`restarting`) a program taking its game up
    /// again whose table has not answered yet — it may be restarting too, or gone for good.
    func reconnectingText(_ seconds: Int) -> String {
        text(restarting ? .netRejoining : .netReconnecting, ["time": Self.clock(seconds)])
    }

    func awayText(_ name: String, _ seconds: Int) -> String { text(.netAway, ["name": name, "time": Self.clock(seconds)]) }

    /// A deal that waits for a player whose link dropped (a restarted host's hidden deal needs
    /// every seat) says who it waits for, and for how long, where the table will be.
    mutating func dealingNotice() {
        guard case let .notice(notice) = model.phase, model.waitingRoom == nil, ending == nil,
              notice.hasPrefix(text(.netDealing)) else { return }
        model.phase = .notice([text(.netDealing), awayLine].compactMap { $0 }.joined(separator: " "))
    }

    /// Who is away, the first seat's words (nil: nobody).
    var awayLine: String? { away.keys.min().flatMap { seat in away[seat].map { awayText($0.name, $0.seconds) } } }

    /// Seconds as a clock: 2:00.
    static func clock(_ seconds: Int) -> String {
        "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
    }
}
