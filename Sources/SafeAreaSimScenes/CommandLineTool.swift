import SafeAreaSim
import SafeAreaSimSupport

/// The `safearea-sim` command line, in-process: arguments in, output text and status out.
///
/// The executable only prints what this returns, so every command is tested without
/// launching a process.
public enum CommandLineTool {
  /// What a command printed and its exit status.
  public struct Result: Hashable, Sendable {
    /// Text for standard output.
    public var stdout: String
    /// Text for standard error.
    public var stderr: String
    /// The exit status: 0 on success, 1 when `--fail-on` finds a diagnostic, 2 on bad input or
    /// usage.
    public var code: Int32

    static func success(_ text: String) -> Result { Result(stdout: text, stderr: "", code: 0) }
    /// A usage error: the message, then what to do next, the command's usage line and where
    /// its help is.
    static func usageError(_ text: String, usage: Usage = .main) -> Result {
      Result(stdout: "", stderr: VisibleText.lines(text) + "\n" + usage.footer, code: 2)
    }
  }

  static let help = """
    USAGE: safearea-sim [<command>] [options]

    Simulates UIKit's safe-area model: devices, windows, views and their insets.

    COMMANDS:
      (none)       Run the built-in demo scene and print its report (a tab bar controller
                   holding a navigation controller and a chrome container with a side panel
                   and a bottom player around a scroll view, on an iPhone 15 Pro, then
                   rotated to landscape). Takes run's options: safearea-sim --svg DIR,
                   safearea-sim --format json.
      run          Run a scene file and print its report; or several, on several devices
                   and orientations (--device all --orientation all), as JSON Lines.
      devices      List the device catalog.
      tour         Show the device tour: the window safe area of a few devices in each
                   orientation.

    OPTIONS:
      -h, --help   Show help for the command.

    See 'safearea-sim <command> --help' for a command's options.

    """

  static let devicesHelp = """
    USAGE: safearea-sim devices [--format text|json]

    Lists every device of the catalog with its screen, scale, status bar and the window's
    safe area (top, left, bottom, right) in each orientation, the status bar in its default
    state. JSON lists an orientation the device does not support as null.

    OPTIONS:
      --format <format>   text (default) or json.
      -h, --help          Show this help.

    """

  /// Keep its USAGE lines equal to `Usage.run.line`, which usage errors show.
  static let runHelp = """
    USAGE: safearea-sim run [<scene> ... | -] [--device <name>[,<name>...]|all]
                            [--orientation <orientation>[,<orientation>...]|all]
                            [--format text|json] [--events all|appearance|none]
                            [--svg <dir>] [--html <file>] [--jobs <n>] [--shard <i>/<n>]
                            [--fail-on error|warning]

    Loads each scene (the format: Documentation/SafeAreaSim.docc/Articles/
    ScenesAndCommandLine.md), lays it out, performs each action followed by a layout pass, and
    reports what UIKit would show after each step. Without a scene file (or with -) the scene
    is read from standard input. Options may come in any order.

    OPTIONS:
      --device <name>          Use this device instead of the scene's (names as listed by
                               'safearea-sim devices'). A comma-separated list of names, or
                               all for the whole catalog, runs each scene on each device.
      --orientation <o>        portrait, portraitUpsideDown, landscapeLeft or landscapeRight
                               instead of the scene's. A comma-separated list, or all, runs
                               each scene in each orientation.
      --format <format>        text (default) or json.
      --events <selection>     all (default), appearance or none.
      --svg <dir>              Also write one SVG picture per step into this directory,
                               step-0.svg, step-1.svg...; the step pictures of an earlier
                               run there are removed first. With several runs, into
                               <dir>/<scene>/<device>/<orientation>/ for each run.
      --jobs <n>               Run n scenes at once (default: the number of processors).
                               The output is the same whatever n.
      --shard <i>/<n>          Run only the i-th of n interleaved slices of the runs, i from
                               1 to n: a CI matrix of n machines runs 1/n, 2/n ... n/n.
      --html <file>            Also write one self-contained HTML page: the steps as a
                               timeline (arrow keys step), each step's picture, every
                               controller, view and bar with its numbers (point at one to
                               highlight it in the picture), the callbacks and diagnostics.
      --fail-on <severity>     Exit with status 1 when a report has a diagnostic of this
                               severity: error, or warning (warnings and errors). The
                               reports are written as without it; standard error counts the
                               diagnostics and names the first.
      -h, --help               Show this help.

    SEVERAL RUNS:
      Several scenes, a list or all for --device or --orientation, or --shard make a batch:
      each scene runs on each listed device in each listed orientation, and the reports come
      in that order (scenes, then devices, then orientations) whatever --jobs. A text report
      then begins with a line '==> <scene> on <device>, <orientation> <=='; JSON becomes JSON
      Lines, one report per line with "scene" (the file) and "orientation" (the starting
      orientation) added. A device that does not support an orientation (no upside-down
      portrait on most iPhones) is skipped in it, and one note on standard error counts the
      runs skipped; it is an error only when nothing is left to run.

    Exit status: 0 on success; 1 with --fail-on when a report has a diagnostic of that
    severity; 2 when a scene has problems (each listed on standard error with its file and
    JSON path; the other scenes still run and their reports are written) or the arguments
    are wrong.

    """

