import BriscolaCore
import BriscolaSettings

/// The name a person sits under at a network table, the same from the menu and from `host` and
/// `join`: the one given with `--name`, else the one in their settings, else their login name.
/// "You", the settings' default, reads well only on one's own screen, so it is never sent.
public enum NetworkName {
    /// The name to sit under (see the type); `environment` gives the login name.
    public static func chosen(given: String?, settings: Settings, environment: [String: String]) -> String {
        if let given { return PlayerName.normalized(given) }
        return settings.name == Settings().name ? PlayerName.login(environment: environment) : settings.name
    }
}
