extension CommandLineTool {
  /// What a usage error tells the user to do next: the command's usage line and the command
  /// that shows its help.
  struct Usage: Sendable {
    /// The `USAGE:` line (or lines) of the command.
    var line: String
    /// The command that prints the command's help.
    var help: String

    /// The lines a usage error ends with.
    var footer: String { line + "\n" + "See '\(help)'.\n" }

    /// The tool's own usage, for errors before a command is known.
    static let main = Usage(
      line: "USAGE: safearea-sim [<command>] [options]", help: "safearea-sim --help")

    /// `safearea-sim run`.
    static let run = Usage(
      line: """
        USAGE: safearea-sim run [<scene> ... | -] [--device <name>[,<name>...]|all]
                                [--orientation <orientation>[,<orientation>...]|all]
                                [--format text|json] [--events all|appearance|none]
                                [--svg <dir>] [--html <file>] [--jobs <n>] [--shard <i>/<n>]
                                [--fail-on error|warning]
        """,
      help: "safearea-sim run --help")

    /// `safearea-sim devices`.
    static let devices = Usage(
      line: "USAGE: safearea-sim devices [--format text|json]",
      help: "safearea-sim devices --help")

    /// `safearea-sim tour`.
    static let tour = Usage(line: "USAGE: safearea-sim tour", help: "safearea-sim tour --help")
  }

  /// The orientations `--orientation` takes, as a sentence's list.
  static let orientationChoices =
    "portrait, portraitUpsideDown, landscapeLeft, landscapeRight, a comma-separated list of "
    + "them or all"

  /// What to give an option of `run` that came without its value.
  static func valueHint(for option: String) -> String {
    switch option {
    case "--device":
      return "Give a device name ('safearea-sim devices' lists them), a comma-separated list "
        + "of names or all."
    case "--orientation": return "Use \(orientationChoices)."
    case "--format": return "Use text or json."
    case "--events": return "Use all, appearance or none."
    case "--svg": return "Give the directory to write the pictures into."
    case "--html": return "Give the file to write the page into: --html report.html."
    case "--jobs": return "Give how many scenes to run at once: 1 or more."
    case "--shard": return "Give <i>/<n>, the i-th of n slices counted from 1: 1/4 ... 4/4."
    case "--fail-on": return "Use error or warning."
    default: return ""
    }
  }
}
