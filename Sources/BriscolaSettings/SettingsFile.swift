import BriscolaCore
import BriscolaText
import Foundation

/// The settings file on disk: read with every unusable line reported (defaults fill in), written
/// whole, and listed as `config list` shows it.
public struct SettingsFile: Sendable {
    public let path: String
    /// Whether saving makes the file's directory when it is not there: the default file's
    /// (`~/.config/briscola`) is made; a path the person typed (`--config`) is taken as typed, so
    /// a mistyped directory is an error rather than a new directory somewhere.
    public let makesDirectory: Bool

    /// The file at `path`.
    public init(path: String, makesDirectory: Bool = true) {
        self.path = path
        self.makesDirectory = makesDirectory
    }

    /// Unusable lines said one by one; beyond them, how many more (a file of random bytes gave
    /// thousands of lines on every command).
    public static let warningsShown = 5

    /// The settings, and a line for each unusable line of the file, up to `warningsShown` and
    /// then a count (a missing file is no error; one that cannot be read is said, and the
    /// defaults used).
    public func load() -> (Settings, warnings: [String]) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return (Settings(), []) }
        guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
            return (Settings(), ["\(path): \(isDirectory.boolValue ? "a directory, not a settings file" : "cannot be read"); using the defaults"])
        }
        let (settings, warnings) = Settings.parse(Array(data), path: path)
        guard warnings.count > Self.warningsShown else { return (settings, warnings) }
        let more = warnings.count - Self.warningsShown
        return (settings, warnings.prefix(Self.warningsShown) + ["\(path): \(more) more unusable line\(more == 1 ? "" : "s") ignored"])
    }

    /// False for a file that is there but cannot be read (a directory, no permission): `load`
    /// then gives the defaults, which a program already running should not take for the file's.
    public var isReadable: Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return true }
        return !isDirectory.boolValue && FileManager.default.isReadableFile(atPath: path)
    }

    /// Why `save` would refuse before writing anything (a directory in the file's place, or a
    /// file that cannot be read: written over, it would lose every line the person had in it);
    /// nil when it would try.
    public var refusal: SettingsFileError? {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return SettingsFileError(path: path, problem: .isDirectory)
        }
        return isReadable ? nil : SettingsFileError(path: path, problem: .unreadable)
    }

    /// Writes the settings, making the directory if needed (and `makesDirectory`); the error names
    /// the file and says why in words.
    /// `setting`: the keys the person just set, written even where the file already gives their
    /// value (a line of the key it could not use is mended); `unsetting`: the keys put back to
    /// their defaults by an empty value (their lines taken out, the default not pinned).
    public func save(_ settings: Settings, setting: [SettingKey] = [], unsetting: [SettingKey] = []) throws(SettingsFileError) {
        if let refusal { throw refusal }
        do {
            // "briscola.conf" alone is in the current directory (its directory, "", cannot be made).
            // Written whole in place of the file a symbolic link points to (a dotfiles repository's,
            // made now if it is not there yet), never in place of the link.
            let file = Self.linkTarget(path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path)
            let directory = (file as NSString).deletingLastPathComponent
            guard makesDirectory || FileManager.default.fileExists(atPath: directory) else {
                throw SettingsFileError(path: path, problem: .noDirectory(directory))
            }
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            // The person's own lines (comments, lines this version does not know) are kept.
            let existing = FileManager.default.contents(atPath: file).map { Array($0) }
            let bytes = existing.map { settings.serialized(over: $0, setting: setting, unsetting: unsetting) } ?? Array(settings.serialized.utf8)
            try Data(bytes).write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch let error as SettingsFileError {
            throw error
        } catch {
            throw SettingsFileError(path: path, problem: .system(Self.reason(error)))
        }
    }

    /// The file an absolute path names through its symbolic links, each relative one read from
    /// the link's own directory; a link to a file not made yet names that file (a loop stops).
    static func linkTarget(_ path: String) -> String {
        var current = path
        for _ in 0..<16 {
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = target.hasPrefix("/") ? target : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(target)
        }
        return current
    }

    /// Why a write failed, from the system's error number when Foundation gives one.
    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let posix = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code))).lowercased()
        }
        switch nsError.code {
        case NSFileWriteNoPermissionError: return "permission denied"
        case NSFileWriteOutOfSpaceError: return "no space left on the device"
        case NSFileWriteVolumeReadOnlyError: return "read-only file system"
        default: return "the file cannot be written"
        }
    }
}

/// Why the settings file could not be written: a closed set, said in the reader's language.
public enum SettingsFileProblem: Sendable, Equatable {
    /// A directory stands where the file should be.
    case isDirectory
    /// The file is there but cannot be read (written over, it would lose the person's lines).
    case unreadable
    /// The file's directory is not there (a `--config` path is taken as typed).
    case noDirectory(String)
    /// The system refused the write, in its own words ("permission denied").
    case system(String)
}

/// The settings file could not be written.
public struct SettingsFileError: Error, Sendable, CustomStringConvertible {
    public let path: String
    public let problem: SettingsFileProblem

    /// The file and why.
    public init(path: String, problem: SettingsFileProblem) {
        self.path = path
        self.problem = problem
    }

    /// Why, in `text`'s language (the system's own words stay as it gave them).
    public func reason(_ text: Text = Text(.english)) -> String {
        switch problem {
        case .isDirectory: text(.settingsIsDirectory)
        case .unreadable: text(.settingsUnreadable)
        case let .noDirectory(directory): text(.settingsNoDirectory, ["directory": directory])
        case let .system(words): words
        }
    }

    /// The whole sentence in `text`'s language: the menu's and `config set`'s.
    public func description(_ text: Text) -> String { text(.settingsCannotWrite, ["path": path, "reason": reason(text)]) }

    public var description: String { description(Text(.english)) }
}

extension Settings {
    /// Every key with its value and what it accepts, one per line (`config list`), what it accepts
    /// said in `text`'s language (the keys and values are the file's, in every language).
    public func listing(_ text: Text = Text(.english)) -> [String] {
        let values = SettingKey.allCases.map { value(of: $0) }
        // The values padded to the longest, so what each key accepts lines up in one column.
        let width = values.map(\.count).max() ?? 0
        return zip(SettingKey.allCases, values).map { key, value in
            let padded = key.rawValue + String(repeating: " ", count: max(0, 12 - key.rawValue.count))
            let shown = value + String(repeating: " ", count: width - value.count)
            return "\(padded) = \(shown)    (\(key.allowed(text) ?? key.allowed))"
        }
    }
}

extension StringProtocol {
    /// The text with each control character shown as a shell would write it (`\t`, `\n`, `\r`,
    /// `\e`, else `\u{…}`), so a warning about a bad line stays one line and cannot drive the
    /// terminal (nor turn the text after it around).
    var escapingControls: String {
        unicodeScalars.map { scalar in
            switch scalar {
            case "\t": "\\t"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\u{1B}": "\\e"
            default:
                scalar.properties.generalCategory == .control || PlayerName.isDirectionControl(scalar)
                    ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
            }
        }.joined()
    }
}
