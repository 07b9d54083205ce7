import BriscolaCore

/// The game without a full screen, for pipes and scripts: the state as plain text, one answer
/// per line (a card's number or its code). Opponents play at once; end of input quits.
public struct LineMode {
    let readLine: () -> String?
    let write: (String) -> Void

    /// Plays through these two functions: one reads a line (nil at the end of input), one prints one.
    public init(readLine: @escaping () -> String?, write: @escaping (String) -> Void) {
        self.readLine = readLine
        self.write = write
    }

    /// Plays until the person quits or input ends; returns the app (with its finished games).
    public func run(_ initial: TableApp) -> TableApp {
        var app = initial
        write("Briscola: \(app.title). Answer with a card's number (1-3) or code (e.g. 3D); h for help, q to quit.")
        var effects = app.start()
        var lastStatus = ""
        while !effects.contains(.quit) {
            if app.status != lastStatus, !app.status.isEmpty {
                write(app.status)
                lastStatus = app.status
            }
            switch app.phase {
            case .opponentThinking, .trickShown:
                effects = app.handle(.tick)
            case .yourTurn:
                write(LineText.table(app))
                guard let line = ask("Your card:") else { return quit(app, "input ended") }
                effects = answer(line, &app)
            case .result:
                write(LineText.result(app))
                guard let line = ask("Play again? (y/n)") else { return quit(app, "input ended") }
                effects = line.lowercased().hasPrefix("y") ? app.handle(.key(.character("y"))) : [.quit]
            }
        }
        return quit(app, "bye")
    }

    /// Writes the prompt and reads a line, asking again while the line is blank (nothing typed
    /// yet is not a wrong answer); nil when input ends.
    private func ask(_ prompt: String) -> String? {
        while true {
            write(prompt)
            guard let line = readLine() else { return nil }
            let text = line.trimmed
            if !text.isEmpty { return text }
        }
    }

    private func answer(_ text: String, _ app: inout TableApp) -> [AppEffect] {
        switch text.lowercased() {
        case "q", "quit": return [.quit]
        case "h", "?", "help":
            write(LineText.help(handSize: app.view.hand.count, variant: app.config.players).joined(separator: "\n"))
            return []
        default: break
        }
        let hand = app.view.hand
        let card: Card? = Int(text).flatMap { hand.indices.contains($0 - 1) ? hand[$0 - 1] : nil } ?? Card(text)
        guard let card else {
            write("Not a card in your hand: \"\(String(text.prefix(20)))\". Type 1-\(hand.count) or a code such as \(hand[0].code).")
            return []
        }
        switch app.play(card: card) {
        case let .success(effects): return effects
        case let .failure(error):
            write("You cannot play that: \(error).")
            return []
        }
    }

    private func quit(_ app: TableApp, _ reason: String) -> TableApp {
        let score = app.screen.series
        write("Game over (\(reason)). Series: \(score.wins) won, \(score.draws) drawn, \(score.losses) lost.")
        return app
    }
}

/// The plain-text rendering of the person's view.
enum LineText {
    /// Help for line mode: the rules as the full screen tells them, then what to type here (the
    /// full screen's keys — arrows, Space — do nothing in a pipe).
    static func help(handSize: Int, variant: Variant) -> [String] {
        let numbers = (1...max(1, handSize)).map(String.init)
        let choice = numbers.count == 1 ? "1" : numbers.dropLast().joined(separator: ", ") + " or " + (numbers.last ?? "")
        let suits = Suit.allCases.map { "\($0.letter) \($0.name())" }.joined(separator: ", ")
        let faces = [Rank.asso, .fante, .cavallo, .re].map { "\($0.name()) \($0.rawValue)" }.joined(separator: ", ")
        return HelpPanel.text(variant, Glyphs(unicode: true)).prefix { !$0.hasPrefix("Keys:") } + [
            "What to type, one answer a line:",
            "  \(choice.rightPadded(10))  the card with that number in your hand",
            "  a card's code, such as 3D or 10b: its number, then its suit's letter",
            "              (\(suits); \(faces))",
            "  h or ?      this help",
            "  q quits, and so does the end of the input.",
            "After a game: y plays another, anything else quits.",
        ]
    }

    static func table(_ app: TableApp) -> String {
        let view = app.view
        var lines = ["Trump: \(view.trumpCard.name()) (\(view.trumpCard.code)) · stock: \(view.stockCount) · your points: \(view.ownPoints)"]
        if !view.table.isEmpty {
            let played = view.table.enumerated().map { "\(app.names[(view.leader + $0.offset) % view.variant.players]) played \($0.element.name()) (\($0.element.code))" }
            lines.append("Table: " + played.joined(separator: ", "))
        }
        let hand = view.hand.enumerated().map { "\($0.offset + 1)) \($0.element.name()) [\($0.element.code)]" }
        lines.append("Your hand: " + hand.joined(separator: "  "))
        return lines.joined(separator: "\n")
    }

    static func result(_ app: TableApp) -> String {
        let scores = app.finalScores.enumerated().map { side, points in
            "\(app.config.players == .four ? (side == 0 ? "your team" : "opponents") : app.names[side]) \(points)"
        }
        let outcome = switch app.result.outcome(for: app.config.players.side(of: 0)) {
        case .won: "You win"
        case .draw: "Draw"
        case .lost: "You lose"
        }
        return "Game \(app.gameNumber) over: \(outcome). Scores: " + scores.joined(separator: ", ") + "."
    }
}

extension String {
    var trimmed: String {
        var slice = Substring(self)
        while slice.first?.isWhitespace == true { slice.removeFirst() }
        while slice.last?.isWhitespace == true { slice.removeLast() }
        return String(slice)
    }
}
