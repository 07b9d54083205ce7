import BriscolaSettings
import Foundation
import Testing

@Suite struct SettingsFileTests {
    /// A fresh directory for one test, removed when it ends.
    static func withDirectory(_ body: (String) throws -> Void) throws {
        let dir = NSTemporaryDirectory() + "briscola-settings-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try body(dir)
    }

    /// A file of garbage is said in a few lines, not one per line (a megabyte of random bytes gave
    /// thousands on every command); the lines that read still count.
    @Test func aFileOfGarbageIsSaidInAFewLines() throws {
        try Self.withDirectory { dir in
            let path = dir + "/config"
            let garbage = (0..<40).map { "junk line \($0)" }.joined(separator: "\n")
            try ("level = hard\n" + garbage + "\n").write(toFile: path, atomically: false, encoding: .utf8)
            let (settings, warnings) = SettingsFile(path: path).load()
            #expect(settings.level == .hard)
            #expect(warnings.count == SettingsFile.warningsShown + 1 && warnings.first?.hasPrefix("\(path):2: ") == true, "\(warnings)")
            #expect(warnings.last == "\(path): 35 more unusable lines ignored", "\(warnings)")
        }
    }

    /// A file there to read, or none (the defaults), is readable; a directory in its place is not
    /// (the start menu then keeps the settings it has rather than take the defaults for the file's).
    @Test func aDirectoryIsNoReadableSettingsFile() throws {
        try Self.withDirectory { dir in
            #expect(SettingsFile(path: dir + "/none").isReadable && !SettingsFile(path: dir).isReadable)
            try "level = hard\n".write(toFile: dir + "/config", atomically: false, encoding: .utf8)
            #expect(SettingsFile(path: dir + "/config").isReadable)
            // What save would refuse, said before anything is written.
            #expect(SettingsFile(path: dir).refusal?.problem == .isDirectory)
            #expect(SettingsFile(path: dir + "/config").refusal == nil && SettingsFile(path: dir + "/none").refusal == nil)
        }
    }

    /// `--config NAME` with a bare file name is a file in the current directory (saving it failed:
    /// its directory, "", could not be made).
    @Test func aBareFileNameIsSavedInTheCurrentDirectory() throws {
        let name = "briscola-settings-test-\(UUID().uuidString).conf"
        defer { try? FileManager.default.removeItem(atPath: name) }
        var settings = Settings()
        try settings.set("level", to: "hard")
        try SettingsFile(path: name).save(settings)
        #expect(SettingsFile(path: FileManager.default.currentDirectoryPath + "/" + name).load().0.level == .hard)
    }

    /// A file the person named (`--config`) in a directory that is not there is an error that says
    /// so, and no directory is made (a mistyped path made one); the default file's directory is made.
    @Test func aNamedFileInAMissingDirectoryIsNotMadeThere() throws {
        try Self.withDirectory { dir in
            var settings = Settings()
            try settings.set("level", to: "hard")
            let typed = SettingsFile(path: dir + "/nonexistent/dir/x.conf", makesDirectory: false)
            #expect(throws: SettingsFileError.self) { try typed.save(settings) }
            do throws(SettingsFileError) { try typed.save(settings) } catch {
                #expect(error.description == "cannot write the settings to \(dir)/nonexistent/dir/x.conf: there is no directory \(dir)/nonexistent/dir")
            }
            #expect(!FileManager.default.fileExists(atPath: dir + "/nonexistent"))
            try SettingsFile(path: dir + "/briscola/config").save(settings)
            #expect(SettingsFile(path: dir + "/briscola/config").load().0.level == .hard)
        }
    }

    /// A settings file that is a symbolic link (into a dotfiles repository) is written through:
    /// the link stays, the file it points to gains the change (saving said "cannot be written").
    @Test func aSymbolicLinkIsWrittenThrough() throws {
        try Self.withDirectory { dir in
            try FileManager.default.createDirectory(atPath: dir + "/dotfiles", withIntermediateDirectories: true)
            try "# mine\n".write(toFile: dir + "/dotfiles/briscola.conf", atomically: false, encoding: .utf8)
            try FileManager.default.createSymbolicLink(atPath: dir + "/config", withDestinationPath: "dotfiles/briscola.conf")
            var settings = Settings()
            try settings.set("level", to: "easy")
            try SettingsFile(path: dir + "/config").save(settings)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/config") == "dotfiles/briscola.conf")
            let target = try String(contentsOfFile: dir + "/dotfiles/briscola.conf", encoding: .utf8)
            #expect(target.hasPrefix("# mine\n") && target.contains("level = easy"), "\(target)")
            // A link to a file not made yet: the file is made there, the link stays.
            try FileManager.default.createSymbolicLink(atPath: dir + "/later", withDestinationPath: "dotfiles/new/briscola.conf")
            try SettingsFile(path: dir + "/later").save(settings)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/later") == "dotfiles/new/briscola.conf")
            #expect(SettingsFile(path: dir + "/dotfiles/new/briscola.conf").load().0.level == .easy)
        }
    }

