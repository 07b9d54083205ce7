@testable import BriscolaApp
import BriscolaCore
import BriscolaSession
import BriscolaTestSupport
import Foundation
import Glibc
import Testing

/// A journal says when the system refuses a line, so its session stops instead of going on
/// without it; and it is named by a random id, never by its secret seed.
@Suite struct JournalFileWriteTests {
    @Test func aFullDeviceRefusesTheEventAndSaysSo() throws {
        let journal = try #require(JournalFile.adopt("/dev/full"))
        defer { journal.finish(closed: false) }
        #expect(throws: JournalWriteFailure.write(errno: ENOSPC)) { try journal.record(.connected(1)) }
        // What a journal leaves out by design is no failure.
        try journal.record(.writeIdle(1))
        try journal.record(.received(.heartbeat, from: 1))
    }

    @Test func aFinishedJournalRefusesLaterLines() throws {
        let directory = TestScratch.root.appendingPathComponent("briscola-journal-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let seed = [UInt8](repeating: 7, count: 32)
        let header = JournalHeader(config: SessionConfig(role: .guest, name: "Ada", program: "t"), entropy: seed, table: "t", created: 0)
        let journal = try JournalFile.create(in: directory, header: header)
        try journal.record(.connected(1))
        journal.finish(closed: false)
        #expect(throws: JournalWriteFailure.write(errno: EBADF)) { try journal.record(.connected(2)) }
        let name = (journal.path as NSString).lastPathComponent
        #expect(!name.contains(Hex.encode(Array(seed.prefix(8)))), "the name holds nothing of the seed: \(name)")
        let other = try JournalFile.create(in: directory, header: header)
        defer { other.discard() }
        #expect(other.path != journal.path, "two journals of one seed have two names")
        #expect(name.count == "guest-".count + 32 + ".journal".count, "\(name)")
    }
}
