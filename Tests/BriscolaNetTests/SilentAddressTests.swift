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

    /// A listener that greets every connection as an SSH server does, then stays open.
    static func speakingListener() throws -> (fd: Int32, port: Int) {
        let (fd, port) = try silentListener()
        Thread.detachNewThread {
            for _ in 0..<4 {
                let client = accept(fd, nil, nil)
                guard client >= 0 else { return }
                let banner = Array("SSH-2.0-OpenSSH_9.2\r\n".utf8)
                _ = banner.withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
            }
        }
        return (fd, port)
    }

    /// Another service at the port (its first bytes no briscola frame) is no table either: not
    /// "the other program broke the rules of the protocol (frame of 1397966893 bytes …)".
    @Test func botJoinAtAnotherServiceSaysNoTableAnswered() async throws {
        let (fd, port) = try Self.speakingListener()
        defer { shutdown(fd, Int32(SHUT_RDWR)); close(fd) }
        let join = try ChildProcess(["bot", "join", "127.0.0.1:\(port)", "--no-journal"])
        #expect(try await join.exit(within: 30) == 1)
        #expect(join.errors.contains("no briscola table answered at this address (what answered does not speak the briscola protocol)")
                && !join.errors.contains("bytes"), "\(join.errors)")
    }

    /// The same on the table screen: the sentence on the screen and left on the terminal, exit 1.
    @Test(.enabled(if: TmuxSession.available, "tmux is not installed"))
    func joinAtAnotherServiceSaysNoTableAnswered() async throws {
        let (fd, port) = try Self.speakingListener()
        defer { shutdown(fd, Int32(SHUT_RDWR)); close(fd) }
        let guest = try TmuxSession()
        defer { guest.stop() }
        try guest.start("join 127.0.0.1:\(port) --name Bob")
        #expect(try await guest.waitFor("No briscola table answered"), "\((try? guest.capture()) ?? "")")
        try guest.press("Enter")
        #expect(try await guest.waitForExit(), "\((try? guest.capture()) ?? "")")
        let screen = try guest.capture()
        #expect(screen.contains("EXIT=1") && !screen.contains("broke the rules") && !screen.contains("bytes"), "\(screen)")
    }
}
