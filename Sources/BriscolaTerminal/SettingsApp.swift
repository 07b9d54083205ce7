import BriscolaCore
import BriscolaSettings
import BriscolaText

/// One setting the settings screen offers: its key in the file, its name on screen, and the
/// values a person steps through with ←/→ (nil: typed, as a name is).
public struct SettingChoice: Sendable, Equatable {
    public let key: SettingKey
    public let label: Phrase
    public let values: [String]?

    /// A setting stepped through `values` (file spellings), or typed when `values` is nil.
    public init(key: SettingKey, label: Phrase, values: [String]?) {
        self.key = key
        self.label = label
        self.values = values
    }
}

/// The start menu's settings: every setting on one list, changed with ←/→ (the name typed), so
/// a person never needs `briscola config`. Values are the file's spellings, shown in words.
public struct SettingsApp: ScreenApp, Sendable {
    let choices: [SettingChoice]
    /// Each key's value as the file writes it.
    public private(set) var values: [SettingKey: String]
    /// What is wrong with a typed value, in words of the given language (nil: it is fine).
    let problem: @Sendable (_ key: SettingKey, _ value: String, _ text: Text) -> String?
    var selection = 0
    /// The name being typed, while it is.
    var typing: String?
    /// The typed value being refused, said under the list in the language on screen (which the
    /// list may just have changed to).
    var refused: (key: SettingKey, value: String)?
    /// The name a network table shows while none is set (the login name): the empty name is shown
    /// as not set, with what each kind of game calls the person then.
    let unsetName: String
    /// The language "the system's" means here (the locale's), shown at once when it is chosen.
    let systemLanguage: Language?
    /// What the terminal forces whatever the setting says, by key: ascii when the locale is not
    /// UTF-8, color when NO_COLOR is set (the screen says so beside the value).
    let forced: [SettingKey]
    /// True once a value differs from the one the screen opened with.
    public private(set) var changed = false

    /// A screen over `choices` starting from `values`; `problem` checks a typed value; an empty
    /// name is shown as not set, `unsetName` at network tables.
    /// `systemLanguage` is the locale's, which "auto" stands for (nil: the screen's as it opened).
    public init(choices: [SettingChoice], values: [SettingKey: String], unsetName: String = "", forced: [SettingKey] = [],
                systemLanguage: Language? = nil, problem: @escaping @Sendable (SettingKey, String, Text) -> String?) {
        self.systemLanguage = systemLanguage
        self.choices = choices
        self.values = values
        self.unsetName = unsetName
        self.forced = forced
        self.problem = problem
    }

    /// Nothing to do before the first key.
    public mutating func start() -> [AppEffect] { [] }
    /// The settings hear nothing from elsewhere.
    public mutating func drainInbox() -> [AppEffect] { [] }

    /// The list of settings with their values in words, or the name being typed; in the language
    /// just chosen, so a change of language shows at once.
    public func render(width: Int, height: Int, options given: RenderOptions) -> Canvas {
        var options = given
        // The language just chosen shows at once; "the system's" is the locale's, not the one in force.
        if let chosen = values[.language].flatMap(Language.init(rawValue:)) ?? systemLanguage { options.language = chosen }
        let text = options.text
        let items = choices.map { choice in
            MenuModel.Item(text(choice.label), detail: shown(choice, values[choice.key] ?? "", text, arrows: choice.values != nil))
        }
        // A problem to say first; else, on the level, what the level chosen does.
        let about = choices[selection].key == .level ? values[.level].flatMap { Level(rawValue: $0) }.map(text.levelAbout) : nil
        var model = MenuModel(title: text(.settingsTitle), heading: text(.settingsHeading), items: items, selection: selection,
                              message: refused.flatMap { problem($0.key, $0.value, text) } ?? about ?? "", keys: text(.settingsKeys))
        if let typing {
            model.input = MenuModel.Input(prompt: text(.settingsNamePrompt), text: typing)
            model.keys = text(.settingsNameKeys)
        }
        return MenuScreen.render(model, width: width, height: height, options: options)
    }

