import CAvahi

/// Browses for `_briscola._tcp` (or another service type: histories), keeps a resolver per sighting (it reports again when the TXT
/// changes), and feeds a `Lobby`, whose changes go to the stream.
final class TableBrowser: AvahiClientUser, @unchecked Sendable {
    private let continuation: AsyncThrowingStream<LobbyEvent, any Error>.Continuation
    // Guarded by the poll's lock.
    private var browser: OpaquePointer?
    private var resolvers: [Lobby.RecordKey: OpaquePointer] = [:]
    private var lobby = Lobby()
    private let serviceType: String

    init(continuation: AsyncThrowingStream<LobbyEvent, any Error>.Continuation, serviceType: String = AvahiText.serviceType) {
        self.continuation = continuation
        self.serviceType = serviceType
    }

    private var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    func clientRunning(_ client: OpaquePointer) {
        guard browser == nil else { return }
        browser = avahi_service_browser_new(client, AvahiIfIndex(AVAHI_IF_UNSPEC), AvahiProtocol(AVAHI_PROTO_UNSPEC),
                                            serviceType, nil, AvahiLookupFlags(rawValue: 0), avahiBrowseCallback, context)
        if browser == nil { continuation.finish(throwing: DiscoveryError.avahi(AvahiText.lastError(client))) }
    }

    func clientRegistering() {}

    func clientLost(_ error: DiscoveryError?) {
        browser = nil // freed with the client, with the resolvers
        resolvers = [:]
        for event in lobby.reset() { continuation.yield(event) }
        if let error { continuation.finish(throwing: error) }
    }

    func freeAvahiObjects() {
        for resolver in resolvers.values { avahi_service_resolver_free(resolver) }
        resolvers = [:]
        if let browser { avahi_service_browser_free(browser) }
        browser = nil
        continuation.finish()
    }

    private func emit(_ event: LobbyEvent?) {
        if let event { continuation.yield(event) }
    }

    /// The browser saw a service come or go (poll thread, lock held).
    fileprivate func browsed(_ event: AvahiBrowserEvent, _ key: Lobby.RecordKey, protocol proto: AvahiProtocol,
                             type: UnsafePointer<CChar>?, flags: AvahiLookupResultFlags) {
        switch event {
        case AVAHI_BROWSER_NEW:
            let ours = flags.rawValue & AVAHI_LOOKUP_RESULT_OUR_OWN.rawValue != 0
            let local = flags.rawValue & AVAHI_LOOKUP_RESULT_LOCAL.rawValue != 0
            emit(lobby.found(key, isOurs: ours, isLocal: local))
            guard resolvers[key] == nil, let browser, let client = avahi_service_browser_get_client(browser) else { return }
            // The address of the sighting's own protocol: IPv4 stays IPv4 even where the host also
            // announces IPv6 addresses over IPv4.
            resolvers[key] = avahi_service_resolver_new(client, key.interface, proto, key.name, type, key.domain,
                                                        proto, AvahiLookupFlags(rawValue: 0),
                                                        avahiResolveCallback, context)
        case AVAHI_BROWSER_REMOVE:
            if let resolver = resolvers.removeValue(forKey: key) { avahi_service_resolver_free(resolver) }
            emit(lobby.removed(key))
        case AVAHI_BROWSER_ALL_FOR_NOW:
            continuation.yield(.settled)
        case AVAHI_BROWSER_FAILURE:
            let client = browser.flatMap(avahi_service_browser_get_client)
            continuation.finish(throwing: DiscoveryError.avahi(AvahiText.lastError(client)))
        default:
            break
        }
    }

    /// A resolver found (or re-found) a service's host, address, port and TXT.
    fileprivate func resolved(_ resolver: OpaquePointer, _ event: AvahiResolverEvent, _ key: Lobby.RecordKey,
                              _ resolution: Lobby.Resolution) {
        guard resolvers[key] == resolver else { return }
        if event == AVAHI_RESOLVER_FOUND {
            emit(lobby.resolved(key, resolution))
        } else {
            // Timed out: drop the resolver; the next sighting of the service makes a new one.
            avahi_service_resolver_free(resolver)
            resolvers[key] = nil
        }
    }
}

private let avahiBrowseCallback: AvahiServiceBrowserCallback = { _, interface, proto, event, name, type, domain, flags, context in
    guard let context else { return }
    let key = Lobby.RecordKey(interface: interface, isIPv6: proto == AvahiProtocol(AVAHI_PROTO_INET6),
                              name: AvahiText.string(name), domain: AvahiText.string(domain))
    Unmanaged<TableBrowser>.fromOpaque(context).takeUnretainedValue()
        .browsed(event, key, protocol: proto, type: type, flags: flags)
}

private let avahiResolveCallback: AvahiServiceResolverCallback = { resolver, interface, proto, event, name, _, domain, host, address, port, txt, _, context in
    guard let resolver, let context else { return }
    let key = Lobby.RecordKey(interface: interface, isIPv6: proto == AvahiProtocol(AVAHI_PROTO_INET6),
                              name: AvahiText.string(name), domain: AvahiText.string(domain))
    let resolution = Lobby.Resolution(hostName: AvahiText.string(host), address: AvahiText.address(address),
                                      interfaceName: AvahiText.interfaceName(interface), port: Int(port),
                                      txt: AvahiText.strings(txt))
    Unmanaged<TableBrowser>.fromOpaque(context).takeUnretainedValue().resolved(resolver, event, key, resolution)
}
