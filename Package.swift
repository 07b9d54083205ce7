// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "briscola",
    // Linux only (no `platforms:` entry names it): the terminal driver, the signals and the output
    // call glibc directly — termios's c_cc indices, sigaction's __sigaction_handler, Glibc.write —
    // and discovery needs Avahi. BriscolaApp/Platform.swift stops a build elsewhere with that said.
    products: [
        .executable(name: "briscola", targets: ["briscola"]),
        .library(name: "BriscolaCore", targets: ["BriscolaCore"]),
        // For the fuzz package in Fuzz/ (Scripts/fuzz), which depends on this one by path.
        .library(name: "BriscolaWire", targets: ["BriscolaWire"]),
        .library(name: "BriscolaFrames", targets: ["BriscolaFrames"]),
        .library(name: "BriscolaSession", targets: ["BriscolaSession"]),
        .library(name: "BriscolaSettings", targets: ["BriscolaSettings"]),
        .library(name: "BriscolaHistory", targets: ["BriscolaHistory"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        // Pure rules engine: no I/O, no clocks, no global randomness.
        .target(
            name: "BriscolaCore",
            dependencies: [.product(name: "Crypto", package: "swift-crypto")]
        ),
        // Opponents: pure functions of a seat's view plus an injected generator.
        .target(name: "BriscolaAI", dependencies: ["BriscolaCore"]),
        // Messages, exactly as Protocol.md §7–§9 say: pure values and their JSON, no NIO.
        .target(name: "BriscolaWire", dependencies: ["BriscolaCore", .product(name: "Crypto", package: "swift-crypto")]),
        // The frame codec over NIO's buffers (§7): what Net reads and the frame fuzzer feeds.
        .target(
            name: "BriscolaFrames",
            dependencies: ["BriscolaWire", .product(name: "NIOCore", package: "swift-nio")]
        ),
        // The session state machine: events in, actions out, no I/O.
        .target(
            name: "BriscolaSession",
            dependencies: ["BriscolaCore", "BriscolaWire", "BriscolaHidden", .product(name: "Crypto", package: "swift-crypto")]
        ),
        // libsodium (apt: libsodium-dev): the ristretto255 group, for hidden hands.
        .systemLibrary(name: "CSodium", providers: [.apt(["libsodium-dev"])]),
        // Hidden hands (Protocol.md §16): mental poker over ristretto255, pure (no I/O).
        .target(
            name: "BriscolaHidden",
            dependencies: ["BriscolaCore", "CSodium", .product(name: "Crypto", package: "swift-crypto")]
        ),
        // Thin SwiftNIO glue that carries a session's actions over TCP.
        .target(
            name: "BriscolaNet",
            dependencies: [
                "BriscolaSession", "BriscolaWire", "BriscolaFrames", "BriscolaAI", "BriscolaText",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOExtras", package: "swift-nio-extras"),
            ]
        ),
        // Every phrase people read, one table per language (English, Italian); no locale in Core.
        .target(name: "BriscolaText", dependencies: ["BriscolaCore"]),
        // The screen as a pure function of state, the key parser, and a thin terminal driver.
        .target(name: "BriscolaTerminal", dependencies: ["BriscolaCore", "BriscolaAI", "BriscolaWire", "BriscolaSession", "BriscolaText", "BriscolaSettings"]),
        // Match history in SQLite (GRDB): every stored match replays to its stored hash.
        .target(
            name: "BriscolaHistory",
            dependencies: ["BriscolaCore", "BriscolaText", .product(name: "GRDB", package: "GRDB.swift"),
                           .product(name: "Crypto", package: "swift-crypto")]
        ),
        // Avahi's C client library (mDNS/DNS-SD; apt: libavahi-client-dev), and a small Swift API
        // over it. No `pkgConfig:` here: avahi-client.pc adds only -D_REENTRANT, which SwiftPM
        // refuses with a warning on every build; the headers and libraries are on system paths.
        .systemLibrary(name: "CAvahi", providers: [.apt(["libavahi-client-dev"])]),
        .target(name: "BriscolaDiscovery", dependencies: ["CAvahi", "BriscolaWire", "BriscolaText"]),
        // The player's settings file: keys, checked values, forgiving reading.
        .target(name: "BriscolaSettings", dependencies: ["BriscolaCore", "BriscolaText"]),
        // The executable: argument parsing and wiring only.
        .target(
            name: "BriscolaApp",
            dependencies: ["BriscolaCore", "BriscolaAI", "BriscolaWire", "BriscolaSession", "BriscolaHidden", "BriscolaNet", "BriscolaTerminal",
                           "BriscolaHistory", "BriscolaSettings", "BriscolaDiscovery", "BriscolaText", "BriscolaSync"]
        ),
        // A player's history across machines (Protocol.md §18): pairing by CPace over ristretto255,
        // sync's handshake and libsodium's secretstream, the exchange, and its TCP glue.
        .target(
            name: "BriscolaSync",
            dependencies: ["BriscolaCore", "BriscolaHistory", "CSodium", .product(name: "Crypto", package: "swift-crypto"),
                           .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                           .product(name: "NIOExtras", package: "swift-nio-extras")]
        ),
        .executableTarget(
            name: "briscola",
            dependencies: [
                "BriscolaApp", "BriscolaCore", "BriscolaAI", "BriscolaWire", "BriscolaSession", "BriscolaNet", "BriscolaTerminal", "BriscolaHistory", "BriscolaSettings",
                "BriscolaDiscovery", "BriscolaText", "BriscolaSync", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Traits and timers the test targets share (`.ownQueue`, `.cpuBound`, `pause`): not shipped.
        .target(name: "BriscolaTestSupport", dependencies: ["BriscolaCore"], path: "Tests/BriscolaTestSupport"),
        .testTarget(
            name: "BriscolaAppTests",
            dependencies: ["BriscolaTestSupport", "BriscolaApp", "BriscolaCore", "BriscolaHistory", "BriscolaTerminal", "BriscolaSettings", "BriscolaNet", "BriscolaDiscovery", "BriscolaWire", "BriscolaText",
                           .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .testTarget(
            name: "BriscolaCoreTests",
            dependencies: ["BriscolaTestSupport", "BriscolaCore"],
            resources: [.copy("Golden")]
        ),
        .testTarget(name: "BriscolaAITests", dependencies: ["BriscolaTestSupport", "BriscolaAI", "BriscolaCore"]),
        .testTarget(name: "BriscolaHiddenTests", dependencies: ["BriscolaTestSupport", "BriscolaHidden", "BriscolaCore"]),
        .testTarget(
            name: "BriscolaWireTests",
            dependencies: [
                "BriscolaTestSupport", "BriscolaWire", "BriscolaFrames", "BriscolaCore",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOTestUtils", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "BriscolaSessionTests",
            dependencies: ["BriscolaTestSupport", "BriscolaSession", "BriscolaWire", "BriscolaFrames", "BriscolaCore", "BriscolaAI", "BriscolaHidden",
                           .product(name: "NIOCore", package: "swift-nio")],
            resources: [.copy("Transcripts")]
        ),
        .testTarget(name: "BriscolaDiscoveryTests", dependencies: ["BriscolaDiscovery", "BriscolaWire", "BriscolaText"]),
        .testTarget(name: "BriscolaSettingsTests", dependencies: ["BriscolaSettings", "BriscolaText"]),
        .testTarget(name: "BriscolaTextTests", dependencies: ["BriscolaText", "BriscolaCore"]),
        .testTarget(name: "BriscolaSyncTests", dependencies: ["BriscolaTestSupport", "BriscolaSync", "BriscolaHistory", "BriscolaCore", .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "BriscolaHistoryTests", dependencies: ["BriscolaTestSupport", "BriscolaHistory", "BriscolaCore", "BriscolaAI", "BriscolaText", .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(
            name: "BriscolaTerminalTests",
            dependencies: ["BriscolaTestSupport", "BriscolaTerminal", "BriscolaCore", "BriscolaAI", "BriscolaSession", "BriscolaWire", "BriscolaText", "BriscolaSettings"],
            resources: [.copy("Snapshots")]
        ),
        .testTarget(
            name: "BriscolaNetTests",
            dependencies: [
                "BriscolaTestSupport", "BriscolaNet", "BriscolaSession", "BriscolaWire", "BriscolaFrames", "BriscolaCore", "BriscolaHistory",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
