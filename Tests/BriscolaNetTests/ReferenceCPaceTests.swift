import BriscolaTestSupport
import Foundation
import Testing

/// CPace as the Python reference computes it from the draft's text (`Tests/Reference/cpace.py`,
/// ctypes over the same libsodium): the draft's own ristretto255 vector and the pairing's vector of
/// Protocol.md §18.2, which `CPaceTests` checks in Swift.
@Suite(.ownQueue, .enabled(if: TestTools.runs(TestTools.python != nil && TestTools.sodium), "python3 or libsodium is not installed"))
struct ReferenceCPaceTests {
    static let script = ReferencePeer.script.deletingLastPathComponent().appendingPathComponent("cpace.py")

    @Test func theReferenceReproducesBothVectors() async throws {
        let run = try ChildProcess([Self.script.path], executable: ReferencePeer.python)
        #expect(try await run.exit(within: 60) == 0, "\(run.errors)")
        #expect(run.output.contains("ISK 1e7651c013f8b0293e719d9f19a210a9"), "\(run.output)")
        #expect(run.output.hasSuffix("ok\n"), "\(run.output)")
    }
}
