import CAvahi

/// Conversions between Swift values and Avahi's C types.
enum AvahiText {
    /// The DNS-SD service type of a briscola table.
    static let serviceType = "_briscola._tcp"
    /// The DNS-SD service type of a history waiting to pair or sync (Protocol.md §18.5): not a table.
    static let historyServiceType = "_briscola-history._tcp"

    /// A TXT list of `key=value` pairs. Swift cannot call the variadic `avahi_string_list_new`,
    /// so the list is built pair by pair; the caller frees it with `avahi_string_list_free`.
    static func list(_ pairs: [(key: String, value: String)]) -> UnsafeMutablePointer<AvahiStringList>? {
        var list: UnsafeMutablePointer<AvahiStringList>?
        for (key, value) in pairs.reversed() { list = avahi_string_list_add_pair(list, key, value) }
        return list
    }

    /// Every string of a TXT list, in announced order (Avahi keeps lists reversed), decoded as UTF-8 (invalid bytes replaced).
    static func strings(_ list: UnsafeMutablePointer<AvahiStringList>?) -> [String] {
        var out: [String] = []
        var node = list
        var guardCount = 0
        while let current = node, guardCount < 256 {
            let size = avahi_string_list_get_size(current)
            if let text = avahi_string_list_get_text(current) {
                out.append(String(decoding: UnsafeBufferPointer(start: text, count: size), as: UTF8.self))
            }
            node = avahi_string_list_get_next(current)
            guardCount += 1
        }
        return out.reversed()
    }

    /// An address as text (`10.0.0.2`, `fe80::1`).
    static func address(_ address: UnsafePointer<AvahiAddress>?) -> String {
        guard let address else { return "" }
        var buffer = [CChar](repeating: 0, count: Int(AVAHI_ADDRESS_STR_MAX))
        guard avahi_address_snprint(&buffer, buffer.count, address) != nil else { return "" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// An interface's name from its index, or "" when it has none.
    static func interfaceName(_ index: AvahiIfIndex) -> String {
        guard index > 0 else { return "" }
        var buffer = [CChar](repeating: 0, count: Int(IF_NAMESIZE) + 1)
        guard if_indextoname(UInt32(index), &buffer) != nil else { return "" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// A C string, or "".
    static func string(_ text: UnsafePointer<CChar>?) -> String { text.map { String(cString: $0) } ?? "" }

    /// Avahi's message for the client's last error.
    static func lastError(_ client: OpaquePointer?) -> String {
        String(cString: avahi_strerror(client.map(avahi_client_errno) ?? Int32(AVAHI_ERR_FAILURE)))
    }
}
