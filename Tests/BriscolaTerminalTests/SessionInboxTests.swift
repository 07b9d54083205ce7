import BriscolaCore
import BriscolaSession
import BriscolaTerminal
import Synchronization
import Testing

/// A request the screen makes before the session is connected is kept, not dropped (it was), and
/// reaches the session first, in order, once it connects.
@Suite struct SessionInboxTests {
    @Test func requestsBeforeTheSessionGoFirstInOrder() {
        let inbox = SessionInbox(), heard = Mutex<[String]>([])
        inbox.send(.chat("one"))
        inbox.send(.rematch)
        inbox.connect { event in heard.withLock { $0.append("\(event)") } }
        inbox.send(.chat("two"))
        let events = heard.withLock { $0 }
        #expect(events.count == 3, "\(events)")
        #expect(events.first?.contains("one") == true && events.last?.contains("two") == true, "\(events)")
        #expect(events.dropFirst().first?.contains("Rematch") == true, "\(events)")
    }
}
