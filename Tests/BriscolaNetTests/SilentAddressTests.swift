import BriscolaTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A program at the address that accepts the connection and never speaks is no table: `bot join`
/// says so (exit 1), not that "the other player" went quiet.
@Suite(.serialized, .ownQueue, .enabled(if: TestTools.runs(ChildProcess.built), "the briscola binary was not built beside the tests"))
struct SilentAddressTests {
    /// A socket on a free loopback port that accepts (the kernel does, from its backlog) and says nothing.
    static func silentListener() throws -> (fd: Int32, port: Int) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(fd >= 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) } }
        try #require(bound == 0 && listen(fd, 4) == 0)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        return (fd, Int(UInt16(bigEndian: address.sin_port)))
    }

    @Test func botJoinAtASilentAddressSaysNoTableAnswered() async throws {
        let (fd, port) = try Self.silentListener()
        defer { close(fd) }
        let join = try ChildProcess(["bot", "join", "127.0.0.1:\(port)", "--heartbeat", "0.2", "--peer-timeout", "1", "--no-journal"])
        #expect(try await join.exit(within: 30) == 1)
        #expect(join.errors.contains("no briscola table answered at this address"), "\(join.errors)")
    }
}
