import SafeAreaSimFixtures
import SafeAreaSimScenes

/// The fuzzer's entry point: one input through `safearea-sim run`, with the invariants every
/// input must satisfy.
///
/// The `safearea-fuzz` target calls it for each input libFuzzer generates, and the regression
/// tests call it (through the replaying `safearea-fuzz` executable) for each input the fuzzer
/// once broke. The bytes are read as UTF-8 text, invalid sequences replaced, and run three
/// times through ``CommandLineTool/runScene(text:arguments:)``: the JSON report, the text
/// report in landscape with appearance events only, and the JSON report with SVG pictures.
/// Each run must
/// - end without a trap (a trap ends the process: libFuzzer reports it as a crash);
/// - exit with 0, or with 2 and a non-empty standard error listing the problems;
/// - on success, print a non-empty report and nothing on standard error; the JSON report must
///   parse again with ``JSONParser``.
/// The SVG run must end like the plain JSON run, with the same report.
public struct SceneFuzzCheck: Sendable {
  /// Where the SVG run writes its pictures; the directory is overwritten by every input.
  public var svgDirectory: String

  /// Creates a check that writes SVG pictures into `svgDirectory`.
  public init(svgDirectory: String) {
    self.svgDirectory = svgDirectory
  }

  /// Runs one input and returns the broken invariants, empty when all hold.
  public func violations(of bytes: [UInt8]) -> [String] {
    let text = String(decoding: bytes, as: UTF8.self)
    var problems: [String] = []
    let json = CommandLineTool.runScene(text: text, arguments: ["--format", "json"])
    problems += Self.violations(of: json, run: "--format json", parsesAsJSON: true)
    let textArguments = ["--orientation", "landscapeLeft", "--events", "appearance"]
    let report = CommandLineTool.runScene(text: text, arguments: textArguments)
    problems += Self.violations(
      of: report, run: textArguments.joined(separator: " "), parsesAsJSON: false)
    let svg = CommandLineTool.runScene(
      text: text, arguments: ["--format", "json", "--svg", svgDirectory])
    problems += Self.violations(of: svg, run: "--format json --svg", parsesAsJSON: true)
    if svg.code != json.code || (svg.code == 0 && svg.stdout != json.stdout) {
      problems.append("--svg: the run differs from the run without pictures")
    }
    return problems
  }

  private static func violations(
    of result: CommandLineTool.Result, run: String, parsesAsJSON: Bool
  ) -> [String] {
    switch result.code {
    case 0:
      var problems: [String] = []
      if result.stdout.isEmpty { problems.append("\(run): exit 0 with an empty report") }
      if !result.stderr.isEmpty {
        problems.append("\(run): exit 0 with standard error: \(result.stderr)")
      }
      if parsesAsJSON {
        do {
          _ = try JSONParser.parse(result.stdout)
        } catch {
          problems.append("\(run): the report is not valid JSON: \(error)")
        }
      }
      return problems
    case 2:
      let listed = result.stderr.contains { !$0.isWhitespace }
      return listed ? [] : ["\(run): exit 2 without problems on standard error"]
    default:
      return ["\(run): exit \(result.code), expected 0 or 2"]
    }
  }
}
