import SafeAreaSim
import SafeAreaSimScenes

extension BenchmarkSuite {
  /// The titles of the scene results.
  enum SceneTitle {
    static let decode = "Scene from JSON: decode (custom containers)"
    static let run = "Scene from JSON: run, no events (custom containers)"
  }

  /// A scene of ``sceneControllerCount`` controllers, generated as JSON text, decoded with
  /// `SceneDecoder.decode(_:)` and played with `SceneRunner.run(_:events: .none)`: a custom
  /// container holding 100 custom containers of plain controllers, each framed as a tile
  /// (the JSON nests three levels, far from the parser's limit of 512). The script rotates
  /// the screen once, so the run builds, shows and reports the scene, then lays it out again
  /// and reports it again.
  mutating func addSceneBenchmarks() {
    let controllers = sceneControllerCount
    let text = SceneText.tiles(controllers: controllers)
    add(
      Benchmark(
        title: "Scene from JSON: decode / run",
        phases: [
          .init(title: SceneTitle.decode, nodes: text.controllers),
          .init(title: SceneTitle.run, nodes: text.controllers),
        ],
        size: text.controllers, samples: options.isQuick ? 11 : 5, warmups: 1,
        setup: { text.json },
        run: { json, stopwatch in
          let scene: Scene
          do {
            scene = try stopwatch.measure(0) { try SceneDecoder.decode(json) }
          } catch {
            preconditionFailure("The generated scene does not decode: \(error)")
          }
          let report: SceneReport
          do {
            report = try stopwatch.measure(1) { try SceneRunner.run(scene, events: .none) }
          } catch {
            preconditionFailure("The generated scene does not run: \(error)")
          }
          precondition(report.steps.count == 2, "The scene's report has \(report.steps.count) steps.")
          blackHole(report)
        },
        notes: {
          Benchmark.Notes(
            metrics: [("json_bytes", Double(text.json.utf8.count))],
            text: "Scene of \(grouped(text.controllers)) controllers: "
              + "\(fixed(Double(text.json.utf8.count) / 1_048_576, digits: 2)) MiB of JSON.")
        }))
  }
}

/// Generated scene documents.
enum SceneText {
  /// A scene of about `controllers` controllers: a custom container (the root) holding
  /// `groups` custom containers that fill it, each holding plain controllers framed as tiles
  /// of a 10 x 10 grid (tiles beyond 100 overlap).
  ///
  /// - Returns: The JSON text and the exact number of controllers.
  static func tiles(controllers: Int) -> (json: String, controllers: Int) {
    let groups = 100
    let perGroup = Swift.max(1, controllers / groups - 1)
    var json = #"{"device": "iPhone 15 Pro", "root": {"id": "root", "type": "custom", "children": ["#
    for group in 0..<groups {
      if group > 0 { json += "," }
      json += #"{"id": "g\#(group)", "type": "custom", "children": ["#
      for item in 0..<perGroup {
        if item > 0 { json += "," }
        let column = item % 10
        let row = (item / 10) % 10
        json +=
          #"{"id": "c\#(group)_\#(item)", "type": "controller", "#
          + #""frame": [\#(column * 39), \#(row * 85), 39, 85]}"#
      }
      json += "]}"
    }
    json += #"]}, "actions": [{"do": "rotate", "to": "landscapeLeft"}]}"#
    return (json, 1 + groups + groups * perGroup)
  }
}
