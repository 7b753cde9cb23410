import SafeAreaSim
import SafeAreaSimSupport

extension CommandLineTool {
  /// One run of a batch: a scene on a device in an orientation (`nil`: the scene's own).
  struct BatchRun {
    var source: Int
    var device: DeviceProfile?
    var orientation: Orientation?
  }

  /// Runs a batch (SCENE-FORMAT.md, "Many scenes at once"): each scene on each device of the
  /// matrix in each orientation, in that order, `--jobs` at once, the runs of `--shard` only.
  ///
  /// Each scene is read and decoded once. A problem with one scene goes to standard error
  /// with its file (and its device and orientation when it fails while running) and makes the
  /// exit status 2; the other reports are still written, in the batch's order.
  static func runBatch(
    _ sources: [SceneSource], matrix: Matrix, options: RunOptions, standardInput: [UInt8]?
  ) -> Result {
    var errors: [String] = []
    if options.svgDirectory != nil, let clash = folderClash(sources) {
      return .usageError("error: " + clash, usage: .run)
    }
    // 1. The runs, in order, and this shard's share of them.
    var runs: [BatchRun] = []
    var position = 0
    for source in sources.indices {
      for device in matrix.devices.map({ $0.map(Optional.some) }) ?? [nil] {
        for orientation in matrix.orientations.map({ $0.map(Optional.some) }) ?? [nil] {
          if options.shard?.contains(position) ?? true {
            runs.append(BatchRun(source: source, device: device, orientation: orientation))
          }
          position += 1
        }
      }
    }
    // 2. The scenes those runs need, each read and decoded once.
    let needed = Set(runs.map(\.source))
    var texts: [Int: String] = [:]
    for index in sources.indices where needed.contains(index) {
      switch sources[index] {
      case .text(_, let text): texts[index] = text
      case .file(let path): texts[index] = readText(readScene(path), errors: &errors)
      case .standardInput:
        texts[index] = readText(readScene(nil, standardInput: standardInput), errors: &errors)
      }
    }
    var overrides = SceneDecoder.Overrides(
      device: matrix.devices?.first?.name ?? options.device,
      orientation: matrix.orientations?.first?.rawValue ?? options.orientation)
    overrides.checksOrientationSupport = !matrix.isBatch
    let decodeOrder = texts.keys.sorted()
    let decodeTexts = decodeOrder.map { texts[$0] ?? "" }
    let decodeOverrides = overrides
    let decoded = SceneRunner.concurrentMap(
      count: decodeOrder.count, jobs: options.jobs ?? Processors.online
    ) { index -> Swift.Result<Scene, SceneError> in
      Swift.Result { () throws(SceneError) in
        try SceneDecoder.decode(decodeTexts[index], overrides: decodeOverrides)
      }
    }
    var scenes: [Int: Scene] = [:]
    for (index, result) in zip(decodeOrder, decoded) {
      switch result {
      case .success(let scene): scenes[index] = scene
      case .failure(let error): errors.append(located(error, in: sources[index].name))
      }
    }
    // 3. The runs whose device supports their orientation, played `--jobs` at once.
    var playable: [(run: BatchRun, scene: Scene)] = []
    var skipped = 0
    for run in runs {
      guard var scene = scenes[run.source] else { continue }
      if let device = run.device { scene.device = device }
      if let orientation = run.orientation { scene.orientation = orientation }
      guard scene.device.supports(scene.orientation),
        scene.root.startingOrientations(on: scene.device).contains(scene.orientation)
      else {
        skipped += 1
        continue
      }
      // Apple TV has no orientations: one run, in the first orientation asked for.
      if scene.device.idiom == .tv, let orientations = matrix.orientations,
        scene.orientation != orientations.first
      {
        skipped += 1
        continue
      }
      playable.append((run, scene))
    }
    let reports = SceneRunner.run(
      playable.map(\.scene), events: options.events, jobs: options.jobs ?? Processors.online)
    // 4. The reports in order, the errors of the runs that failed.
    var output = ""
    var pageRuns: [(title: String, report: SceneReport)] = []
    for ((run, scene), result) in zip(playable, reports) {
      let name = sources[run.source].name
      // Apple TV has no orientations: its run is labelled as its window reports it, always
      // landscapeLeft (`Window` gives a TV window that orientation), whether it ran or failed.
      let orientation =
        (scene.device.idiom == .tv ? Orientation.landscapeLeft : scene.orientation).rawValue
      switch result {
      case .failure(let error):
        errors.append(located(error, in: "\(name) on \(scene.device.name), \(orientation)"))
      case .success(let report):
        if let directory = options.svgDirectory {
          let folder = [directory, folderName(name), folderName(scene.device.name), orientation]
            .joined(separator: "/")
          if let failure = writePictures(ScenePicture.svgs(for: report), into: folder) {
            errors.append(withoutFooter(failure.stderr))
            continue
          }
        }
        output += batchEntry(report, scene: name, orientation: orientation, format: options.format)
        pageRuns.append(("\(name): \(report.device.name), \(orientation)", report))
      }
    }
    // One page for the whole batch: the runs side by side on one timeline.
    if let file = options.htmlFile, !pageRuns.isEmpty,
      let failure = writeHTML(
        runs: pageRuns, pageTitle: "SafeAreaSim: \(pageRuns.count) runs", to: file)
    {
      errors.append(withoutFooter(failure.stderr))
    }
    var stderr = errors.joined()
    if skipped > 0 {
      stderr +=
        "note: skipped \(skipped) of \(runs.count) runs: their device, or the scene's root "
        + "controller (its supportedInterfaceOrientations), does not support the orientation, "
        + "or the device is an Apple TV, which runs once ('safearea-sim devices --format json' "
        + "shows each device's orientations).\n"
      if playable.isEmpty && errors.isEmpty {
        stderr += "error: no device asked for supports an orientation asked for.\n"
        return Result(stdout: "", stderr: stderr + Usage.run.footer, code: 2)
      }
    }
    var code: Int32 = errors.isEmpty ? 0 : 2
    if let severity = options.failOn,
      let failure = failingDiagnostics(
        pageRuns.map(\.report), at: severity, runNames: pageRuns.map(\.title))
    {
      stderr += failure
      if code == 0 { code = 1 }
    }
    return Result(stdout: output, stderr: stderr, code: code)
  }

