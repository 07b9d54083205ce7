import BriscolaSession
import BriscolaTerminal
import BriscolaWire
import Testing

/// How others reach a host's table is said again when it changes while the table waits: listed
/// once a late avahi-daemon runs, or under a new name after a collision (it kept saying "not
/// announced yet" after the table was listed).
@Suite struct HostWaitingUpdateTests {
    func host(players: Int, reach: String) -> (NetTableApp, SessionInbox) {
        let inbox = SessionInbox()
        inbox.connect { _ in }
        var app = NetTableApp(title: "hosting on port 4860 as Hana", waiting: reach, inbox: inbox)
        inbox.post(.seatsChanged(seats: [SeatInfo(seat: 0, name: "Hana", key: "")], players: players))
        _ = app.drainInbox()
        return (app, inbox)
    }

    func shown(_ app: NetTableApp) -> String {
        TableScreen.render(app.screen, width: 80, height: 24, options: RenderOptions(unicode: true, color: false)).text
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test(arguments: [2, 3])
    func theWaitingTextIsSaidAgainWhenTheTableIsListed(players: Int) {
        var (app, inbox) = host(players: players, reach: "They join 10.0.0.5:4860. Not announced on the local network yet.")
        #expect(shown(app).contains("Not announced on the local network yet."), "\(shown(app))")
        inbox.postWaiting("They join 10.0.0.5:4860. Or they pick \"Hana's table\" in their lobby.")
        _ = app.drainInbox()
        let now = shown(app)
        #expect(now.contains("Or they pick \"Hana's table\" in their lobby.") && !now.contains("Not announced"), "\(now)")
    }
}
