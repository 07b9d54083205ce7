import BriscolaCore
import BriscolaSettings
import FuzzSupport

/// Fuzz target `settings`: the settings file as the program reads it, from any bytes (a file
/// edited by hand, or damaged). Invariants: nothing traps; what the reader keeps is always within
/// the values each key allows; every warning is one line; the settings written out read back to
/// the same settings with no warnings.
@main enum SettingsFuzzer {
    /// libFuzzer's command line (`-help=1` lists it) on this target.
    static func main() { runFuzzer(fuzzSettings) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSettings(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    // The reader gets the file's bytes as they are (`SettingsFile.load`).
    let (settings, warnings) = Settings.parse(fuzzInput(data, size), path: "config")
    require(Variant(rawValue: settings.players) != nil, "players \(settings.players)")
    require((0...10_000).contains(settings.pause), "pause \(settings.pause)")
    require(PlayerName.problem(settings.name) == nil, "name \(settings.name.debugDescription)")
    for warning in warnings {
        require(warning.hasPrefix("config:"), "warning without its place: \(warning)")
        require(!warning.unicodeScalars.contains { $0.properties.generalCategory == .control || PlayerName.isDirectionControl($0) },
                "a control character in \(warning.debugDescription)")
    }
    let (again, more) = Settings.parse(settings.serialized, path: "config")
    require(again == settings, "settings change when written and read back:\n\(settings)\n\(again)")
    require(more.isEmpty, "written settings read back with warnings: \(more)")
    _ = settings.listing
    return 0
}
