/// Announcing and finding tables, over this process's connection to avahi-daemon.
extension AvahiConnection {
    /// A live view of the tables on the network: appeared / changed / gone, one event per table
    /// (not per interface). Ends with an error if the daemon fails for good; a daemon restart
    /// shows as every table gone, then the tables again.
    public func browse() -> AsyncThrowingStream<LobbyEvent, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: LobbyEvent.self, bufferingPolicy: .unbounded)
        let browser = TableBrowser(continuation: continuation)
        continuation.onTermination = { [weak self] termination in
            // Only a consumer that stopped listening; a finish comes from inside the lock.
            if case .cancelled = termination { self?.remove(browser) }
        }
        add(browser)
        return stream
    }

    /// A live view of the histories waiting on the network to pair or sync (`_briscola-history._tcp`,
    /// Protocol.md §18.5): each as a `LobbyTable` whose `rawTXT` holds the history's pairs.
    public func browseHistories() -> AsyncThrowingStream<LobbyEvent, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: LobbyEvent.self, bufferingPolicy: .unbounded)
        let browser = TableBrowser(continuation: continuation, serviceType: AvahiText.historyServiceType)
        continuation.onTermination = { [weak self] termination in
            if case .cancelled = termination { self?.remove(browser) }
        }
        add(browser)
        return stream
    }

    /// Announces a history waiting on `port` to pair or sync, with `pairs` as its TXT record.
    public func advertiseHistory(name: String, port: Int, pairs: [(key: String, value: String)],
                                 report: @escaping @Sendable (AdvertisementEvent) -> Void = { _ in }) -> TableAdvertisement {
        let advertisement = TableAdvertisement(connection: self, name: name, port: port, txt: nil,
                                               serviceType: AvahiText.historyServiceType, otherPairs: pairs, report: report)
        add(advertisement)
        return advertisement
    }

    /// Announces a table on `port`; `report` hears when it is visible, renamed or failed.
    public func advertise(name: String, port: Int, txt: TableTXT,
                          report: @escaping @Sendable (AdvertisementEvent) -> Void = { _ in }) -> TableAdvertisement {
        let advertisement = TableAdvertisement(connection: self, name: name, port: port, txt: txt, report: report)
        add(advertisement)
        return advertisement
    }
}
