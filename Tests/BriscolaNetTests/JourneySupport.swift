import BriscolaTestSupport
import Foundation
import Testing

/// Every journey: the real binary driven as a person drives it. One at a time (each runs
/// processes and a tmux server of its own; side by side on a small machine they only slow each
/// other down), and only where tmux is installed.
@Suite(.serialized, .ownQueue, .enabled(if: TmuxSession.available, "tmux is not installed (CI installs it), so the journey tests cannot run"))
struct Journeys {}

/// What journey tests do again and again: play a game on the screen as a person does, and read
/// the history the program saved.
extension TmuxSession {
    /// Plays card 1 whenever it is the person's turn (Space skips any pause) until the result
    /// screen shows; false if it never did within the bound.
    func playToResult(seconds: Double = 120) async throws -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while ContinuousClock.now < deadline {
            let screen = try capture()
            if screen.contains("is over") { return true }
            // After a key, wait for the screen to show its effect: a key sent again on a screen not yet
            // redrawn (a loaded machine) lands after the game, where it leaves the result screen.
            if screen.contains("Your turn") {
                try send("1")
                _ = try await waitForChange(from: screen)
            } else if screen.contains("Space skip") {
                try send(" ")
                _ = try await waitForChange(from: screen)
            }
            await pause(.milliseconds(40))
        }
        return false
    }

    /// Opens the start menu and picks "Play the emulator"; true once it is the person's turn.
    func startGameFromTheMenu() async throws -> Bool {
        try start("")
        guard try await waitFor("What would you like to do?") else { return false }
        try send("1")
        return try await waitForAll(["Your hand", "Your turn"])
    }

    /// Starts `briscola` as `user`, picks "Host a table" and `seats` seats; true once it asked
    /// for the seats (the caller waits for what its table shows next).
    func hostFromTheMenu(seats: Int, user: String, environment: String = "", width: Int = 80, height: Int = 24) async throws -> Bool {
        try start("", environment: "\(environment) USER=\(user)", width: width, height: height)
        guard try await waitFor("What would you like to do?") else { return false }
        try send("2")
        guard try await waitFor("Seats at the table") else { return false }
        try send("\(seats)")
        return true
    }

    /// The points the result screen shows for each line that ends in "points … tricks", in order.
    /// The result's points by side, as the protocol and the bots' lines order them: the screen
    /// lists the person's side (`mySide`) first and the others after it in order.
    func resultPoints(mySide: Int) throws -> [Int] {
        let shown = try resultPoints()
        guard shown.indices.contains(mySide) else { return shown }
        var others = Array(shown.dropFirst())
        others.insert(shown[0], at: mySide)
        return others
    }

    /// The result's points, in the order the screen lists them (the person's side first).
    func resultPoints() throws -> [Int] {
        try capture().split(separator: "\n").compactMap { line -> Int? in
            guard line.contains(" points "), line.contains(" trick") else { return nil }
            let words = line.split(separator: " ")
            guard let index = words.firstIndex(of: "points"), index > 0 else { return nil }
            return Int(words[index - 1])
        }
    }

    /// The matches this session's history holds, newest first, as `history list --json` prints them.
    func savedMatches() async throws -> [[String: Any]] {
        let list = try ChildProcess(["history", "list", "--json", "--history", historyPath])
        #expect(try await list.exit(within: 20) == 0, "history list: \(list.errors)")
        return try JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [[String: Any]] ?? []
    }
}

/// The scores a saved match's record holds, by side.
func recordScores(_ match: [String: Any]) -> [Int] {
    ((match["record"] as? [String: Any])?["scores"] as? [Any])?.compactMap { $0 as? Int } ?? []
}
