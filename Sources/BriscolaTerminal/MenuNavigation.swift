/// The keys every list screen shares: arrows, Home/End and numbers move, Enter chooses, q and
/// Escape go back.
enum MenuNavigation {
    enum Outcome: Equatable {
        case moved
        /// Enter, or a number key: choose the item at this index.
        case chose(Int)
        case back
        case ignored
    }

    static func handle(_ key: Key, selection: inout Int, count: Int) -> Outcome {
        switch key {
        case .up, .character("k"):
            guard count > 0 else { return .ignored }
            selection = (selection + count - 1) % count
            return .moved
        case .down, .character("j"):
            guard count > 0 else { return .ignored }
            selection = (selection + 1) % count
            return .moved
        case .home, .end:
            guard count > 0 else { return .ignored }
            selection = key == .home ? 0 : count - 1
            return .moved
        case .enter:
            return count > 0 ? .chose(selection) : .ignored
        case let .character(c):
            if c == "q" || c == "Q" { return .back }
            guard let digit = c.wholeNumberValue, digit >= 1, digit <= min(count, 9) else { return .ignored }
            selection = digit - 1
            return .chose(digit - 1)
        case .escape, .interrupt:
            return .back
        default:
            return .ignored
        }
    }
}