    /// A file with one byte that is not UTF-8 keeps its other lines (it used to read as empty, and
    /// the next save wrote the defaults over the player's name and level).
    @Test func aBadByteCostsOnlyItsLine() throws {
        try Self.withDirectory { dir in
            let path = dir + "/config"
            _ = FileManager.default.createFile(atPath: path, contents: Data(Array("name = Zed\nlevel = hard\n".utf8) + [0xFF, 0x0A]))
            let (settings, warnings) = SettingsFile(path: path).load()
            #expect(settings.name == "Zed" && settings.level == .hard && warnings == ["\(path):3: not UTF-8 text; the line is ignored"])
        }
    }

    /// Saving changes the values, not the person's file: comments, a key this version does not
    /// know and a line that is not text stay; keys the file lacked are added when not at their
    /// default; CRLF lines keep it.
    @Test func savingKeepsThePersonsOwnLines() throws {
        try Self.withDirectory { dir in
            let path = dir + "/config"
            let original = Array("# my settings\r\nlevel = hard\r\ncolour = off\n".utf8) + [0xFF, 0x0A] + Array("pause = 300\n".utf8)
            _ = FileManager.default.createFile(atPath: path, contents: Data(original))
            var (settings, _) = SettingsFile(path: path).load()
            try settings.set("pause", to: "500")
            try settings.set("bell", to: "off")
            try SettingsFile(path: path).save(settings)
            let saved = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            let text = String(decoding: saved, as: UTF8.self)
            #expect(text.hasPrefix("# my settings\r\nlevel = hard\r\ncolour = off\n"), "\(text)")
            #expect(saved.contains(0xFF) && text.contains("\npause = 500\n") && !text.contains("pause = 300"), "\(text)")
            #expect(text.hasSuffix("\npause = 500\nbell = off\n"), "a missing key set is added: \(text)")
            #expect(!text.contains("name =") && !text.contains("language ="), "a missing key at its default is not: \(text)")
            let (again, warnings) = SettingsFile(path: path).load()
            #expect(again == settings && warnings.count == 2, "\(warnings)")
        }
    }

