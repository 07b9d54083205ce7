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

    /// For lists too long for one key per item (the history): digits build the number of an
    /// item and move the selection there — 1 then 2 goes to 12 — and Enter then chooses it; a
    /// number past the end starts again from the last digit. ← and → (or Page Up and Page Down)
    /// turn a page. Lists of nine or fewer keep choosing with a single digit, like every other
    /// list.
    static func handle(_ key: Key, selection: inout Int, typed: inout Int, count: Int, page: Int) -> Outcome {
        guard count > 9 else {
            typed = 0
            return handle(key, selection: &selection, count: count)
        }
        switch key {
        case let .character(c) where ("0"..."9").contains(c):
            let digit = c.wholeNumberValue ?? 0
            let number = typed * 10 + digit
            if (1...count).contains(number) {
                typed = number
            } else if (1...count).contains(digit) {
                typed = digit
            } else {
                typed = 0
                return .ignored
            }
            selection = typed - 1
            return .moved
        case .left, .pageUp:
            typed = 0
            selection = max(0, selection - page)
            return .moved
        case .right, .pageDown:
            typed = 0
            selection = min(count - 1, selection + page)
            return .moved
        default:
            typed = 0
            return handle(key, selection: &selection, count: count)
        }
    }
}
