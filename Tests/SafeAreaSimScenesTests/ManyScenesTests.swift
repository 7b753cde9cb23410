import SafeAreaSim
import SafeAreaSimSupport
import Testing

@testable import SafeAreaSimScenes

/// `safearea-sim run` on several scenes, devices and orientations (SCENE-FORMAT.md, "Many
/// scenes at once"): the order, JSON Lines, errors that do not stop the others, `--jobs`,
/// `--shard` and the pictures' folders.
@Suite("Many scenes at once")
struct ManyScenesTests {
  /// A navigation controller holding one controller, which the scene pushes onto it.
  static let pushScene =
    #"{"root": {"id": "nav", "type": "navigation", "viewControllers": [{"id": "A", "#
    + #""type": "controller"}]}, "actions": [{"do": "push", "on": "nav", "controller": "#
    + #"{"id": "B", "type": "controller"}}]}"#
  /// A tab bar controller, rotated to landscape.
  static let tabScene =
    #"{"root": {"id": "tabs", "type": "tab", "viewControllers": [{"id": "one", "type": "#
    + #""controller"}, {"id": "two", "type": "controller"}]}, "actions": [{"do": "rotate", "#
    + #""to": "landscapeLeft"}]}"#
  /// A scene with an unknown key: it never runs.
  static let badScene = #"{"root": {"id": "a", "type": "controller", "colour": 1}}"#
  /// A scene that fails while running: pushing a controller already on the stack.
  static let failingScene =
    #"{"root": {"id": "nav", "type": "navigation", "viewControllers": [{"id": "A", "#
    + #""type": "controller"}]}, "actions": [{"do": "push", "on": "nav", "controller": "A"}]}"#

  static let twoDevices = "iPhone 15 Pro,iPad Air 11-inch (M2)"

  /// A new folder holding the scenes, by file name; the caller removes it.
  static func folder(_ scenes: [(String, String)]) -> String {
    let directory = "/tmp/safearea-many-tests-\(UInt64.random(in: 0...UInt64.max))"
    for (name, text) in scenes { FileSystem.write(text, to: "\(directory)/\(name)") }
    return directory
  }

  /// The JSON Lines of a result, parsed.
  static func lines(_ result: CommandLineTool.Result) throws -> [JSONValue] {
    try result.stdout.split(separator: "\n").map { try JSONParser.parse(String($0)) }
  }

  /// The members of a JSON object, or none.
  static func members(_ value: JSONValue) -> [(String, JSONValue)] {
    if case .object(let members) = value { return members }
    return []
  }

  static func string(_ value: JSONValue, _ key: String) -> String? {
    if case .string(let text)? = members(value).first(where: { $0.0 == key })?.1 { return text }
    return nil
  }

  static func deviceName(_ value: JSONValue) -> String? {
    members(value).first { $0.0 == "device" }.flatMap { string($0.1, "name") }
  }

  @Test("reports come as JSON Lines in scene, device, orientation order, each as run alone")
  func jsonLinesOrder() throws {
    let directory = Self.folder([("push.json", Self.pushScene), ("tabs.json", Self.tabScene)])
    defer { FileSystem.removeTree(directory) }
    let paths = ["\(directory)/push.json", "\(directory)/tabs.json"]
    let result = CommandLineTool.run(
      ["run"] + paths + [
        "--device", Self.twoDevices, "--orientation", "landscapeRight,portrait", "--format",
        "json",
      ])
    #expect(result.code == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    let lines = try Self.lines(result)
    var expected: [(String, String, String)] = []
    for path in paths {
      for device in ["iPhone 15 Pro", "iPad Air 11-inch (M2)"] {
        for orientation in ["landscapeRight", "portrait"] {
          expected.append((path, device, orientation))
        }
      }
    }
    try #require(lines.count == expected.count)
    for (line, (path, device, orientation)) in zip(lines, expected) {
      #expect(Self.string(line, "scene") == path)
      #expect(Self.deviceName(line) == device)
      #expect(Self.string(line, "orientation") == orientation)
      #expect(Self.members(line).map(\.0).prefix(3) == ["scene", "device", "orientation"])
      // Without the two added members, the line is the report of the scene run alone.
      let alone = CommandLineTool.run([
        "run", path, "--device", device, "--orientation", orientation, "--format", "json",
      ])
      let report = JSONValue.object(
        Self.members(line).filter { $0.0 != "scene" && $0.0 != "orientation" })
      #expect(report == (try JSONParser.parse(alone.stdout)))
    }
  }

  @Test("--html with several runs writes one page with every run side by side")
  func batchHTML() throws {
    let directory = Self.folder([("push.json", Self.pushScene)])
    defer { FileSystem.removeTree(directory) }
    let page = "\(directory)/page.html"
    let result = CommandLineTool.run([
      "run", "\(directory)/push.json", "--device", Self.twoDevices, "--html", page,
    ])
    #expect(result.code == 0, "\(result.stderr)")
    let html = try #require(FileSystem.read(page))
    #expect(html.contains("push.json: iPhone 15 Pro, portrait"))
    #expect(html.contains("push.json: iPad Air 11-inch (M2), portrait"))
  }

