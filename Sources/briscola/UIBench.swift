import BriscolaApp
import ArgumentParser

/// `briscola bench ui`: how long the first frame takes (deal, render, encode) and a full redraw
/// at 80×24 (render and encode every row), without touching a terminal.
struct UIBench: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "ui", abstract: "Time to first frame and full redraw time at 80x24.")

    @Option(help: "Redraws to time.") var frames = 2000
    @Flag(help: "Print one JSON object.") var json = false

    func validate() throws {
        guard (1...1_000_000).contains(frames) else { throw ValidationError("--frames must be between 1 and 1000000") }
    }

    func run() throws {
        let result = UIBenchmark.run(frames: frames)
        print(json ? try JSONOutput.string(result)
            : "first frame: \(fixed(result.firstFrameMs, digits: 3)) ms; full redraw at 80×24: \(fixed(result.fullRedrawMs, digits: 3)) ms (\(frames) frames)")
    }
}
