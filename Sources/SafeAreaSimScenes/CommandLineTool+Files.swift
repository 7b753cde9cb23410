import SafeAreaSim
import SafeAreaSimSupport

extension CommandLineTool {
  /// The offset of the first byte that does not begin a well-formed UTF-8 sequence, or `nil`
  /// when all of `bytes` is UTF-8.
  ///
  /// Well-formed means as the Unicode Standard's table 3-7 defines it: no overlong forms, no
  /// surrogates, nothing above U+10FFFF, no truncated sequence.
  static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      let length: Int
      var second: ClosedRange<UInt8> = 0x80...0xBF
      switch lead {
      case 0x00...0x7F: length = 1
      case 0xC2...0xDF: length = 2
      case 0xE0: length = 3; second = 0xA0...0xBF
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: length = 3; second = 0x80...0x9F
      case 0xF0: length = 4; second = 0x90...0xBF
      case 0xF1...0xF3: length = 4
      case 0xF4: length = 4; second = 0x80...0x8F
      default: return index
      }
      guard index + length <= bytes.count else { return index }
      for offset in 1..<length {
        let range = offset == 1 ? second : 0x80...0xBF
        if !range.contains(bytes[index + offset]) { return index }
      }
      index += length
    }
    return nil
  }

  /// A scene's bytes as text (a success whose `stdout` is the text), or the usage error
  /// saying where they are not UTF-8.
  ///
  /// RFC 8259 requires JSON exchanged between systems to be UTF-8: the invalid bytes are an
  /// error rather than replaced.
  static func sceneText(_ bytes: [UInt8], from source: String) -> Result {
    guard let offset = firstInvalidUTF8(in: bytes) else {
      return .success(String(decoding: bytes, as: UTF8.self))
    }
    let shown = bytes[offset..<min(offset + 4, bytes.count)]
      .map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: " ")
    return .usageError(
      "error: \(source) is not valid UTF-8, as JSON must be: invalid sequence at byte offset "
        + "\(offset) (bytes \(shown)).", usage: .run)
  }

  /// The largest scene, in bytes, the command line reads: 64 MiB, far beyond any scene a
  /// person writes, so that a huge or endless input (`run /dev/zero`) is an error rather than
  /// a read until memory runs out.
  static let maximumSceneSize = 64 * 1_048_576

  /// Reads the scene of `path`, or standard input for `nil` or `-`: its text as a success's
  /// `stdout`, or the usage error saying why it cannot be read (more than
  /// ``maximumSceneSize`` bytes among the reasons).
  ///
  /// - Parameter standardInput: The bytes to take as standard input, or `nil` to read the
  ///   process's.
  static func readScene(_ path: String?, standardInput: [UInt8]? = nil) -> Result {
    guard let path, path != "-" else {
      if let standardInput {
        guard standardInput.count <= maximumSceneSize else {
          let reason = FileSystem.tooLarge(maximumSceneSize)
          return .usageError(
            "error: Cannot read the scene from standard input: \(reason).", usage: .run)
        }
        return sceneText(standardInput, from: "Standard input")
      }
      do {
        let bytes = try FileSystem.readStandardInputBytes(limit: maximumSceneSize)
        return sceneText(bytes, from: "Standard input")
      } catch {
        return .usageError(
          "error: Cannot read the scene from standard input: \(error.reason).", usage: .run)
      }
    }
    do {
      let bytes = try FileSystem.readBytes(path, limit: maximumSceneSize)
      return sceneText(bytes, from: "The scene file '\(path)'")
    } catch {
      return .usageError(
        "error: Cannot read the scene file '\(path)': \(error.reason).", usage: .run)
    }
  }

  /// Whether a file name is one of the pictures `--svg` writes: `step-<number>.svg`.
  static func isStepPicture(_ name: String) -> Bool {
    guard name.hasPrefix("step-"), name.hasSuffix(".svg") else { return false }
    let number = name.dropFirst("step-".count).dropLast(".svg".count)
    return !number.isEmpty && number.allSatisfy { ("0"..."9").contains($0) }
  }

  /// Writes one picture per step into `directory`, after removing the pictures of an earlier
  /// run there (`step-<number>.svg`, nothing else), so that none is left from a longer scene.
  ///
  /// - Returns: The usage error when a picture cannot be written, else `nil`.
  static func writePictures(_ svgs: [String], into directory: String) -> Result? {
    FileSystem.createDirectory(directory)
    for name in FileSystem.entries(of: directory) ?? [] where isStepPicture(name) {
      FileSystem.remove("\(directory)/\(name)")
    }
    for (index, svg) in svgs.enumerated() {
      do {
        try FileSystem.writeBytes(Array(svg.utf8), to: "\(directory)/step-\(index).svg")
      } catch {
        return .usageError("error: \(error.description)", usage: .run)
      }
    }
    return nil
  }

  /// Writes the HTML page of one run (``HTMLReport``), titled with the scene's file name (when
  /// it was read from one) and the run's device and orientation.
  ///
  /// - Returns: The usage error when the page cannot be written, else `nil`.
  static func writeHTML(_ report: SceneReport, options: RunOptions, to file: String) -> Result? {
    let scene = options.paths.first.flatMap { $0 == "-" ? nil : $0.split(separator: "/").last }
    let orientation = report.steps.first.map { ", " + $0.window.orientation.rawValue } ?? ""
    return writeHTML(
      runs: [(title: report.device.name + orientation, report: report)],
      pageTitle: scene.map { "SafeAreaSim: " + $0 } ?? "SafeAreaSim report", to: file)
  }

  /// Writes one HTML page showing `runs` side by side; returns the failure, if any.
  static func writeHTML(
    runs: [(title: String, report: SceneReport)], pageTitle: String, to file: String
  ) -> Result? {
    let page = HTMLReport.render(runs: runs, pageTitle: pageTitle)
    do {
      try FileSystem.writeBytes(Array(page.utf8), to: file)
    } catch {
      return .usageError("error: \(error.description)")
    }
    return nil
  }
}