  /// Runs the command line.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program name.
  ///   - standardInput: What `run` reads as standard input (a scene given as `-` or no file);
  ///     `nil`, the default, reads the process's standard input.
  /// - Returns: The output and exit status.
  public static func run(_ arguments: [String], standardInput: [UInt8]? = nil) -> Result {
    // Options may come before the command too: find the command word and keep the rest, in
    // order, as its arguments.
    if let first = arguments.first, first.hasPrefix("-"), first != "-h", first != "--help",
      let index = commandIndex(in: arguments)
    {
      var rest = arguments
      let command = rest.remove(at: index)
      return run([command] + rest, standardInput: standardInput)
    }
    guard let command = arguments.first else {
      return runScene(text: DemoScene.json, options: RunOptions())
    }
    // Options without a command are the demo's: `safearea-sim --svg DIR`.
    if command.hasPrefix("-"), command != "-h", command != "--help" {
      return runCommand(arguments, sceneText: DemoScene.json, isDemo: true)
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "-h", "--help", "help":
      return .success(help)
    case "devices":
      return devices(rest)
    case "tour":
      if rest.contains(where: { $0 == "-h" || $0 == "--help" }) {
        return .success("USAGE: safearea-sim tour\n\nShows the device tour. Takes no options.\n")
      }
      guard let unexpected = rest.first else { return .success(DeviceTour.text()) }
      return .usageError(
        "error: Unexpected argument '\(unexpected)' for 'tour': it takes no arguments or options.",
        usage: .tour)
    case "run":
      return runCommand(rest, standardInput: standardInput)
    default:
      var message = "Unknown command '\(command)'."
      if let suggestion = closestMatch(to: command, among: ["devices", "run", "tour"]) {
        message += " Did you mean '\(suggestion)'?"
      }
      message += " The commands are run, devices and tour."
      return .usageError("error: " + message)
    }
  }

  /// The options that take the next argument as their value (unless written `--option=value`).
  static let optionsWithValues: Set<String> = [
    "--device", "--orientation", "--format", "--events", "--svg", "--html", "--jobs", "--shard",
    "--fail-on",
  ]

  /// `run`'s options, in the order its help lists them, for errors to list and suggest.
  static let runOptionNames = [
    "--device", "--orientation", "--format", "--events", "--svg", "--html", "--jobs", "--shard",
    "--fail-on", "--help",
  ]

