import SafeAreaSimSupport
import Testing

@testable import SafeAreaSimScenes

/// What a hostile user tries on the command line: empty options, control characters, bytes
/// that are not UTF-8, files that cannot be read, stale pictures, impossible devices.
@Suite("Hostile command-line input")
struct HostileInputTests {
  /// A new folder name under /tmp; each test removes its folder when it ends.
  static func scratch() -> String {
    "/tmp/safearea-hostile-tests-\(UInt64.random(in: 0...UInt64.max))"
  }

  /// The JSON escape of a scalar value below U+10000: `\u202E`.
  static func jsonEscape(_ value: Int) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  static func device(name: String, insets: String = "") -> String {
    #"{"device": {"name": "\#(name)", "idiom": "phone", "size": [400, 800], "scale": 2"#
      + insets + #"}, "root": {"id": "a", "type": "controller"}}"#
  }

  @Test("an empty --svg is a usage error, not pictures written into /")
  func emptySVG() {
    for arguments in [["--svg", ""], ["--svg="]] {
      let result = CommandLineTool.runScene(text: DemoScene.json, arguments: arguments)
      #expect(result.code == 2)
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.contains("error: --svg needs a directory name, not an empty one."))
    }
  }

  @Test("control characters in an error message show as escapes on standard error")
  func controlsInErrors() {
    let result = CommandLineTool.runScene(
      text: #"{"root": {"id": "a\u0000b", "type": "controller"}}"#, arguments: [])
    #expect(result.code == 2)
    #expect(result.stderr.contains(#"root.id: The id 'a\u{0}b' must match"#))
    #expect(!result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }

  @Test("control characters in the text report show as escapes; JSON escapes them as JSON does")
  func controlsInReports() {
    let scene = Self.device(name: #"\u001b[2J\u001b[31mpwned\u0085\u007f\n"#)
    let text = CommandLineTool.runScene(text: scene, arguments: [])
    #expect(text.code == 0)
    #expect(text.stdout.hasPrefix(#"\u{1B}[2J\u{1B}[31mpwned\u{85}\u{7F}\u{A}: 400x800 points"#))
    #expect(!text.stdout.unicodeScalars.contains { VisibleText.isControl($0) && $0 != "\n" })
    let json = CommandLineTool.runScene(text: scene, arguments: ["--format", "json"])
    #expect(json.stdout.contains(#""name": "\u001b[2J\u001b[31mpwned\#u{85}\#u{7F}\n""#))
  }

  @Test("an SVG holds only characters XML 1.0 allows: the others show as escapes")
  func controlsInPictures() throws {
    let directory = Self.scratch()
    defer { FileSystem.removeTree(directory) }
    let scene = Self.device(name: #"a\u0001b\uffffc<"#)
    let result = CommandLineTool.runScene(text: scene, arguments: ["--svg", directory])
    #expect(result.code == 0, "\(result.stderr)")
    let svg = try #require(FileSystem.read("\(directory)/step-0.svg"))
    #expect(svg.contains(#"a\u{1}b\u{FFFF}c&lt;, portrait"#))
    #expect(
      svg.unicodeScalars.allSatisfy {
        VisibleText.isXMLCharacter($0) && !VisibleText.isControl($0) || $0 == "\n"
      })
  }

  @Test("a scene file that is not UTF-8 is an error saying at which byte")
  func invalidUTF8File() {
    let directory = Self.scratch()
    defer { FileSystem.removeTree(directory) }
    let path = "\(directory)/scene.json"
    let bytes = Array(#"{"device": "iPhone X"#.utf8) + [0xFF] + Array(#""}"#.utf8)
    #expect(FileSystem.write(bytes: bytes, to: path))
    let result = CommandLineTool.run(["run", path])
    #expect(result.code == 2)
    #expect(
      result.stderr.hasPrefix(
        "error: The scene file '\(path)' is not valid UTF-8, as JSON must be: invalid sequence "
          + "at byte offset 20 (bytes 0xFF 0x22 0x7D)."))
  }

  @Test(
    "the first byte that does not begin a well-formed UTF-8 sequence is found",
    arguments: [
      ([0x41, 0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0x98, 0x80], nil),  // A é € 😀
      ([0x41, 0x80], 1),  // a lone continuation byte
      ([0xC0, 0x80], 0),  // an overlong NUL
      ([0xE0, 0x80, 0x80], 0),  // an overlong three-byte form
      ([0x41, 0xED, 0xA0, 0x80], 1),  // a surrogate
      ([0xF4, 0x90, 0x80, 0x80], 0),  // above U+10FFFF
      ([0x41, 0x42, 0xE2, 0x82], 2),  // truncated at the end
      ([0xC3, 0x41], 0),  // a missing continuation
    ] as [([UInt8], Int?)])
  func utf8Validation(bytes: [UInt8], offset: Int?) {
    #expect(CommandLineTool.firstInvalidUTF8(in: bytes) == offset)
  }

  @Test("a directory or a missing scene file is an error with the path and the reason")
  func unreadableFiles() {
    let directory = Self.scratch()
    defer { FileSystem.removeTree(directory) }
    FileSystem.createDirectory(directory)
    let folder = CommandLineTool.run(["run", directory])
    #expect(folder.code == 2)
    #expect(
      folder.stderr.hasPrefix("error: Cannot read the scene file '\(directory)': is a directory."))
    let missing = CommandLineTool.run(["run", "\(directory)/none.json"])
    #expect(missing.code == 2)
    #expect(
      missing.stderr.hasPrefix(
        "error: Cannot read the scene file '\(directory)/none.json': no such file."))
  }

  @Test("tour takes no arguments or options")
  func tourArguments() {
    for arguments in [["tour", "extra"], ["tour", "--format", "json"], ["tour", "--svg", "x"]] {
      let result = CommandLineTool.run(arguments)
      #expect(result.code == 2, "\(arguments)")
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.contains("for 'tour': it takes no arguments or options."))
    }
    #expect(CommandLineTool.run(["tour"]).code == 0)
    #expect(CommandLineTool.run(["tour", "--help"]).code == 0)
  }

  @Test("--svg removes the step pictures of an earlier run, and only those")
  func stalePictures() throws {
    let directory = Self.scratch()
    defer { FileSystem.removeTree(directory) }
    let kept = ["step-x.svg", "step-.svg", "step-1a.svg", "notes.txt", "step-2.svg.bak"]
    for name in ["step-1.svg", "step-2.svg", "step-13.svg"] + kept {
      FileSystem.write("old", to: "\(directory)/\(name)")
    }
    let scene = #"{"root": {"id": "a", "type": "controller"}}"#
    let result = CommandLineTool.runScene(text: scene, arguments: ["--svg", directory])
    #expect(result.code == 0, "\(result.stderr)")
    let names = try #require(FileSystem.entries(of: directory)).sorted()
    #expect(names == (["step-0.svg"] + kept).sorted())
    #expect(FileSystem.read("\(directory)/step-0.svg")?.hasPrefix("<svg ") == true)
  }

  @Test("a custom device's insets must fit its screen in each orientation")
  func deviceInsetsFit() {
    let scene = Self.device(
      name: "Wide",
      insets: #", "safeAreaInsets": {"portrait": {"top": 500, "bottom": 301}, "#
        + #""landscape": {"left": 700, "right": 101, "top": 200, "bottom": 200}}"#)
    let result = CommandLineTool.runScene(text: scene, arguments: [])
    #expect(result.code == 2)
    #expect(
      result.stderr.contains(
        "device.safeAreaInsets.portrait: The top and bottom insets add up to 801, more than the "
          + "screen's height in portrait (800)."))
    #expect(
      result.stderr.contains(
        "device.safeAreaInsets.landscape: The left and right insets add up to 801, more than the "
          + "screen's width in landscape (800)."))
    #expect(!result.stderr.contains("landscape: The top and bottom"))
    let fitting = Self.device(
      name: "Full", insets: #", "safeAreaInsets": {"portrait": {"top": 400, "bottom": 400}}"#)
    #expect(CommandLineTool.runScene(text: fitting, arguments: []).code == 0)
  }

  @Test("an endless or huge scene file is an error once 64 MiB are read, not memory exhausted")
  func endlessFile() {
    let result = CommandLineTool.run(["run", "/dev/zero"])
    #expect(result.code == 2)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.hasPrefix("error: Cannot read the scene file '/dev/zero': larger than 64 MiB."))
  }

  @Test("a picture that cannot be written is an error with its path and the reason")
  func unwritablePictures() {
    let directory = Self.scratch()
    defer { FileSystem.removeTree(directory) }
    FileSystem.write("not a folder", to: "\(directory)/file")
    let result = CommandLineTool.runScene(
      text: DemoScene.json, arguments: ["--svg", "\(directory)/file"])
    #expect(result.code == 2)
    #expect(
      result.stderr.hasPrefix(
        "error: Cannot write '\(directory)/file/step-0.svg': a part of the path is not a "
          + "directory."))
  }

  @Test("bidirectional formatting characters show as escapes in the text report and on stderr")
  func bidiControls() {
    let marks = [
      0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068,
      0x2069,
    ]
    let name = "a" + marks.map(Self.jsonEscape).joined() + "b"
    let text = CommandLineTool.runScene(text: Self.device(name: name), arguments: [])
    #expect(text.code == 0, "\(text.stderr)")
    let shown = marks.map { "\\u{" + String($0, radix: 16, uppercase: true) + "}" }.joined()
    #expect(text.stdout.hasPrefix("a\(shown)b: 400x800 points"))
    #expect(!text.stdout.unicodeScalars.contains { marks.contains(Int($0.value)) })
    let json = CommandLineTool.runScene(
      text: Self.device(name: name), arguments: ["--format", "json"])
    #expect(json.stdout.contains("\u{202E}"))
    let error = CommandLineTool.runScene(
      text: #"{"root": {"id": "a\u202Eb", "type": "controller"}}"#, arguments: [])
    #expect(error.code == 2)
    #expect(error.stderr.contains(#"root.id: The id 'a\u{202E}b' must match"#))
    #expect(!error.stderr.unicodeScalars.contains("\u{202E}"))
    #expect(VisibleText.isControl("\u{2069}") && !VisibleText.isControl("\u{2065}"))
    #expect(!VisibleText.isControl("\u{200D}") && !VisibleText.isControl("\u{202F}"))
  }

  @Test("the value of an option before the command is never taken for the command")
  func optionValuesAreNotCommands() {
    let format = CommandLineTool.run(["--format", "help"])
    #expect(format.code == 2)
    #expect(format.stderr.contains("Unknown format 'help'"))
    let device = CommandLineTool.run(["--device", "run"])
    #expect(device.code == 2)
    #expect(device.stdout.isEmpty)
    #expect(CommandLineTool.commandIndex(in: ["--svg", "help"]) == nil)
    #expect(CommandLineTool.commandIndex(in: ["--svg", "run", "tour"]) == 2)
    #expect(CommandLineTool.commandIndex(in: ["--svg=x", "run"]) == 1)
    #expect(CommandLineTool.commandIndex(in: ["--format", "json", "devices"]) == 2)
    let devices = CommandLineTool.run(["--format", "json", "devices"])
    #expect(devices.code == 0)
    #expect(devices.stdout.hasPrefix("["))
  }
}
