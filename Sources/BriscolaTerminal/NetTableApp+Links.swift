/// Dropped links: another seat's player away and back, ours lost and taken up again, and the
/// time left for each counted down a second at a time.
extension NetTableApp {
    mutating func seatAway(_ seat: Int, name: String, seconds: Int) {
        links.away[seat] = LinkWatch.Absence(who: sitting(seat) ?? .named(name), seconds: seconds)
        status = [standingWishes(), ourReturn, .away].compactMap { $0 }
    }

    /// Back from an absence we were told of: a guest whose host restarted hears the other guests
    /// come back too, but never saw them go (its own "Back at the table." stays).
    mutating func seatBack(_ seat: Int, name: String) {
        guard links.away[seat] != nil else { return }
        links.away[seat] = nil
        // Whoever is still away stays said.
        status = [standingWishes(), ourReturn, .back(sitting(seat) ?? .named(name)), links.away.isEmpty ? nil : .away].compactMap { $0 }
    }

    mutating func reconnected() {
        links.reconnecting = nil
        links.restarting = false
        status = [standingWishes(), .reconnected].compactMap { $0 }
    }

    /// "Back at the table.", while the line still says it: a restarted host tells us of the other
    /// guests going and coming back just after we are back, and our own news stays said with theirs.
    var ourReturn: NetNews? { status.contains(.reconnected) ? .reconnected : nil }

    /// One second has passed: both countdowns go down, to 0:00 at the least (the session, not the
    /// screen, decides when the time is up); the line says the time left as it is drawn.
    mutating func countDown() -> [AppEffect] {
        if let seconds = links.reconnecting, !ended {
            links.reconnecting = max(0, seconds - 1)
            status = [.reconnecting]
        }
        links.away = links.away.mapValues { LinkWatch.Absence(who: $0.who, seconds: max(0, $0.seconds - 1)) }
        dealingNotice()
        return secondsWanted()
    }

    /// Asks the loop for seconds while a countdown is on, and stops them after.
    mutating func secondsWanted() -> [AppEffect] {
        let wanted = !ended && (links.reconnecting != nil || !links.away.isEmpty)
        guard wanted != links.countingSeconds else { return [] }
        links.countingSeconds = wanted
        return [.seconds(wanted)]
    }

    /// A deal that waits for a player whose link dropped (a restarted host's hidden deal needs
    /// every seat) says who it waits for, and for how long, where the table will be.
    mutating func dealingNotice() {
        guard case let .notice(notice) = phase, notice.first == .dealing, board.waitingRoom == nil, !ended else { return }
        phase = .notice([.dealing, .away])
    }

    /// Seconds as a clock: 2:00.
    static func clock(_ seconds: Int) -> String {
        "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
    }
}
