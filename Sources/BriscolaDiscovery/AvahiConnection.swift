import CAvahi

/// An object that keeps Avahi objects (entry groups, browsers) on the client. Its methods run
/// with the poll's lock held — from a callback, or through `AvahiConnection.withLock` — so they
/// must never take the lock themselves.
protocol AvahiClientUser: AnyObject, Sendable {
    /// The client is running: create what you need on it.
    func clientRunning(_ client: OpaquePointer)
    /// The host name is being (re-)registered: entry groups must be reset.
    func clientRegistering()
    /// The client's objects have been, or are about to be, freed. `error` is nil when the daemon
    /// went away and a new client is waiting for it to come back.
    func clientLost(_ error: DiscoveryError?)
    /// Frees what this user made on the client, before the user is let go.
    func freeAvahiObjects()
}

/// This process's connection to avahi-daemon: a threaded poll and a client that is made again
/// when the daemon restarts, telling every user to rebuild. Callbacks run on the poll's thread
/// under its lock; everything else takes the lock through `withLock`.
public final class AvahiConnection: @unchecked Sendable {
    private let poll: OpaquePointer
    // Guarded by the poll's lock.
    private var client: OpaquePointer?
    private var users: [any AvahiClientUser] = []
    private var isRunning = false
    private var isClosed = false

    private init(poll: OpaquePointer) {
        self.poll = poll
    }

    deinit {
        avahi_threaded_poll_free(poll)
    }

    /// Connects to the daemon. Fails at once, with a line saying what is missing, when there is
    /// no daemon or no system D-Bus; once connected, a restarted daemon is waited for.
    /// `waitingForDaemon`: with D-Bus there but no daemon yet, wait for one to start instead (a
    /// table announced then) — still failing at once without D-Bus.
    public static func connect(waitingForDaemon: Bool = false) throws(DiscoveryError) -> AvahiConnection {
        // Waiting is for a daemon to start, never for a D-Bus that is not there.
        if waitingForDaemon, case .noSystemBus = DiscoveryError.from(avahiError: Int32(AVAHI_ERR_NO_DAEMON)) {
            throw DiscoveryError.from(avahiError: Int32(AVAHI_ERR_NO_DAEMON))
        }
        guard let poll = avahi_threaded_poll_new() else { throw .avahi("cannot create a poll") }
        let connection = AvahiConnection(poll: poll)
        // The client's callback reaches the connection through this reference, which is kept
        // until `close()` has freed the client.
        let context = Unmanaged.passRetained(connection).toOpaque()
        var error: Int32 = 0
        // The callback may run inside avahi_client_new, before it returns: it uses its argument.
        let flags = waitingForDaemon ? AVAHI_CLIENT_NO_FAIL : AvahiClientFlags(rawValue: 0)
        guard let client = avahi_client_new(avahi_threaded_poll_get(poll), flags, avahiClientCallback, context, &error) else {
            Unmanaged<AvahiConnection>.fromOpaque(context).release()
            throw DiscoveryError.from(avahiError: error)
        }
        connection.client = client
        guard avahi_threaded_poll_start(poll) >= 0 else {
            avahi_client_free(client)
            Unmanaged<AvahiConnection>.fromOpaque(context).release()
            throw .avahi("cannot start the poll thread")
        }
        return connection
    }

    /// Runs `body` under the poll's lock; never call it from inside an Avahi callback.
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        avahi_threaded_poll_lock(poll)
        defer { avahi_threaded_poll_unlock(poll) }
        return try body()
    }

    /// Adds a user; it is told at once if the client is already running.
    func add(_ user: any AvahiClientUser) {
        withLock {
            guard !isClosed else { return user.clientLost(.avahi("discovery was closed")) }
            users.append(user)
            if isRunning, let client { user.clientRunning(client) }
        }
    }

    /// Frees a user's Avahi objects and lets it go.
    func remove(_ user: any AvahiClientUser) {
        withLock {
            guard let index = users.firstIndex(where: { $0 === user }) else { return }
            if !isClosed { user.freeAvahiObjects() }
            users.remove(at: index)
        }
    }

    /// Withdraws everything this process announced, stops the poll thread and frees the client.
    public func close() {
        let wasOpen = withLock {
            guard !isClosed else { return false }
            isClosed = true
            for user in users { user.clientLost(nil) }
            users = []
            return true
        }
        guard wasOpen else { return }
        avahi_threaded_poll_stop(poll)
        if let client { avahi_client_free(client) }
        client = nil
        Unmanaged.passUnretained(self).release()
    }

    /// The client changed state (poll thread, lock held).
    fileprivate func changed(_ changed: OpaquePointer, to state: AvahiClientState) {
        switch state {
        case AVAHI_CLIENT_S_RUNNING:
            client = changed
            isRunning = true
            for user in users { user.clientRunning(changed) }
        case AVAHI_CLIENT_S_COLLISION, AVAHI_CLIENT_S_REGISTERING:
            for user in users { user.clientRegistering() }
        case AVAHI_CLIENT_FAILURE:
            // During avahi_client_new the client is not ours yet: that call reports the error.
            guard changed == client else { return }
            isRunning = false
            let code = avahi_client_errno(changed)
            if code == AVAHI_ERR_DISCONNECTED, !isClosed {
                for user in users { user.clientLost(nil) }
                // The daemon went away: wait for it (NO_FAIL) and rebuild when it is back.
                avahi_client_free(changed)
                var error: Int32 = 0
                client = avahi_client_new(avahi_threaded_poll_get(poll), AVAHI_CLIENT_NO_FAIL, avahiClientCallback,
                                          Unmanaged.passUnretained(self).toOpaque(), &error)
                if client == nil { for user in users { user.clientLost(.from(avahiError: error)) } }
            } else {
                for user in users { user.clientLost(.from(avahiError: code)) }
            }
        default:
            break // connecting: a restarted daemon is awaited
        }
    }
}

private let avahiClientCallback: AvahiClientCallback = { client, state, context in
    guard let client, let context else { return }
    Unmanaged<AvahiConnection>.fromOpaque(context).takeUnretainedValue().changed(client, to: state)
}
