// swift-tools-version:6.1
// libFuzzer targets for briscola (issue 15). Not part of the main build: `Scripts/fuzz` builds this
// package with `-sanitize=fuzzer,address` and runs its executables. Each target defines
// `LLVMFuzzerTestOneInput`; libFuzzer's runtime supplies `main`.
import Foundation
import PackageDescription

// The main package is this folder's parent; a path dependency's identity is its folder's name,
// which depends on where the repository was cloned.
let parent = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

func briscola(_ product: String) -> Target.Dependency { .product(name: product, package: parent) }

let package = Package(
    name: "briscola-fuzz",
    // Linux only (no `platforms:` entry names it): the terminal driver, the signals and the output
    // call glibc directly — termios's c_cc indices, sigaction's __sigaction_handler, Glibc.write —
    // and discovery needs Avahi. BriscolaApp/Platform.swift stops a build elsewhere with that said.
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(name: "CFuzzDriver"),
        .target(name: "FuzzSupport", dependencies: ["CFuzzDriver"]),
        .executableTarget(name: "fuzz-frames", dependencies: ["FuzzSupport", briscola("BriscolaWire"), briscola("BriscolaFrames"),
                                                              briscola("BriscolaCore"), .product(name: "NIOCore", package: "swift-nio")]),
        .executableTarget(name: "fuzz-session", dependencies: ["FuzzSupport", briscola("BriscolaSession"), briscola("BriscolaWire"),
                                                               briscola("BriscolaCore")]),
        .executableTarget(name: "fuzz-settings", dependencies: ["FuzzSupport", briscola("BriscolaSettings"), briscola("BriscolaCore")]),
        .executableTarget(name: "fuzz-journal", dependencies: ["FuzzSupport", briscola("BriscolaSession"), briscola("BriscolaWire"),
                                                               briscola("BriscolaCore")]),
        .executableTarget(name: "fuzz-history", dependencies: ["FuzzSupport", briscola("BriscolaHistory"), briscola("BriscolaCore"),
                                                               .product(name: "GRDB", package: "GRDB.swift")]),
    ],
    swiftLanguageModes: [.v6]
)
