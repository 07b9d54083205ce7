import CSodium

/// One direction of a sync's encryption: libsodium's crypto_secretstream_xchacha20poly1305 under
/// the handshake's key for that direction. Every message is authenticated and numbered by the
/// stream's state (reordered, replayed, dropped or altered frames fail); the last carries the
/// FINAL tag, so a cut connection is told from a finished sync.
struct SecretStreamPush {
    private var state = crypto_secretstream_xchacha20poly1305_state()
    /// The 24-byte header the receiver starts from.
    let header: [UInt8]

    init(key: [UInt8]) {
        precondition(key.count == 32 && CPace.ready, "a stream key is 32 bytes")
        var header = [UInt8](repeating: 0, count: crypto_secretstream_xchacha20poly1305_headerbytes())
        crypto_secretstream_xchacha20poly1305_init_push(&state, &header, key)
        self.header = header
    }

    /// `plain` sealed, FINAL-tagged when `last`.
    mutating func seal(_ plain: [UInt8], last: Bool = false) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: plain.count + crypto_secretstream_xchacha20poly1305_abytes())
        let tag = UInt8(last ? crypto_secretstream_xchacha20poly1305_tag_final() : crypto_secretstream_xchacha20poly1305_tag_message())
        crypto_secretstream_xchacha20poly1305_push(&state, &out, nil, plain, UInt64(plain.count), nil, 0, tag)
        return out
    }
}

/// The receiving half.
struct SecretStreamPull {
    private var state = crypto_secretstream_xchacha20poly1305_state()

    /// A receiver from the sender's header; nil when the header does not start a stream.
    init?(key: [UInt8], header: [UInt8]) {
        guard key.count == 32, header.count == crypto_secretstream_xchacha20poly1305_headerbytes(), CPace.ready,
              crypto_secretstream_xchacha20poly1305_init_pull(&state, header, key) == 0 else { return nil }
    }

    /// The plain text of the next frame and whether it was the last; nil when it does not authenticate.
    mutating func open(_ sealed: [UInt8]) -> (plain: [UInt8], last: Bool)? {
        let overhead = crypto_secretstream_xchacha20poly1305_abytes()
        guard sealed.count >= overhead else { return nil }
        var out = [UInt8](repeating: 0, count: sealed.count - overhead)
        var length: UInt64 = 0, tag: UInt8 = 0
        guard crypto_secretstream_xchacha20poly1305_pull(&state, &out, &length, &tag, sealed, UInt64(sealed.count), nil, 0) == 0 else { return nil }
        return (Array(out.prefix(Int(length))), tag == UInt8(crypto_secretstream_xchacha20poly1305_tag_final()))
    }
}
