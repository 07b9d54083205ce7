@testable import BriscolaNet
import BriscolaText
import NIOCore
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Why a connection failed, in words a person can act on — not NIO's description of the call.
@Suite struct ConnectFailureTests {
    /// A host not on the network read "connection reset (error set): No route to host) (errno: 113)".
    @Test func noRouteToTheHostSaysSo() {
        for code in [EHOSTUNREACH, ENETUNREACH] {
            let failure = NetworkFailure.connect("10.93.0.9:4860", IOError(errnoCode: code, reason: "connection reset (error set)"))
            #expect(failure.kind == .unreachable(address: "10.93.0.9:4860"))
            #expect(failure.description == "cannot connect to 10.93.0.9:4860: no route to that host (is it on this network, and switched on?)")
            #expect(failure.brief(Text(.italian)) == "nessuna strada verso l'host")
        }
    }

    /// A host with two addresses, one with no route and one that times out, is there but silent.
    @Test func oneAddressTimingOutIsNoAnswerNotNoRoute() {
        let failure = NetworkFailure.connect("anna.local:4860", errors: [IOError(errnoCode: ENETUNREACH, reason: "connect"), ChannelError.connectTimeout(.seconds(5))])
        #expect(failure.kind == .noAnswer(address: "anna.local:4860"))
    }

    /// A link-local address without its interface read "invalid argument".
    @Test func aLinkLocalAddressWithoutItsInterfaceIsSaidSo() {
        let failure = NetworkFailure.connect("[fe80::1]:4860", errors: [IOError(errnoCode: EINVAL, reason: "connect")])
        #expect(failure.description == "cannot connect to [fe80::1]:4860: a link-local address needs its interface, e.g. [fe80::1%eth0]:4860")
        #expect(NetworkFailure.connect("[fe80::1%eth0]:4860", errors: [IOError(errnoCode: EINVAL, reason: "connect")]).kind
                == .connect(address: "[fe80::1%eth0]:4860", reason: "invalid argument"))
    }

    /// A link-local address copied from another machine's screen names that machine's interface:
    /// said so, not "cannot resolve the host name".
    @Test func anotherMachinesInterfaceIsSaidSo() {
        let failure = NetworkFailure.connect("[fe80::1%nosuch0]:4860", IOError(errnoCode: EINVAL, reason: "connect"))
        #expect(failure.kind == .unknownInterface(address: "[fe80::1%nosuch0]:4860", interface: "nosuch0"), "\(failure)")
        #expect(failure.description(Text(.english)).contains("this machine has no network interface nosuch0"))
        // One this machine has (loopback), or a number, goes on to the connection's own failure.
        #expect(NetworkFailure.foreignInterface("[fe80::1%lo]:4860") == nil && NetworkFailure.foreignInterface("[fe80::1%2]:4860") == nil)
    }

    /// The host's screen shows link-local addresses only when it has nothing better (another
    /// machine must put its own interface after %).
    @Test func linkLocalAddressesAreShownOnlyWhenNothingElseIs() {
        let mixed = LocalAddresses.ordered([(2, "fe80::1%eth0"), (0, "10.0.0.2"), (1, "2001:db8::2"), (0, "10.0.0.2")])
        #expect(mixed == ["10.0.0.2", "2001:db8::2"], "\(mixed)")
        #expect(LocalAddresses.ordered([(2, "fe80::1%eth0")]) == ["fe80::1%eth0"])
    }

    /// Any other system error is said in the system's words for its number.
    @Test func anotherSystemErrorIsSaidInTheSystemsWords() {
        let failure = NetworkFailure.connect("10.93.0.9:4860", IOError(errnoCode: EACCES, reason: "connect"))
        #expect(failure.description == "cannot connect to 10.93.0.9:4860: permission denied", "\(failure)")
        #expect(!failure.description.contains("errno"))
    }
}
