import BriscolaText
import Dispatch
import CAvahi

/// What happens to an announced table, for the program to tell its user.
public enum AdvertisementEvent: Sendable, Equatable {
    /// The table is visible on the network under this name.
    case established(name: String)
    /// Another service had the name; the table is announced under the new one.
    case renamed(from: String, to: String)
    /// The announcement failed; the table still works by address.
    case failed(String)
}

/// A table announced as `_briscola._tcp` on the local network (or a history waiting to pair or
/// sync, as `_briscola-history._tcp`, with its own TXT pairs). It follows the daemon: renamed on
/// a name collision, registered again after a daemon restart, withdrawn by `withdraw()` (or when
/// the process ends and its D-Bus connection closes).
public final class TableAdvertisement: AvahiClientUser, @unchecked Sendable {
    private let connection: AvahiConnection
    private let port: UInt16
    private let report: @Sendable (AdvertisementEvent) -> Void
    // Guarded by the poll's lock.
    private var name: String
    private var txt: TableTXT?
    private let otherPairs: [(key: String, value: String)]
    private let serviceType: String
    private var group: OpaquePointer?

    init(connection: AvahiConnection, name: String, port: Int, txt: TableTXT?, serviceType: String = AvahiText.serviceType,
         otherPairs: [(key: String, value: String)] = [], report: @escaping @Sendable (AdvertisementEvent) -> Void) {
        self.connection = connection
        self.name = Self.label(name)
        self.port = UInt16(clamping: port)
        self.txt = txt
        self.serviceType = serviceType
        self.otherPairs = otherPairs
        self.report = report
    }

    /// What the TXT record holds: a table's fields, or the pairs given.
    private var pairs: [(key: String, value: String)] { txt?.pairs ?? otherPairs }

    /// A DNS label holds at most 63 bytes: cut whole characters until the name fits.
    static func label(_ name: String) -> String {
        var label = name.isEmpty ? "Briscola table" : name
        while label.utf8.count > 63 { label.removeLast() }
        return label
    }

    /// Announces a new number of free seats (a full table stays visible, marked full).
    public func update(freeSeats: Int) {
        connection.withLock {
            guard let seats = txt?.freeSeats, seats != freeSeats else { return }
            txt?.freeSeats = freeSeats
            guard let group, avahi_entry_group_is_empty(group) == 0 else { return }
            let list = AvahiText.list(pairs)
            defer { avahi_string_list_free(list) }
            let result = avahi_entry_group_update_service_txt_strlst(
                group, AvahiIfIndex(AVAHI_IF_UNSPEC), AvahiProtocol(AVAHI_PROTO_UNSPEC), AvahiPublishFlags(rawValue: 0),
                name, serviceType, nil, list)
            if result < 0 { report(.failed("cannot update the table's TXT: \(String(cString: avahi_strerror(result)))")) }
        }
    }

    /// Takes the table off the network.
    public func withdraw() { connection.remove(self) }

    func clientRunning(_ client: OpaquePointer) { register(on: client) }

    func clientRegistering() {
        if let group { avahi_entry_group_reset(group) }
    }

    func clientLost(_ error: DiscoveryError?) {
        group = nil // freed with the client
        if let error { report(.failed(error.description(Text(.english), hosting: true))) }
    }

    func freeAvahiObjects() {
        if let group { avahi_entry_group_free(group) }
        group = nil
    }

    /// Adds the service to the entry group and commits it, renaming while the name is taken.
    private func register(on client: OpaquePointer) {
        if group == nil {
            group = avahi_entry_group_new(client, avahiGroupCallback, Unmanaged.passUnretained(self).toOpaque())
        }
        guard let group else { return report(.failed("cannot create an entry group: \(AvahiText.lastError(client))")) }
        guard avahi_entry_group_is_empty(group) != 0 else { return }
        for _ in 0..<32 {
            let list = AvahiText.list(pairs)
            defer { avahi_string_list_free(list) }
            let result = avahi_entry_group_add_service_strlst(
                group, AvahiIfIndex(AVAHI_IF_UNSPEC), AvahiProtocol(AVAHI_PROTO_UNSPEC), AvahiPublishFlags(rawValue: 0),
                name, serviceType, nil, nil, port, list)
            if result == AVAHI_ERR_COLLISION {
                rename()
                avahi_entry_group_reset(group)
                continue
            }
            guard result >= 0 else { return report(.failed("cannot announce the table: \(String(cString: avahi_strerror(result)))")) }
            let committed = avahi_entry_group_commit(group)
            if committed < 0 { report(.failed("cannot announce the table: \(String(cString: avahi_strerror(committed)))")) }
            return
        }
        report(.failed("no free name for the table after 32 tries"))
    }

    /// Moves to Avahi's alternative name: "Alice's table" becomes "Alice's table #2".
    private func rename() {
        guard let alternative = avahi_alternative_service_name(name) else { return }
        let old = name
        name = String(cString: alternative)
        avahi_free(alternative)
        report(.renamed(from: old, to: name))
    }

    /// After a collision on the network: the next name is tried after a random while (0.1–1.5 s),
    /// so two tables of one name started at the same moment do not pick "#2", "#3"… in step and
    /// collide again every time (a tryout saw fifteen renames, and neither table listed).
    private func registerLater() {
        let delay = Int.random(in: 100...1500)
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(delay)) { [self] in
            connection.withLock {
                guard let group, let client = avahi_entry_group_get_client(group) else { return }
                register(on: client)
            }
        }
    }

    /// The entry group changed state (poll thread, lock held).
    fileprivate func groupChanged(_ changed: OpaquePointer, to state: AvahiEntryGroupState) {
        guard changed == group else { return }
        switch state {
        case AVAHI_ENTRY_GROUP_ESTABLISHED:
            report(.established(name: name))
        case AVAHI_ENTRY_GROUP_COLLISION:
            rename()
            avahi_entry_group_reset(changed)
            registerLater()
        case AVAHI_ENTRY_GROUP_FAILURE:
            report(.failed("the announcement failed: \(AvahiText.lastError(avahi_entry_group_get_client(changed)))"))
        default:
            break
        }
    }
}

private let avahiGroupCallback: AvahiEntryGroupCallback = { group, state, context in
    guard let group, let context else { return }
    Unmanaged<TableAdvertisement>.fromOpaque(context).takeUnretainedValue().groupChanged(group, to: state)
}
