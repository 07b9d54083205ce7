#if canImport(Glibc)
import Glibc
#endif

/// The addresses other machines can reach this one at, for a host to show its players: IPv4
/// first, then global IPv6; link-local IPv6 (with this machine's interface, which another machine
/// must replace with its own) only when there is nothing else; loopback and interfaces that are
/// down are left out.
public enum LocalAddresses {
    /// This machine's addresses, best first.
    public static func current() -> [String] {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return [] }
        defer { freeifaddrs(list) }
        var found: [(rank: Int, text: String)] = []
        for entry in sequence(first: first, next: { $0.pointee.ifa_next }) {
            let flags = Int32(entry.pointee.ifa_flags)
            guard flags & Int32(IFF_UP) != 0, flags & Int32(IFF_LOOPBACK) == 0, let address = entry.pointee.ifa_addr else { continue }
            let interface = String(cString: entry.pointee.ifa_name)
            if let text = numeric(address), let ranked = rank(text, family: Int32(address.pointee.sa_family), interface: interface) {
                found.append(ranked)
            }
        }
        return ordered(found)
    }

    /// Best first, each once; link-local ones (rank 2) only when nothing better is there.
    static func ordered(_ found: [(rank: Int, text: String)]) -> [String] {
        var seen: [String] = []
        let best = found.map(\.rank).min() ?? 0
        for item in found.sorted(by: { $0.rank < $1.rank }) where !seen.contains(item.text) && (item.rank < 2 || best == 2) {
            seen.append(item.text)
        }
        return seen
    }

    static func rank(_ text: String, family: Int32, interface: String) -> (rank: Int, text: String)? {
        switch family {
        case AF_INET: return (0, text)
        case AF_INET6 where text.lowercased().hasPrefix("fe80"): return (2, "\(text)%\(interface)")
        case AF_INET6: return (1, text)
        default: return nil
        }
    }

    private static func numeric(_ address: UnsafeMutablePointer<sockaddr>) -> String? {
        let family = Int32(address.pointee.sa_family)
        guard family == AF_INET || family == AF_INET6 else { return nil }
        let length = socklen_t(family == AF_INET ? MemoryLayout<sockaddr_in>.size : MemoryLayout<sockaddr_in6>.size)
        var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
        guard getnameinfo(address, length, &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST) == 0 else { return nil }
        let text = String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.split(separator: "%").first.map(String.init)
    }
}
