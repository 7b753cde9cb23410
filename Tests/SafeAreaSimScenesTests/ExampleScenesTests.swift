import SafeAreaSim
import SafeAreaSimFixtures
import SafeAreaSimScenes
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The example scenes of `Documentation/Examples/Scenes`: each `<name>.json` runs through the
/// command line and its text and JSON reports must equal the committed `<name>.report.txt` and
/// `<name>.report.json`. `RECORD_GOLDENS=all` rewrites them (`failed` rewrites those that
/// differ, `missing`, the default, writes those that do not exist yet).
@Suite("Example scenes (Documentation/Examples/Scenes)")
struct ExampleScenesTests {
  @Test("each example's reports equal the committed ones", arguments: ExampleScenes.names)
  func reports(name: String) {
    let scene = ExampleScenes.scenePath(name)
    for format in ExampleScenes.Format.allCases {
      let result = CommandLineTool.run(["run", scene, "--format", format.rawValue])
      guard result.code == 0 else {
        let command = "safearea-sim run \(name).json --format \(format.rawValue)"
        Issue.record("\(command) exited \(result.code):\n\(result.stderr)")
        continue
      }
      if let problem = ExampleScenes.verify(
        result.stdout, against: ExampleScenes.reportPath(name, format), mode: .fromEnvironment)
      {
        Issue.record(Comment(rawValue: problem))
      }
    }
  }

  @Test(
    "each example also runs in landscape (--orientation landscapeLeft)",
    arguments: ExampleScenes.names)
  func landscape(name: String) throws {
    let scene = ExampleScenes.scenePath(name)
    let text = try #require(FileSystem.read(scene))
    let device = try SceneDecoder.decode(text).device
    let result = CommandLineTool.run(["run", scene, "--orientation", "landscapeLeft"])
    guard device.supports(.landscapeLeft) else {
      #expect(result.code == 2)
      #expect(
        result.stderr.contains("--orientation: \(device.name) does not support landscapeLeft."))
      return
    }
    #expect(result.code == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    let window = result.stdout.split(separator: "\n").first { $0.hasPrefix("  window ") }
    #expect(window?.contains(" landscapeLeft, ") == true, "step 0: \(window ?? "no window line")")
  }

  @Test("the examples are found")
  func examplesFound() {
    #expect(ExampleScenes.names.count >= 10, "in \(ExampleScenes.directory)")
    #expect(ExampleScenes.names.contains("device-tour-iphone-15-pro"))
  }
}

/// Where the examples are and how their reports are compared.
enum ExampleScenes {
  /// The report formats, each with its file suffix.
  enum Format: String, CaseIterable {
    case text, json

    var suffix: String { self == .text ? ".report.txt" : ".report.json" }
  }

  /// The package's root folder, found from this file's path.
  static let packageRoot: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/SafeAreaSimScenesTests/ExampleScenesTests.swift
    return parts.joined(separator: "/")
  }()

  /// `Documentation/Examples/Scenes`.
  static let directory = packageRoot + "/Documentation/Examples/Scenes"

  /// The examples' names (`<name>.json` without the extension), sorted.
  static let names: [String] = sceneFiles(in: directory)

  static func scenePath(_ name: String) -> String { "\(directory)/\(name).json" }

  static func reportPath(_ name: String, _ format: Format) -> String {
    "\(directory)/\(name)\(format.suffix)"
  }

  /// Compares a report with its committed file, recording as `mode` says.
  ///
  /// - Returns: `nil` when they are equal; otherwise what happened, with a line diff
  ///   (`−` expected, `+` actual). On a mismatch the actual report is also written to
  ///   `.build/examples-actual/`.
  static func verify(_ actual: String, against path: String, mode: GoldenRecordMode) -> String? {
    guard let expected = FileSystem.read(path) else {
      if mode == .never { return "No committed report at \(path) (RECORD_GOLDENS=never)." }
      FileSystem.write(actual, to: path)
      return "Recorded the missing report \(path); re-run the test."
    }
    guard expected != actual else { return nil }
    let diff = lineDiff(lines(expected), lines(actual))
    if mode == .all || mode == .failed {
      FileSystem.write(actual, to: path)
      return "Re-recorded \(path); re-run the test.\n\(diff)"
    }
    let file = path.split(separator: "/").last.map(String.init) ?? path
    let actualPath = packageRoot + "/.build/examples-actual/" + file
    let written = FileSystem.write(actual, to: actualPath)
    return "The report differs from \(path) (− expected, + actual)"
      + (written ? "; the actual report is at \(actualPath)" : "")
      + ". RECORD_GOLDENS=all rewrites the committed reports.\n\(diff)"
  }

  private static func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The `.json` files of a directory that are scenes, not reports.
  private static func sceneFiles(in directory: String) -> [String] {
    guard let handle = opendir(directory) else { return [] }
    defer { closedir(handle) }
    var names: [String] = []
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasSuffix(".json") && !name.hasSuffix(".report.json") {
        names.append(String(name.dropLast(".json".count)))
      }
    }
    return names.sorted()
  }
}
