// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "briscola",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "briscola", targets: ["briscola"]),
        .library(name: "BriscolaCore", targets: ["BriscolaCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    ],
    targets: [
        // Pure rules engine: no I/O, no clocks, no global randomness.
        .target(
            name: "BriscolaCore",
            dependencies: [.product(name: "Crypto", package: "swift-crypto")]
        ),
        // Opponents: pure functions of a seat's view plus an injected generator.
        .target(name: "BriscolaAI", dependencies: ["BriscolaCore"]),
        // The executable: argument parsing and wiring only.
        .executableTarget(
            name: "briscola",
            dependencies: [
                "BriscolaCore", "BriscolaAI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "BriscolaCoreTests",
            dependencies: ["BriscolaCore"],
            resources: [.copy("Golden")]
        ),
        .testTarget(name: "BriscolaAITests", dependencies: ["BriscolaAI", "BriscolaCore"]),
    ],
    swiftLanguageModes: [.v6]
)