  /// The index of the command word among arguments that begin with options, or `nil`: the
  /// value of an option that takes one (`--svg help`) is never the command.
  static func commandIndex(in arguments: [String]) -> Int? {
    let commands: Set<String> = ["run", "devices", "tour", "help"]
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if commands.contains(argument) { return index }
      index += optionsWithValues.contains(argument) ? 2 : 1
    }
    return nil
  }

  private static func devices(_ arguments: [String]) -> Result {
    var format = "text"
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "-h", "--help":
        return .success(devicesHelp)
      case "--format":
        guard index + 1 < arguments.count else {
          return .usageError("error: --format needs a value: text or json.", usage: .devices)
        }
        format = arguments[index + 1]
        index += 2
      default:
        if argument.hasPrefix("--format=") {
          format = String(argument.dropFirst("--format=".count))
          index += 1
        } else {
          return .usageError(
            "error: Unexpected argument '\(argument)' for 'devices'. Its options are --format "
              + "and --help.", usage: .devices)
        }
      }
    }
    switch format {
    case "text": return .success(DeviceList.table())
    case "json": return .success(DeviceList.json().serialized(pretty: true) + "\n")
    default:
      return .usageError("error: Unknown format '\(format)'. Use text or json.", usage: .devices)
    }
  }

  struct RunOptions {
    /// The scene files in the order given; `-` is standard input.
    var paths: [String] = []
    var device: String?
    var orientation: String?
    var format = "text"
    var events = EventSelection.all
    var svgDirectory: String?
    var htmlFile: String?
    /// How many scenes run at once; `nil` for the number of processors.
    var jobs: Int?
    /// The slice of the runs to make, when `--shard` is given.
    var shard: Shard?
    /// The least severity of a diagnostic that makes the exit status 1 (`--fail-on`).
    var failOn: Diagnostic.Severity?
  }

  /// Parses `run`'s options and runs the scene: `sceneText` when given, else the file the
  /// arguments name (or standard input). The demo (`isDemo`) takes the options but no file.
  private static func runCommand(
    _ arguments: [String], sceneText: String? = nil, isDemo: Bool = false,
    standardInput: [UInt8]? = nil
  ) -> Result {
    var options = RunOptions()
    var index = 0
    var problems: [String] = []
    func value(_ option: String) -> String? {
      if index + 1 < arguments.count {
        index += 2
        return arguments[index - 1]
      }
      problems.append("\(option) needs a value. \(valueHint(for: option))")
      index += 1
      return nil
    }
    while index < arguments.count {
      var argument = arguments[index]
      var inline: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        inline = String(argument[argument.index(after: equals)...])
        argument = String(argument[..<equals])
      }
      func next(_ option: String) -> String? {
        if let inline {
          index += 1
          return inline
        }
        return value(option)
      }
      switch argument {
      case "-h", "--help":
        return .success(runHelp)
      case "--device":
        options.device = next(argument)
      case "--orientation":
        options.orientation = next(argument)
      case "--jobs":
        if let jobs = next(argument) { parseJobs(jobs, into: &options, problems: &problems) }
      case "--shard":
        if let shard = next(argument) { parseShard(shard, into: &options, problems: &problems) }
      case "--format":
        if let format = next(argument) {
          if format == "text" || format == "json" {
            options.format = format
          } else {
            problems.append("Unknown format '\(format)'. Use text or json.")
          }
        }
      case "--events":
        if let selection = next(argument) {
          if let events = EventSelection(rawValue: selection) {
            options.events = events
          } else {
            problems.append("Unknown event selection '\(selection)'. Use all, appearance or none.")
          }
        }
      case "--svg":
        if let directory = next(argument) {
          if directory.isEmpty {
            problems.append("--svg needs a directory name, not an empty one.")
          } else {
            options.svgDirectory = directory
          }
        }
      case "--fail-on":
        if let severity = next(argument) {
          if let parsed = Diagnostic.Severity(rawValue: severity) {
            options.failOn = parsed
          } else {
            problems.append(
              "Unknown severity '\(severity)' for --fail-on. \(valueHint(for: argument))")
          }
        }
      case "--html":
        if let file = next(argument) {
          if file.isEmpty {
            problems.append("--html needs a file name, not an empty one.")
          } else {
            options.htmlFile = file
          }
        }
      default:
        if argument == "-" || !argument.hasPrefix("-") {
          if isDemo {
            problems.append(
              "Unexpected argument '\(argument)': the demo runs without a scene; "
                + "use 'safearea-sim run \(argument)' to run a scene.")
          } else {
            options.paths.append(argument)
          }
          index += 1
        } else {
          var message = "Unknown option '\(argument)'."
          if let suggestion = closestMatch(to: argument, among: runOptionNames) {
            message += " Did you mean '\(suggestion)'?"
          }
          message += " The options are \(runOptionNames.joined(separator: ", "))."
          problems.append(message)
          index += 1
        }
      }
    }
    let matrix = resolveMatrix(options, problems: &problems)
    if options.paths.filter({ $0 == "-" }).count > 1 {
      problems.append("Standard input (-) can be read only once.")
    }
    guard problems.isEmpty else {
      return .usageError(problems.map { "error: " + $0 }.joined(separator: "\n"), usage: .run)
    }
    if options.paths.count > 1 || matrix.isBatch || options.shard != nil {
      let sources: [SceneSource] =
        if let sceneText {
          [.text(name: isDemo ? "demo" : "-", sceneText)]
        } else if options.paths.isEmpty {
          [.standardInput]
        } else {
          options.paths.map { $0 == "-" ? .standardInput : .file($0) }
        }
      return runBatch(sources, matrix: matrix, options: options, standardInput: standardInput)
    }
    if let sceneText { return runScene(text: sceneText, options: options) }
    let read = readScene(options.paths.first, standardInput: standardInput)
    guard read.code == 0 else { return read }
    return runScene(text: read.stdout, options: options)
  }

  /// Runs a scene given as text with `run`'s options (no scene path): for tests.
  public static func runScene(text: String, arguments: [String]) -> Result {
    var withInput = arguments
    withInput.removeAll { $0 == "-" }
    let parsed = runCommand(withInput, sceneText: text)
    return parsed
  }

  static func runScene(text: String, options: RunOptions) -> Result {
    let report: SceneReport
    do {
      let scene = try SceneDecoder.decode(
        text,
        overrides: SceneDecoder.Overrides(device: options.device, orientation: options.orientation))
      report = try SceneRunner.run(scene, events: options.events)
    } catch {
      return Result(stdout: "", stderr: VisibleText.lines(error.description) + "\n", code: 2)
    }
    if let directory = options.svgDirectory,
      let failure = writePictures(ScenePicture.svgs(for: report), into: directory)
    {
      return failure
    }
    if let file = options.htmlFile, let failure = writeHTML(report, options: options, to: file) {
      return failure
    }
    var result: Result
    switch options.format {
    case "json": result = .success(report.json.serialized(pretty: true) + "\n")
    default: result = .success(report.text)
    }
    if let severity = options.failOn, let failure = failingDiagnostics([report], at: severity) {
      result.stderr += failure
      result.code = 1
    }
    return result
  }

  /// The note `--fail-on` writes when some report has a diagnostic of `severity` or worse
  /// (`warning` takes errors too), or `nil` when none has: how many there are and the first,
  /// with its step (and, in a batch, its run: `runNames` holds each report's).
  static func failingDiagnostics(
    _ reports: [SceneReport], at severity: Diagnostic.Severity, runNames: [String]? = nil
  ) -> String? {
    var count = 0
    var first: (run: Int, step: Int, diagnostic: Diagnostic)?
    for (run, report) in reports.enumerated() {
      for (index, step) in report.steps.enumerated() {
        for diagnostic in step.diagnostics
        where severity == .warning || diagnostic.severity == .error {
          count += 1
          if first == nil { first = (run, index, diagnostic) }
        }
      }
    }
    guard let first else { return nil }
    let what = severity == .error ? "error" : "warning or error"
    let place = runNames.map { "in \($0[first.run]), " } ?? ""
    return "error: --fail-on \(severity.rawValue): \(count) diagnostic"
      + (count == 1 ? "" : "s") + " at \(what) level; the first, \(place)at step \(first.step): "
      + "[\(first.diagnostic.severity.rawValue)] \(first.diagnostic.code)"
      + (first.diagnostic.subject.map { " (\($0))" } ?? "") + ".\n"
  }
}
