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
/// match is numbered and reachable: arrows, ←/→ a page at a time, or its number typed.
public struct HistoryListApp: ScreenApp {
    let rows: [HistoryRow]
    let note: String
    var selection: Int
    /// The number being typed (0: none), in a list longer than nine.
    var typed = 0
    public private(set) var picked: HistoryRow?

    /// `note` explains an empty or unreadable history.
    public init(rows: [HistoryRow], note: String = "", selection: Int = 0) {
        self.rows = rows
        self.note = note
        self.selection = min(selection, max(0, rows.count - 1))
    }

    /// The list as a menu screen.
    public func render(width: Int, height: Int, options: RenderOptions) -> Canvas {
        let text = options.text
        var model = MenuModel(title: text(.historyTitle), heading: text(.historyHeading),
                              items: rows.map { MenuModel.Item($0.label, detail: $0.detail) }, selection: selection,
                              empty: text(.historyEmpty), message: note,
                              keys: text(rows.count > 9 ? .historyKeysLong : .historyKeysShort))
        model.numbersEveryItem = true
        return MenuScreen.render(model, width: width, height: height, options: options)
    }

    public var selectedIndex: Int { selection }

    /// Nothing to do before the first key.
    public mutating func start() -> [AppEffect] { [] }
    /// The list hears nothing from elsewhere.
    public mutating func drainInbox() -> [AppEffect] { [] }

    /// Moves the selection, picks a match, or goes back.
    public mutating func handle(_ event: AppEvent) -> [AppEffect] {
        guard case let .key(key) = event else { return [] }
        switch MenuNavigation.handle(key, selection: &selection, typed: &typed, count: rows.count, page: MenuScreen.visibleRows) {
        case let .chose(index):
            picked = rows[index]
            return [.quit]
        case .back:
            return [.quit]
        case .moved, .ignored:
            return []
        }
    }
}