    /// Only what changed is written: a key set twice keeps its overridden line, the line that wins
    /// takes the new value, and a name put back to its default is unset ("name ="), not "You".
    @Test func onlyTheLineThatWinsForAChangedKeyIsRewritten() throws {
        try Self.withDirectory { dir in
            let path = dir + "/config"
            try "# mine\nlevel = godlike\nname = Bob\nlevel = hard  # for now\n".write(toFile: path, atomically: true, encoding: .utf8)
            var (settings, _) = SettingsFile(path: path).load()
            try settings.set("bell", to: "off")
            try SettingsFile(path: path).save(settings)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "# mine\nlevel = godlike\nname = Bob\nlevel = hard  # for now\nbell = off\n")
            try settings.set("level", to: "easy")
            try settings.reset("name")
            try SettingsFile(path: path).save(settings)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "# mine\nlevel = godlike\nname =\nlevel = easy  # for now\nbell = off\n",
                    "the comment after the value stays")
            #expect(SettingsFile(path: path).load().0 == settings)
        }
    }

    /// A file of `text` at `path` whose `keys` are then unset as `config set KEY ""` unsets them;
    /// the settings as they are after.
    static func unset(_ keys: [SettingKey], in text: String, at path: String) throws -> Settings {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        var (settings, _) = SettingsFile(path: path).load()
        for key in keys { settings.reset(key) }
        try SettingsFile(path: path).save(settings, unsetting: keys)
        return settings
    }

    /// A key put back to its default by an empty value (`config set pause ""`) is unset: its
    /// lines leave the file (a bare "pause =" was left), so the default of the day is not pinned
    /// ("pause = 700" was); a key the file never set gets no line.
    @Test func aKeyPutBackToItsDefaultIsUnsetNotPinned() throws {
        try Self.withDirectory { dir in
            let path = dir + "/config"
            var settings = try Self.unset([.pause, .level], in: "pause = 250\n", at: path)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "")
            #expect(SettingsFile(path: path).load().0.pause == Settings().pause)
            // Set explicitly to the default's value, a key keeps its value written out.
            try settings.set("pause", to: "\(Settings().pause)")
            try SettingsFile(path: path).save(settings, setting: [.pause])
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "pause = \(Settings().pause)\n")
        }
    }

    /// `config set language ""` on a file that sets it twice, among lines of the person's own:
    /// every line of the key goes (an earlier one would win again), a comment after it too, and
    /// the rest stays as it was; no bare "language =" is left.
    @Test func anEmptyValueTakesEveryLineOfTheKeyOut() throws {
        try Self.withDirectory { dir in
            let path = dir + "/config"
            _ = try Self.unset([.language], in: "# mine\r\nlanguage = it\r\nlevel = hard\r\nlanguage = en  # for now\r\n", at: path)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "# mine\r\nlevel = hard\r\n")
            let (loaded, warnings) = SettingsFile(path: path).load()
            #expect(loaded.language == nil && loaded.level == .hard && warnings.isEmpty)
        }
    }

    /// Setting a key to what the file already gives (its only line unusable, so the default) mends
    /// that line; a CRLF file gets CRLF lines.
    @Test func settingAKeyMendsItsUnusableLine() throws {
        try Self.withDirectory { dir in
            let path = dir + "/config"
            try "level = hrad\r\n".write(toFile: path, atomically: true, encoding: .utf8)
            var (settings, warnings) = SettingsFile(path: path).load()
            #expect(warnings.count == 1 && settings.level == .normal)
            try settings.set("level", to: "normal")
            try settings.set("pause", to: "300")
            try SettingsFile(path: path).save(settings, setting: [.level, .pause])
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "level = normal\r\npause = 300\r\n")
            #expect(SettingsFile(path: path).load().1.isEmpty, "no warning any more")
        }
    }

    /// A new file holds what differs from the defaults, so a later default is not pinned in it;
    /// a line the person has, even at the default, stays.
    @Test func aNewFileHoldsOnlyWhatDiffersFromTheDefaults() throws {
        try Self.withDirectory { dir in
            let path = dir + "/config"
            var settings = Settings()
            try settings.set("level", to: "hard")
            try SettingsFile(path: path).save(settings)
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.hasPrefix("# briscola settings") && text.hasSuffix("\nlevel = hard\n") && !text.contains("pause ="), "\(text)")
            try settings.set("level", to: "normal")
            try SettingsFile(path: path).save(settings)
            let back = try String(contentsOfFile: path, encoding: .utf8)
            #expect(back.hasSuffix("\nlevel = normal\n"), "the person's line stays, at the default: \(back)")
            #expect(SettingsFile(path: path).load().0 == Settings())
        }
    }

    /// A directory given as the settings file is said when read (defaults used) and refused in words
    /// when written.
    @Test func aDirectoryIsNoSettingsFile() throws {
        try Self.withDirectory { dir in
            let (settings, warnings) = SettingsFile(path: dir).load()
            #expect(settings == Settings() && warnings == ["\(dir): a directory, not a settings file; using the defaults"])
            #expect(throws: SettingsFileError.self) { try SettingsFile(path: dir).save(Settings()) }
            do throws(SettingsFileError) { try SettingsFile(path: dir).save(Settings()) } catch {
                #expect(error.description == "cannot write the settings to \(dir): it is a directory")
            }
        }
    }

    /// A file that cannot be written says why in the system's words, not Foundation's error code.
    @Test func aWriteThatFailsSaysWhy() throws {
        try Self.withDirectory { dir in
            let blocker = dir + "/file"
            _ = FileManager.default.createFile(atPath: blocker, contents: Data())
            do throws(SettingsFileError) {
                try SettingsFile(path: blocker + "/config").save(Settings())
                Issue.record("a settings file under a plain file was written")
            } catch {
                #expect(!error.description.contains("NSCocoaErrorDomain") && !error.description.contains("error 5"), "\(error)")
                #expect(error.description.hasPrefix("cannot write the settings to \(blocker)/config: "))
            }
        }
    }
}