  /// One report of a batch: a JSON line with `scene` and `orientation` added, or the text
  /// report under a header naming the run.
  static func batchEntry(
    _ report: SceneReport, scene: String, orientation: String, format: String
  ) -> String {
    guard format == "json" else {
      return "==> \(scene) on \(report.device.name), \(orientation) <==\n" + report.text + "\n"
    }
    guard case .object(let members) = report.json else { return report.json.serialized() + "\n" }
    var line: [(String, JSONValue)] = [("scene", .string(scene))]
    for member in members {
      line.append(member)
      if member.0 == "device" { line.append(("orientation", .string(orientation))) }
    }
    return JSONValue.object(line).serialized() + "\n"
  }

  /// The text of a read, or `nil` after adding its error.
  private static func readText(_ read: Result, errors: inout [String]) -> String? {
    guard read.code == 0 else {
      errors.append(withoutFooter(read.stderr))
      return nil
    }
    return read.stdout
  }

  /// A scene error with the run it belongs to: `A.json: error: the scene has a problem: ...`.
  static func located(_ error: SceneError, in place: String) -> String {
    VisibleText.lines("\(place): \(error.description)") + "\n"
  }

  /// The folder a scene's or device's pictures go in: its name without a `.json` extension
  /// or a directory, `/` never part of it.
  static func folderName(_ name: String) -> String {
    var base = name.split(separator: "/").last.map(String.init) ?? name
    if base.hasSuffix(".json") { base.removeLast(".json".count) }
    if base == "-" { base = "stdin" }
    return base.isEmpty || base == "." || base == ".." ? "scene" : base
  }

  /// The error for two scenes whose pictures would go into the same folder, or `nil`.
  static func folderClash(_ sources: [SceneSource]) -> String? {
    var seen: [String: String] = [:]
    for source in sources {
      let folder = folderName(source.name)
      if let other = seen[folder] {
        return "--svg with several scenes writes each into <dir>/<scene>/<device>/<orientation>/, "
          + "and '\(other)' and '\(source.name)' would share '\(folder)': rename one, or run "
          + "them with different --svg directories."
      }
      seen[folder] = source.name
    }
    return nil
  }

  /// An error's text without the usage footer: in a batch, the problem is a file, not the
  /// command line.
  private static func withoutFooter(_ text: String) -> String {
    let footer = Usage.run.footer
    return text.hasSuffix(footer) ? String(text.dropLast(footer.count)) : text
  }
}
