import BriscolaCore

/// The auction of a stored five-player game as the history reads it back: the record replayed
/// (it was checked so when saved) for the caller, the called card and its holder.
public struct ChiamataRoles: Sendable, Equatable {
    /// The auction as it ended: the caller, the standing bid, the called card and its holder.
    public let auction: AuctionState

    /// The roles of a five-player record; nil for other games and records that do not replay.
    public init?(_ record: GameRecord) {
        guard record.variant == Variant.five.players, case let .success(log) = record.verify() else { return nil }
        auction = log.state.auction
    }

    /// A seat's part in the deal; nil when the deal was thrown in or cut off before the call.
    public func role(of seat: Int) -> ChiamataRole? {
        guard let caller = auction.caller, auction.called != nil else { return nil }
        if seat == caller { return .caller }
        return seat == auction.partner ? .partner : .defender
    }
}