  @Test("text reports are separated by a header line naming scene, device and orientation")
  func textHeaders() throws {
    let directory = Self.folder([("push.json", Self.pushScene)])
    defer { FileSystem.removeTree(directory) }
    let path = "\(directory)/push.json"
    let result = CommandLineTool.run(["run", path, "--orientation", "portrait,landscapeLeft"])
    #expect(result.code == 0, "\(result.stderr)")
    let portrait = CommandLineTool.run(["run", path, "--orientation", "portrait"]).stdout
    let landscape = CommandLineTool.run(["run", path, "--orientation", "landscapeLeft"]).stdout
    #expect(
      result.stdout
        == "==> \(path) on iPhone 15 Pro, portrait <==\n\(portrait)\n"
        + "==> \(path) on iPhone 15 Pro, landscapeLeft <==\n\(landscape)\n")
  }

  @Test("the output is the same whatever --jobs, and the library's runner agrees")
  func jobsDoNotChangeTheOutput() throws {
    let directory = Self.folder([("push.json", Self.pushScene), ("tabs.json", Self.tabScene)])
    defer { FileSystem.removeTree(directory) }
    let arguments = [
      "run", "\(directory)/push.json", "\(directory)/tabs.json", "--device", Self.twoDevices,
      "--orientation", "all", "--format", "json",
    ]
    let serial = CommandLineTool.run(arguments + ["--jobs", "1"])
    #expect(serial.code == 0)
    for jobs in ["2", "3", "64"] {
      #expect(CommandLineTool.run(arguments + ["--jobs", jobs]) == serial)
    }
    let scenes = try DeviceProfile.catalog.prefix(6).map { device in
      var scene = try SceneDecoder.decode(Self.tabScene)
      scene.device = device
      return scene
    }
    let alone = try scenes.map { try SceneRunner.run($0).json }
    let together = try SceneRunner.run(scenes, jobs: 2).map { try $0.get().json }
    #expect(together == alone)
  }

  @Test("a scene with problems does not stop the others; the exit status is 2")
  func errorsDoNotStopTheOthers() throws {
    let directory = Self.folder([
      ("push.json", Self.pushScene), ("bad.json", Self.badScene),
      ("fails.json", Self.failingScene), ("tabs.json", Self.tabScene),
    ])
    defer { FileSystem.removeTree(directory) }
    let names = ["push.json", "missing.json", "bad.json", "fails.json", "tabs.json"]
    let result = CommandLineTool.run(
      ["run"] + names.map { "\(directory)/\($0)" } + [
        "--device", Self.twoDevices, "--format",
        "json",
      ])
    #expect(result.code == 2)
    let pushed =
      "'A' is already on a stack or in a container: UIKit raises an exception for pushing it."
    let scenes = try Self.lines(result).map { Self.string($0, "scene") }
    #expect(
      scenes == ["push", "push", "tabs", "tabs"].map { "\(directory)/\($0).json" })
    #expect(
      result.stderr == """
        error: Cannot read the scene file '\(directory)/missing.json': no such file.
        \(directory)/bad.json: error: the scene has a problem:
          - root.colour: Unknown key 'colour' in a controller.
        \(directory)/fails.json on iPhone 15 Pro, portrait: error: the scene has a problem:
          - actions[0].controller: \(pushed)
        \(directory)/fails.json on iPad Air 11-inch (M2), portrait: error: the scene has a \
        problem:
          - actions[0].controller: \(pushed)

        """)
  }

  @Test("every device in every orientation skips the pairs a device does not support")
  func allDevicesAllOrientations() throws {
    let result = CommandLineTool.runScene(
      text: Self.tabScene,
      arguments: [
        "--device", "all", "--orientation", "all", "--format",
        "json",
      ])
    #expect(result.code == 0)
    // The device must support the orientation, and so must the root's controllers (UIKit's
    // default: no upside down on iPhone); an Apple TV runs once, labelled with the
    // orientation its window reports (it has none of its own).
    let pairs = DeviceProfile.catalog.flatMap { device in
      Orientation.allCases.filter { orientation in
        device.supports(orientation)
          && (device.idiom != .phone || orientation != .portraitUpsideDown)
          && (device.idiom != .tv || orientation == .portrait)
      }.map { (device.name, device.idiom == .tv ? "landscapeLeft" : $0.rawValue) }
    }
    #expect(pairs.contains { $0.1 == "landscapeLeft" && $0.0.hasPrefix("Apple TV") })
    let lines = try Self.lines(result)
    #expect(lines.map { Self.deviceName($0) ?? "" } == pairs.map(\.0))
    #expect(lines.map { Self.string($0, "orientation") ?? "" } == pairs.map(\.1))
    let skipped = DeviceProfile.catalog.count * Orientation.allCases.count - pairs.count
    #expect(skipped > 0)
    #expect(
      result.stderr.hasPrefix(
        "note: skipped \(skipped) of \(DeviceProfile.catalog.count * 4) runs: their device, or "
          + "the scene's root controller (its supportedInterfaceOrientations), does not support "
          + "the orientation"))
  }

  @Test("an orientation no listed device supports is an error, not an empty success")
  func nothingLeftToRun() throws {
    let phones = DeviceProfile.catalog.filter {
      $0.idiom == .phone && !$0.supports(.portraitUpsideDown)
    }.prefix(2).map(\.name)
    try #require(phones.count == 2)
    let result = CommandLineTool.runScene(
      text: Self.tabScene,
      arguments: ["--device", phones.joined(separator: ","), "--orientation", "portraitUpsideDown"])
    #expect(result.code == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("note: skipped 2 of 2 runs"))
    #expect(result.stderr.contains("error: no device asked for supports an orientation asked for."))
    #expect(result.stderr.contains("USAGE: safearea-sim run"))
  }

  @Test("the shards of a run interleave and together make the whole run", arguments: [1, 2, 3, 5])
  func shards(count: Int) throws {
    let arguments = ["--device", Self.twoDevices, "--orientation", "all", "--format", "json"]
    let whole = CommandLineTool.runScene(text: Self.pushScene, arguments: arguments)
    let all = whole.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    // The runs as listed, before the unsupported pairs are skipped.
    let runs = [DeviceProfile.iPhone15Pro, try DeviceProfile.named("iPad Air 11-inch (M2)")]
      .flatMap { device in Orientation.allCases.map { device.supports($0) } }
    var gathered: [[Substring]] = Array(repeating: [], count: runs.count)
    for index in 1...count {
      let shard = CommandLineTool.runScene(
        text: Self.pushScene, arguments: arguments + ["--shard", "\(index)/\(count)"])
      #expect(shard.code == 0)
      var lines = shard.stdout.split(separator: "\n")[...]
      for position in runs.indices where position % count == index - 1 && runs[position] {
        gathered[position] = [lines.popFirst() ?? "missing"]
      }
      #expect(lines.isEmpty)
    }
    #expect(gathered.flatMap { $0 } + [""] == all)
  }

  @Test("the demo runs as a batch too, named demo")
  func demoBatch() {
    let result = CommandLineTool.run(["--orientation", "portrait,landscapeLeft", "--events=none"])
    #expect(result.code == 0)
    let headers = result.stdout.split(separator: "\n").filter { $0.hasPrefix("==>") }
    #expect(
      headers == [
        "==> demo on iPhone 15 Pro, portrait <==", "==> demo on iPhone 15 Pro, landscapeLeft <==",
      ])
  }

  @Test("standard input is one of the scenes, named -")
  func standardInputInABatch() throws {
    let directory = Self.folder([("tabs.json", Self.tabScene)])
    defer { FileSystem.removeTree(directory) }
    let result = CommandLineTool.run(
      ["run", "-", "\(directory)/tabs.json", "--format", "json"],
      standardInput: Array(Self.pushScene.utf8))
    #expect(result.code == 0, "\(result.stderr)")
    #expect(
      try Self.lines(result).map { Self.string($0, "scene") } == ["-", "\(directory)/tabs.json"])
  }

  @Test("--svg writes each run's pictures into <dir>/<scene>/<device>/<orientation>/")
  func pictureFolders() {
    let directory = Self.folder([("push.json", Self.pushScene), ("tabs.json", Self.tabScene)])
    defer { FileSystem.removeTree(directory) }
    let result = CommandLineTool.run([
      "run", "\(directory)/push.json", "\(directory)/tabs.json", "--device", Self.twoDevices,
      "--orientation", "portrait,landscapeLeft", "--svg", "\(directory)/pictures",
    ])
    #expect(result.code == 0, "\(result.stderr)")
    for scene in ["push", "tabs"] {
      for device in ["iPhone 15 Pro", "iPad Air 11-inch (M2)"] {
        for orientation in ["portrait", "landscapeLeft"] {
          let folder = "\(directory)/pictures/\(scene)/\(device)/\(orientation)"
          #expect(FileSystem.entries(of: folder)?.sorted() == ["step-0.svg", "step-1.svg"])
        }
      }
    }
  }

  @Test("--svg refuses two scenes whose pictures would share a folder")
  func pictureFolderClash() {
    let directory = Self.folder([("a/x.json", Self.pushScene), ("b/x.json", Self.tabScene)])
    defer { FileSystem.removeTree(directory) }
    let result = CommandLineTool.run([
      "run", "\(directory)/a/x.json", "\(directory)/b/x.json", "--svg", "\(directory)/pictures",
    ])
    #expect(result.code == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("would share 'x': rename one"))
    #expect(FileSystem.entries(of: "\(directory)/pictures") == nil)
  }
}
