import SafeAreaSimFixtures
import SafeAreaSimScenes
import Testing

/// The command line without a command: the built-in demo, with `run`'s options.
@Suite("Command line: the demo takes run's options")
struct DemoOptionsTests {
  /// The demo run as an explicit scene with the same options.
  static func demoAsScene(_ arguments: [String]) -> CommandLineTool.Result {
    CommandLineTool.runScene(text: DemoScene.json, arguments: arguments)
  }

  @Test("no arguments print the demo's text report")
  func bareDemo() {
    let result = CommandLineTool.run([])
    #expect(result.code == 0)
    #expect(result.stdout == Self.demoAsScene([]).stdout)
    #expect(result.stdout.hasPrefix("iPhone 15 Pro: "))
  }

  @Test("--format json without a command prints the demo's JSON report")
  func jsonFormat() {
    let result = CommandLineTool.run(["--format", "json"])
    #expect(result.code == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.hasPrefix("{"))
    #expect(result.stdout == Self.demoAsScene(["--format", "json"]).stdout)
    #expect(CommandLineTool.run(["--format=json"]).stdout == result.stdout)
  }

  @Test("several options without a command all apply to the demo")
  func severalOptions() {
    let arguments = ["--events", "none", "--format", "json", "--orientation", "landscapeRight"]
    let result = CommandLineTool.run(arguments)
    #expect(result.code == 0, "\(result.stderr)")
    #expect(result.stdout == Self.demoAsScene(arguments).stdout)
    #expect(result.stdout.contains(#""orientation": "landscapeRight""#))
    #expect(!result.stdout.contains(#""event": "viewDidLoad""#))
  }

  @Test("--svg DIR without a command writes one picture per step of the demo")
  func svgDirectory() throws {
    let scratch = "/tmp/safearea-sim-tests-\(UInt64.random(in: 0...UInt64.max))"
    defer { FileSystem.removeTree(scratch) }
    let directory = "\(scratch)/demo"
    let result = CommandLineTool.run(["--svg", directory])
    #expect(result.code == 0, "\(result.stderr)")
    #expect(result.stdout == Self.demoAsScene([]).stdout)
    for step in 0..<4 {
      let svg = try #require(FileSystem.read("\(directory)/step-\(step).svg"))
      #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    }
    #expect(FileSystem.read("\(directory)/step-4.svg") == nil)
  }

  @Test("a bad option without a command is a usage error, not an unknown command")
  func badOption() {
    let result = CommandLineTool.run(["--format", "yaml"])
    #expect(result.code == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("Unknown format 'yaml'. Use text or json."))
    #expect(!result.stderr.contains("Unknown command"))
  }

  @Test("the demo takes no scene file")
  func noSceneFile() {
    let result = CommandLineTool.run(["--format", "json", "-"])
    #expect(result.code == 2)
    #expect(result.stderr.contains("the demo runs without a scene"))
  }

  @Test("options before a command still belong to the command")
  func optionsBeforeCommand() {
    let result = CommandLineTool.run(["--format", "json", "devices"])
    #expect(result.code == 0)
    #expect(result.stdout.hasPrefix("["))
  }
}
