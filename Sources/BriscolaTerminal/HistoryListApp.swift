import BriscolaText

/// A stored match as the history screen lists it.
public struct HistoryRow: Sendable, Equatable {
    public var id: Int64
    /// e.g. "2026-11-22 14:05  vs Bob (LAN)".
    public var label: String
    /// e.g. "won 74–46".
    public var detail: String

    /// One stored match as the list shows it.
    public init(id: Int64, label: String, detail: String) {
        self.id = id
        self.label = label
        self.detail = detail
    }
}

/// The history from the start menu: the latest matches, newest first; Enter replays one. Every
/// match is reachable: arrows, Home/End, ←/→ or Page Up/Down a page (as many as are shown), or
/// its number (the "#12" the list and `briscola replay 12` go by) typed.
public struct HistoryListApp: ScreenApp, Sendable {
    let rows: [HistoryRow]
    let note: String
    /// The history holds matches, none of which could be read: the empty list does not say "no matches yet".
    let noneReadable: Bool
    var selection: Int
    /// The match number being typed (0: none).
    var typed: Int64 = 0
    /// A number typed that no match in the list has, said until the next key (nil: none).
    var missed: Int64?
    /// The rows a page turns: as many as the window shows.
    var page = MenuScreen.visibleRows
    /// The first row shown: the list scrolls only as far as the selection needs, and a page key
    /// turns a whole page (with the selection in the middle, Page Down showed half the page again).
    var top = 0
    public private(set) var picked: HistoryRow?

    /// `note` explains an empty or unreadable history; `noneReadable` when it held matches, none readable.
    public init(rows: [HistoryRow], note: String = "", selection: Int = 0, noneReadable: Bool = false) {
        self.noneReadable = noneReadable
        self.rows = rows
        self.note = note
        self.selection = min(selection, max(0, rows.count - 1))
        follow()
    }

    /// The list as a menu screen.
    public func render(width: Int, height: Int, options: RenderOptions) -> Canvas {
        let text = options.text
        // The keys, or what typing a number has found so far (echoed, so a miss is not silent).
        let found = rows.contains { $0.id == typed }
        let keys = if let missed, typed != 0 {
            text(found ? .historyTypedAgain : .historyTypedAgainMore, ["missed": "\(missed)", "number": "\(typed)"])
        } else if let missed { text(.historyTypedNone, ["number": "\(missed)"]) }
            else if typed != 0 { text(found ? .historyTyped : .historyTypedMore, ["number": "\(typed)"]) }
            else { text(rows.isEmpty ? .historyKeysEmpty : rows.count > 9 ? .historyKeysLong : .historyKeysShort) }
        var model = MenuModel(title: text(.historyTitle), heading: text(.historyHeading),
                              items: rows.map { MenuModel.Item($0.label, detail: $0.detail) }, selection: selection,
                              empty: text(noneReadable ? .historyEmptyUnreadable : .historyEmpty), message: note, keys: keys)
        model.numbered = false
        model.firstShown = top
        return MenuScreen.render(model, width: width, height: height, options: options)
    }

    public var selectedIndex: Int { selection }

    /// A page is what the window shows.
    public mutating func sized(width: Int, height: Int) {
        page = max(1, MenuScreen.rows(height: min(height, MenuScreen.maximumHeight), spare: note.isEmpty))
        follow()
    }

    /// Nothing to do before the first key.
    public mutating func start() -> [AppEffect] { [] }
    /// The list hears nothing from elsewhere.
    public mutating func drainInbox() -> [AppEffect] { [] }

    /// Moves the selection, picks a match, or goes back.
    public mutating func handle(_ event: AppEvent) -> [AppEffect] {
        guard case let .key(key) = event else { return [] }
        missed = nil
        if case let .character(c) = key, let digit = c.wholeNumberValue, ("0"..."9").contains(c) {
            typeDigit(Int64(digit))
            return []
        }
        typed = 0
        switch key {
        case .left, .pageUp:
            selection = max(0, selection - page)
            top = max(0, top - page)
            follow()
            return []
        case .right, .pageDown:
            selection = min(max(0, rows.count - 1), selection + page)
            top = max(0, min(top + page, rows.count - page))
            follow()
            return []
        default:
            break
        }
        defer { follow() }
        switch MenuNavigation.handle(key, selection: &selection, count: rows.count) {
        case let .chose(index):
            picked = rows[index]
            return [.quit]
        case .back:
            return [.quit]
        case .moved, .ignored:
            return []
        }
    }

    /// A digit of a match's number: the selection goes to the match so numbered as soon as there
    /// is one; a number no match has, nor begins, is said to be none, and typing starts again from
    /// this digit (9 after #5 goes to #9, saying there is no #59).
    private mutating func typeDigit(_ digit: Int64) {
        let number = typed.multipliedReportingOverflow(by: 10).partialValue + digit
        let ids = rows.map { String($0.id) }
        let begins = { (n: Int64) in ids.contains { $0.hasPrefix(String(n)) } }
        if number > 1_000_000_000 || !begins(number) {
            missed = number <= 1_000_000_000 ? number : nil
            typed = begins(digit) ? digit : 0
        } else {
            typed = number
        }
        if let index = rows.firstIndex(where: { $0.id == typed }) { selection = index }
        follow()
    }

    /// The first row shown moved just enough to keep the selection on the page.
    private mutating func follow() {
        if selection < top { top = selection }
        if selection >= top + page { top = selection - page + 1 }
        top = max(0, min(top, rows.count - page))
    }
}