    /// A value in words: a level by its name, on and off as yes and no, a language by its own name.
    func shown(_ choice: SettingChoice, _ value: String, _ text: Text, arrows: Bool) -> String {
        let words: String = switch (choice.key, value) {
        case (.level, _): Level(rawValue: value).map(text.levelName) ?? value
        case (.language, "auto"): text(.settingLanguageAuto)
        case (.language, "it"): "italiano"
        case (.language, "en"): "English"
        case (.pause, _): text(.settingMilliseconds, ["ms": value])
        case (.name, ""): text(.settingNameUnset, ["you": text(.seatYou), "login": unsetName])
        case (_, "on"): text(.settingOn)
        case (_, "off"): text(.settingOff)
        default: value
        }
        let shown = arrows ? "‹ \(words) ›" : words
        // A value the terminal overrides says so, while it is the one overridden.
        switch (choice.key, value) {
        case (.ascii, "off") where forced.contains(.ascii): return shown + " " + text(.settingForcedAscii)
        case (.color, "on") where forced.contains(.color): return shown + " " + text(.settingForcedNoColor)
        default: return shown
        }
    }

    /// Moves, steps a value, types the name, or goes back.
    public mutating func handle(_ event: AppEvent) -> [AppEffect] {
        guard case let .key(key) = event else { return [] }
        if typing != nil { return typeName(key) }
        refused = nil
        let choice = choices[selection]
        switch key {
        case .left: step(choice, by: -1)
        case .right, .character(" "): step(choice, by: 1)
        case .enter where choice.values == nil: typing = values[choice.key] ?? ""
        case .enter: step(choice, by: 1)
        case .escape, .interrupt, .character("q"), .character("Q"): return [.quit]
        default: _ = MenuNavigation.handle(key, selection: &selection, count: choices.count)
        }
        return []
    }

    private mutating func step(_ choice: SettingChoice, by offset: Int) {
        guard let list = choice.values, !list.isEmpty else { return }
        let index = list.firstIndex(of: values[choice.key] ?? "") ?? 0
        values[choice.key] = list[(index + offset + list.count) % list.count]
        changed = true
    }

    /// The name being typed, to refuse once it is longer than a name may be (else nil).
    private func tooLong(_ key: SettingKey) -> (key: SettingKey, value: String)? {
        let typed = typing ?? ""
        return typed.unicodeScalars.count > PlayerName.maxLength ? (key, typed) : nil
    }

    private mutating func typeName(_ key: Key) -> [AppEffect] {
        let choice = choices[selection]
        switch key {
        case .interrupt: return [.quit]
        case .escape:
            typing = nil
            refused = nil
        case .backspace:
            if typing?.isEmpty == false { typing?.removeLast() }
            refused = tooLong(choice.key)
        case .eraseLine:
            typing = ""
            refused = nil
        case .enter:
            // Cleared: the name is unset again, as `config set name ""` makes it.
            // Spaces at either end are not part of a name (the file drops them; the list showed them).
            let typed = (typing ?? "").trimmingCharacters(in: .whitespaces)
            // Checked in the language on screen (the words are made again as it renders).
            if !typed.isEmpty, problem(choice.key, typed, Text(.english)) != nil {
                refused = (choice.key, typed)
                return []
            }
            changed = changed || values[choice.key] != typed
            values[choice.key] = typed
            typing = nil
            refused = nil
        // Room past the longest name allowed, so that one too long is refused in words, not cut —
        // said as soon as it is typed, not only on Enter.
        case let .character(c) where (typing ?? "").count < 64 && !c.isNewline:
            typing?.append(c)
            refused = tooLong(choice.key)
        case let .paste(text):
            typing = String(((typing ?? "") + text).prefix(64))
            refused = tooLong(choice.key)
        default:
            break
        }
        return []
    }
}
