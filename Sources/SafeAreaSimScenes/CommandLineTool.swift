import SafeAreaSim

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
    /// The exit status: 0 on success, 2 on bad input or usage.
    public var code: Int32

    static func success(_ text: String) -> Result { Result(stdout: text, stderr: "", code: 0) }
    static func usageError(_ text: String) -> Result {
      Result(stdout: "", stderr: text + "\n" + "See 'safearea-sim --help'.\n", code: 2)
    }
  }

  static let help = """
    USAGE: safearea-sim [<command>] [options]

    Simulates UIKit's safe-area model: devices, windows, views and their insets.

    COMMANDS:
      (none)       Show the device tour: the window safe area of a few devices in each
                   orientation.
      devices      List the device catalog.

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

  /// Runs the command line.
  ///
  /// - Parameter arguments: The arguments after the program name.
  /// - Returns: The output and exit status.
  public static func run(_ arguments: [String]) -> Result {
    guard let command = arguments.first else {
      return .success(DeviceTour.text())
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "-h", "--help", "help":
      return .success(help)
    case "devices":
      return devices(rest)
    default:
      var message = "Unknown command '\(command)'."
      if let suggestion = closestMatch(to: command, among: ["devices"]) {
        message += " Did you mean '\(suggestion)'?"
      }
      return .usageError("error: " + message)
    }
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
          return .usageError("error: --format needs a value: text or json.")
        }
        format = arguments[index + 1]
        index += 2
      default:
        if argument.hasPrefix("--format=") {
          format = String(argument.dropFirst("--format=".count))
          index += 1
        } else {
          return .usageError("error: Unexpected argument '\(argument)' for 'devices'.")
        }
      }
    }
    switch format {
    case "text": return .success(DeviceList.table())
    case "json": return .success(DeviceList.json().serialized(pretty: true) + "\n")
    default:
      return .usageError("error: Unknown format '\(format)'. Use text or json.")
    }
  }
}
