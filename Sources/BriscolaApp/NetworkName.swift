import BriscolaCore
import Foundation
import BriscolaSettings

/// The name a person sits under at a network table, the same from the menu and from `host` and
/// `join`: the one given with `--name`, else the one in their settings, else their login name.
/// "You", the settings' default, reads well only on one's own screen, so it is never sent.
public enum NetworkName {
    /// The name to sit under (see the type); `environment` gives the login name.
    public static func chosen(given: String?, settings: Settings, environment: [String: String]) -> String {
        if let given { return PlayerName.normalized(given) }
        return settings.name == Settings().name ? PlayerName.login(environment: loginEnvironment(environment)) : settings.name
    }

    /// `USER`, else `LOGNAME`, else the account's name from the password database: the login
    /// name even where the environment does not say it (a service, `env -i`).
    static func loginEnvironment(_ environment: [String: String]) -> [String: String] {
        if let user = environment["USER"], !user.isEmpty { return environment }
        var given = environment
        if let logname = environment["LOGNAME"], !logname.isEmpty {
            given["USER"] = logname
        } else if let entry = getpwuid(getuid()), let name = entry.pointee.pw_name {
            given["USER"] = String(cString: name)
        }
        return given
    }
}
