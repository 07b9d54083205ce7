import BriscolaWire
import Testing

/// The one HOST:PORT parser, as the command line and the start menu use it.
@Suite struct PeerAddressTests {
    @Test(arguments: [("10.0.0.2:4860", "10.0.0.2", 4860), ("alice.local:1", "alice.local", 1),
                      ("[fe80::1%eth0]:4860", "fe80::1%eth0", 4860), ("[::1]:65535", "::1", 65535)])
    func goodAddressesParseAndPrintBack(_ text: String, _ host: String, _ port: Int) throws {
        let address = try #require(PeerAddress(text))
        #expect(address.host == host && address.port == port)
        #expect(address.description == text)
    }

    @Test(arguments: ["", "nowhere", ":4860", "host:", "host:0", "host:65536", "host:48x0", "[::1]4860", "a b:4860"])
    func badAddressesAreRefused(_ text: String) {
        #expect(PeerAddress(text) == nil)
    }
}
