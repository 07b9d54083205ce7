import BriscolaApp
import ArgumentParser

/// `briscola bench ui`: how long the first frame takes (deal, render, encode) and a full redraw
/// at 80×24 (render and encode every row), without touching a terminal.
struct UIBench: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "ui", abstract: CommandLanguage.words(.aboutBenchUI)) }

    @Option(parsing: .unconditional, help: .phrase(.benchFrames)) var frames = 2000
    @Flag(help: .phrase(.optJsonObject)) var json = false

    func validate() throws {
        guard (1...1_000_000).contains(frames) else { throw ValidationError.between("--frames", 1, 1_000_000) }
    }

    func run() throws {
        let result = UIBenchmark.run(frames: frames)
        Output.result(json: json, json ? try JSONOutput.string(result) : result.text(CommandLanguage.text, frames: frames))
    }
}
