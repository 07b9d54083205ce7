/// Seats are numbered from 0 on the wire (every `seat` member) and from 1 wherever people read
/// them — screens, options such as `bot join --seat`, and the words of an `error` (Protocol.md §9):
/// the one place that turns the one into the other for texts.
public enum SeatNumbering {
    /// "seat 1" for the host's seat 0: how words meant for people name a seat. Any number a peer
    /// sent is named, the largest one too (it has no successor to name it by).
    public static func spoken(_ seat: Int) -> String {
        let (next, overflow) = seat.addingReportingOverflow(1)
        return overflow ? "seat \(seat) + 1" : "seat \(next)"
    }
}
