import Testing

@testable import SafeAreaSimScenes

/// Every command-line error says what to do next: the valid values, a suggestion for a
/// misspelling, the command's usage line and where its help is.
@Suite("Command-line errors a newcomer can act on")
struct CommandLineErrorTests {
  /// The lines every usage error of `run` ends with.
  static let runFooter = """
    USAGE: safearea-sim run [<scene> ... | -] [--device <name>[,<name>...]|all]
                            [--orientation <orientation>[,<orientation>...]|all]
                            [--format text|json] [--events all|appearance|none]
                            [--svg <dir>] [--html <file>] [--jobs <n>] [--shard <i>/<n>]
                            [--fail-on error|warning]
    See 'safearea-sim run --help'.

    """

  struct Case: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    /// The error's message lines, before the usage footer.
    var message: String
    /// The usage footer.
    var footer: String = CommandLineTool.Usage.run.footer
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let cases: [Case] = [
    Case(
      arguments: ["run", "--devcie", "iPad"],
      message: """
        error: Unknown option '--devcie'. Did you mean '--device'? The options are \
        \(CommandLineTool.runOptionNames.joined(separator: ", ")).
        error: Unexpected argument 'iPad': the demo runs without a scene; use 'safearea-sim \
        run iPad' to run a scene.
        """),
    Case(
      arguments: ["run", "--orientation", "landscape"],
      message: """
        error: Unknown orientation 'landscape'. Did you mean 'landscapeLeft'? Use portrait, \
        portraitUpsideDown, landscapeLeft, landscapeRight, a comma-separated list of them or \
        all.
        """),
    Case(
      arguments: ["run", "--orientation", "portrait,landscapeleft"],
      message: """
        error: Unknown orientation 'landscapeleft'. Did you mean 'landscapeLeft'? Use \
        portrait, portraitUpsideDown, landscapeLeft, landscapeRight, a comma-separated list \
        of them or all.
        """),
    Case(
      arguments: ["run", "--device", "iPhone 15 Pri"],
      message: """
        error: Unknown device 'iPhone 15 Pri'. Did you mean 'iPhone 15 Pro'? 'safearea-sim \
        devices' lists the devices; --device also takes a comma-separated list or all.
        """),
    Case(
      arguments: ["run", "--device", "iPhone 15 Pro,Nokia 3310"],
      message: """
        error: Unknown device 'Nokia 3310'. 'safearea-sim devices' lists the devices.
        """),
    Case(
      arguments: ["run", "--device"],
      message: """
        error: --device needs a value. Give a device name ('safearea-sim devices' lists \
        them), a comma-separated list of names or all.
        """),
    Case(
      arguments: ["run", "scene.json", "--html"],
      message: """
        error: --html needs a value. Give the file to write the page into: --html report.html.
        """),
    Case(
      arguments: ["run", "--format", "yaml", "--events", "some"],
      message: """
        error: Unknown format 'yaml'. Use text or json.
        error: Unknown event selection 'some'. Use all, appearance or none.
        """),
    Case(
      arguments: ["run", "--jobs", "none", "--shard", "0/4"],
      message: """
        error: --jobs takes how many scenes to run at once, a whole number from 1; found \
        'none'.
        error: --shard 0/4 is out of range: slices count from 1, so use 1/4 to 4/4.
        """),
    Case(
      arguments: ["run", "--shard", "half"],
      message: """
        error: --shard takes <i>/<n>, the i-th of n slices counted from 1 (1/4, 2/4, 3/4, \
        4/4); found 'half'.
        """),
    Case(
      arguments: ["run", "-", "-"],
      message: "error: Standard input (-) can be read only once."),
    Case(
      arguments: ["run", "/nonexistent/scene.json"],
      message: "error: Cannot read the scene file '/nonexistent/scene.json': no such file."),
    Case(
      arguments: ["frobnicate"],
      message: "error: Unknown command 'frobnicate'. The commands are run, devices and tour.",
      footer: "USAGE: safearea-sim [<command>] [options]\nSee 'safearea-sim --help'.\n"),
    Case(
      arguments: ["rnu"],
      message: """
        error: Unknown command 'rnu'. Did you mean 'run'? The commands are run, devices and \
        tour.
        """,
      footer: "USAGE: safearea-sim [<command>] [options]\nSee 'safearea-sim --help'.\n"),
    Case(
      arguments: ["devices", "--verbose"],
      message: """
        error: Unexpected argument '--verbose' for 'devices'. Its options are --format and \
        --help.
        """,
      footer: """
        USAGE: safearea-sim devices [--format text|json]
        See 'safearea-sim devices --help'.

        """),
    Case(
      arguments: ["tour", "now"],
      message: "error: Unexpected argument 'now' for 'tour': it takes no arguments or options.",
      footer: "USAGE: safearea-sim tour\nSee 'safearea-sim tour --help'.\n"),
  ]

