import BriscolaWire
import Testing

/// What is wrong with a typed address, as the menu and the command line both say it.
@Suite struct PeerAddressProblemTests {
    @Test(arguments: [("127.0.0.1:4860", nil), ("127.0.0.1", AddressProblem.notAnAddress), (":4860", .notAnAddress),
                      ("127.0.0.1:99999", .badPort), ("[::1]:0", .badPort), ("a b:1", .notAnAddress),
                      // A port that is not a number is a port problem, not a missing port ("the port too").
                      ("foo:bar", .badPort), ("foo:", .notAnAddress), ("[::1]", .notAnAddress), ("[::1]:x", .badPort),
                      ("fe80::abcd", .notAnAddress), ("a b:x", .notAnAddress), ("fe80::1", .notAnAddress), ("fe80::1:4860", .notAnAddress)])
    func eachTypedAddressIsJudged(_ text: String, _ problem: AddressProblem?) {
        #expect(PeerAddress.problem(text) == problem)
    }
}
