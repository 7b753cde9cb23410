import SafeAreaSim
import SafeAreaSimScenes

extension BenchmarkSuite {
  /// The titles of the batch results.
  enum SceneBatchTitle {
    static let one = "Scenes at once: run, jobs 1 (small scenes)"
    static let two = "Scenes at once: run, jobs 2 (small scenes)"
  }

  /// The number of scenes each batch plays.
  var sceneBatchCount: Int { options.isQuick ? 32 : 128 }

  /// What `safearea-sim run` does with many scenes: ``sceneBatchCount`` small generated
  /// scenes (``SceneText/small(index:)``), decoded once in setup, played with
  /// `SceneRunner.run(_:events:jobs:)` with every callback reported, on one job and then on
  /// two.
  ///
  /// `ns/node` is the time per scene; the note gives scenes per second for each and the
  /// speed-up, which is 2 at best on two free cores.
  mutating func addSceneBatchBenchmarks() {
    let count = sceneBatchCount
    let timings = BatchTimings()
    add(
      Benchmark(
        title: "Scenes at once: jobs 1 / jobs 2 (small scenes)",
        phases: [
          .init(title: SceneBatchTitle.one, nodes: count),
          .init(title: SceneBatchTitle.two, nodes: count),
        ],
        size: count, samples: options.isQuick ? 5 : 9, warmups: BatchTimings.warmups,
        setup: {
          (0..<count).map { index in
            do {
              return try SceneDecoder.decode(SceneText.small(index: index))
            } catch {
              preconditionFailure("The generated scene \(index) does not decode: \(error)")
            }
          }
        },
        run: { scenes, stopwatch in
          let one = stopwatch.measure(0) { SceneRunner.run(scenes, events: .all, jobs: 1) }
          let two = stopwatch.measure(1) { SceneRunner.run(scenes, events: .all, jobs: 2) }
          timings.record(one: stopwatch.elapsed[0], two: stopwatch.elapsed[1])
          precondition(
            one.count == count && two.count == count
              && zip(one, two).allSatisfy { pair in
                guard case .success(let a) = pair.0, case .success(let b) = pair.1 else {
                  return false
                }
                return a.json == b.json
              },
            "The scenes played on two jobs disagree with those played on one, or failed.")
          blackHole(two)
        },
        notes: {
          let one = Double(count) / timings.median(\.one)
          let two = Double(count) / timings.median(\.two)
          return Benchmark.Notes(
            metrics: [("scenes_per_second_jobs_1", one), ("scenes_per_second_jobs_2", two)],
            text: "\(count) scenes: \(fixed(one, digits: 0)) scenes/s on one job, "
              + "\(fixed(two, digits: 0)) on two (x\(fixed(two / one, digits: 2))).")
        }))
  }
}

/// The durations of each sample of the batch benchmark, for its note.
final class BatchTimings {
  /// The iterations before the samples, which the note leaves out as the table does.
  static let warmups = 1
  var samples: [(one: Duration, two: Duration)] = []

  func record(one: Duration, two: Duration) { samples.append((one, two)) }

  /// The median of one column over the samples, in seconds.
  func median(_ column: KeyPath<(one: Duration, two: Duration), Duration>) -> Double {
    let sorted = samples.dropFirst(Self.warmups).map { $0[keyPath: column] }.sorted()
    guard !sorted.isEmpty else { return .nan }
    let (seconds, attoseconds) = sorted[sorted.count / 2].components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}

extension SceneText {
  /// A small scene of the kind a person writes, varied by `index`: a tab bar controller of
  /// one to three navigation controllers (one of them with a pushed controller), on a
  /// catalog phone or iPad chosen by the index, rotated, pushed onto and rotated back.
  static func small(index: Int) -> String {
    let devices = DeviceProfile.catalog.filter { $0.idiom != .tv }
    let device = devices[index % devices.count].name
    let tabs = 1 + index % 3
    var json = #"{"device": "\#(device)", "root": {"id": "tabs", "type": "tab", "#
    json += #""viewControllers": ["#
    for tab in 0..<tabs {
      if tab > 0 { json += ", " }
      json +=
        #"{"id": "nav\#(tab)", "type": "navigation", "viewControllers": [{"id": "#
        + #""list\#(tab)", "type": "controller", "#
        + #""additionalSafeAreaInsets": {"bottom": \#(index % 5)}}]}"#
    }
    json += #"]}, "actions": [{"do": "rotate", "to": "landscapeLeft"}, "#
    json += #"{"do": "push", "on": "nav0", "controller": {"id": "detail", "#
    json += #""type": "controller"}}, {"do": "rotate", "to": "portrait"}]}"#
    return json
  }
}