  @Test("each usage error gives the valid values, its command's usage and help", arguments: cases)
  func usageErrors(_ testCase: Case) {
    var arguments = testCase.arguments
    // The first case is the demo's: options without a command.
    if testCase.message.contains("the demo runs without a scene") { arguments.removeFirst() }
    let result = CommandLineTool.run(arguments, standardInput: [])
    #expect(result.code == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == testCase.message + "\n" + testCase.footer)
  }

  @Test("run's usage errors end with its usage line and the way to its help")
  func runFooter() {
    #expect(CommandLineTool.Usage.run.footer == Self.runFooter)
    for option in [
      "--device", "--orientation", "--format", "--events", "--svg", "--html", "--jobs",
      "--shard", "--fail-on",
    ] {
      #expect(CommandLineTool.runOptionNames.contains(option))
    }
  }

  @Test("the usage line in run's help is the one its errors show")
  func helpShowsTheUsage() {
    let help = CommandLineTool.run(["run", "--help"]).stdout
    #expect(help.hasPrefix(CommandLineTool.Usage.run.line + "\n\n"))
    for option in CommandLineTool.runOptionNames {
      #expect(help.contains(" \(option) "), "\(option) is missing from run's help")
    }
  }

  @Test("an unknown device in a scene file points at 'safearea-sim devices'")
  func unknownDeviceInAScene() {
    let result = CommandLineTool.run(
      ["run"], standardInput: Array(#"{"device": "iPhone 51", "root": {"id": "a"}}"#.utf8))
    #expect(result.code == 2)
    #expect(
      result.stderr == """
        error: the scene has 2 problems:
          - device: Unknown device 'iPhone 51'. Did you mean 'iPhone 11'? See 'safearea-sim \
        devices' (or DeviceProfile.catalog) for the names.
          - root.type: Missing required key 'type' in a controller.

        """)
  }
}

/// `safearea-sim run` without a file, or with `-`, reads the scene from standard input.
@Suite("Scenes from standard input")
struct StandardInputTests {
  @Test("run without a file and run - read standard input as a file would be read")
  func readsStandardInput() {
    let bytes = Array(DemoScene.json.utf8)
    let expected = CommandLineTool.runScene(text: DemoScene.json, arguments: ["--format", "json"])
    #expect(expected.code == 0)
    #expect(CommandLineTool.run(["run", "--format", "json"], standardInput: bytes) == expected)
    #expect(
      CommandLineTool.run(["run", "-", "--format", "json"], standardInput: bytes) == expected)
    #expect(CommandLineTool.run(["--format", "json", "run"], standardInput: bytes) == expected)
  }

  @Test("empty or invalid standard input is an error naming standard input")
  func badStandardInput() {
    let empty = CommandLineTool.run(["run"], standardInput: [])
    #expect(empty.code == 2)
    #expect(empty.stderr.hasPrefix("error: the scene has a problem:\n  - Malformed JSON"))
    let invalid = CommandLineTool.run(["run", "-"], standardInput: [0x7B, 0xFF, 0x7D])
    #expect(invalid.code == 2)
    #expect(
      invalid.stderr
        == "error: Standard input is not valid UTF-8, as JSON must be: invalid sequence at "
        + "byte offset 1 (bytes 0xFF 0x7D).\n" + CommandLineErrorTests.runFooter)
    let huge = [UInt8](repeating: 0x20, count: CommandLineTool.maximumSceneSize + 1)
    #expect(
      CommandLineTool.run(["run"], standardInput: huge).stderr.hasPrefix(
        "error: Cannot read the scene from standard input: larger than 64 MiB."))
  }
}
