import BriscolaSession
import BriscolaWire
import NIOCore
import Synchronization

/// A loop's open connections — a host's by link, a guest's by generation: where its session's
/// messages are written.
final class Writers: Sendable {
    private let open = Mutex<[LinkID: (writer: NIOAsyncChannelOutboundWriter<Message>, channel: any Channel)]>([:])

    func add(_ link: LinkID, _ writer: NIOAsyncChannelOutboundWriter<Message>, _ channel: any Channel) {
        open.withLock { $0[link] = (writer, channel) }
    }

    func remove(_ link: LinkID) { _ = open.withLock { $0.removeValue(forKey: link) } }

    /// Writes to `link` if it is still open (a write to a connection that just closed is dropped:
    /// its closing reaches the session as an event of its own). A write the channel refuses closes
    /// the connection, so the session hears it gone rather than waiting on a peer who never got it.
    func write(_ message: Message, to link: LinkID) async {
        guard let writer = open.withLock({ $0[link]?.writer }) else { return }
        do { try await writer.write(message) } catch { close(link) }
    }

    /// Closes `link` after what was written to it: our side ends at once (after the pending
    /// writes), and the whole connection a second later, however the guest answers.
    func close(_ link: LinkID) {
        guard let entry = open.withLock({ $0.removeValue(forKey: link) }) else { return }
        entry.writer.finish()
        let channel = entry.channel
        channel.eventLoop.scheduleTask(in: .seconds(1)) { channel.close(promise: nil) }
    }

    /// Closes every connection, each after what was written to it.
    func closeAll() {
        for link in open.withLock({ Array($0.keys) }) { close(link) }
    }
}
