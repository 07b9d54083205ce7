import BriscolaText
import Synchronization

/// A table as the lobby screen lists it; the program fills it from discovery (already sanitised).
public struct LobbyRow: Sendable, Equatable {
    public var id: String
    public var name: String
    /// Who hosts it and where, e.g. "Alice · 192.168.1.20:4860".
    public var detail: String
    public var isOpen: Bool
    /// Why it cannot be joined, when it cannot ("full", "another protocol", "yours").
    public var closedReason: String

    /// A table as the lobby lists it.
    public init(id: String, name: String, detail: String, isOpen: Bool, closedReason: String = "") {
        self.id = id
        self.name = name
        self.detail = detail
        self.isOpen = isOpen
        self.closedReason = closedReason
    }
}

/// Where discovery leaves the latest list for the lobby screen; safe from any thread.
public final class LobbyInbox: Sendable {
    private let latest = Mutex<(rows: [LobbyRow]?, failure: String?)>((nil, nil))

    /// An empty inbox.
    public init() {}

    /// Discovery side: the whole list as it stands now.
    public func post(_ rows: [LobbyRow]) { latest.withLock { $0.rows = rows } }

    /// Discovery side: browsing stopped for good.
    public func fail(_ reason: String) { latest.withLock { $0.failure = reason } }

    func take() -> (rows: [LobbyRow]?, failure: String?) {
        latest.withLock { value in defer { value = (nil, nil) }; return value }
    }
}

/// The live lobby: tables appear and vanish as they come and go; pick one with the arrows or a
/// number. The selection stays on the same table when others come or go.
public struct LobbyApp: ScreenApp, Sendable {
    let inbox: LobbyInbox
    var rows: [LobbyRow] = []
    var selection = 0
    var message = ""
    /// The open table the person tried to join, when it cannot be (the message names it).
    var refused: LobbyRow?
    public private(set) var picked: LobbyRow?

    /// A lobby screen fed by `inbox`.
    public init(inbox: LobbyInbox) {
        self.inbox = inbox
    }

    /// The tables as a menu screen, or what is being waited for.
    public func render(width: Int, height: Int, options: RenderOptions) -> Canvas {
        let items = rows.map { row in
            MenuModel.Item(row.name, detail: row.isOpen ? row.detail : "\(row.closedReason) · \(row.detail)", enabled: row.isOpen)
        }
        let text = options.text
        let note = refused.map { text(.lobbyClosed, ["name": $0.name, "reason": $0.closedReason]) } ?? message
        let model = MenuModel(title: text(.lobbyTitle),
                              heading: rows.isEmpty ? text(.lobbyLooking) : text(.lobbyHeading, ["count": "\(rows.count)"]),
                              items: items, selection: selection, empty: text(.lobbyEmpty), message: note, keys: text(.lobbyKeys))
        return MenuScreen.render(model, width: width, height: height, options: options)
    }

    /// Shows whatever discovery has found already.
    public mutating func start() -> [AppEffect] { drainInbox() }

    /// Takes the latest tables (or discovery's failure) from the inbox.
    public mutating func drainInbox() -> [AppEffect] {
        let (news, failure) = inbox.take()
        if let news {
            let current = rows.indices.contains(selection) ? rows[selection].id : nil
            rows = news
            selection = current.flatMap { id in rows.firstIndex { $0.id == id } } ?? min(selection, max(0, rows.count - 1))
        }
        if let failure {
            message = failure
            refused = nil
        }
        return []
    }

    /// Moves the selection, joins the chosen open table, or goes back.
    public mutating func handle(_ event: AppEvent) -> [AppEffect] {
        guard case let .key(key) = event else { return [] }
        switch MenuNavigation.handle(key, selection: &selection, count: rows.count) {
        case let .chose(index):
            guard rows[index].isOpen else {
                refused = rows[index]
                return []
            }
            picked = rows[index]
            return [.quit]
        case .back:
            return [.quit]
        case .moved:
            message = ""
            refused = nil
            return []
        case .ignored:
            return []
        }
    }
}
