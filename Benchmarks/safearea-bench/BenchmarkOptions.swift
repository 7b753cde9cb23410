/// The command line of `safearea-bench`.
struct BenchmarkOptions {
  /// How results are printed.
  enum Format: String {
    /// A table, one row per result.
    case text
    /// One JSON object per line and result.
    case json
  }

  /// Small sizes (at most 10,000 views), for CI: the whole run takes a few seconds.
  var isQuick = false
  /// Only benchmarks whose title contains this, ignoring case.
  var filter: String?
  var format = Format.text
  /// Where to write the plot of cost per node against size (SVG), if anywhere.
  var plotPath: String?
  /// kiwi's JSON lines (`kiwi_bench.py`'s output), to compare the Auto Layout rows with.
  var kiwiPath: String?
  /// The sizes of the Auto Layout scenarios to run, if not all of them (`--sizes`).
  var autoLayoutSizes: [Int]?

  static let usage = """
    USAGE: safearea-bench [--quick] [--filter NAME] [--format text|json] [--plot FILE]
                          [--kiwi FILE] [--sizes N,N...]

    OPTIONS:
      --quick            Small sizes (at most 10,000 views; a few seconds, for CI) instead of
                         up to 1,000,000 views (a few minutes).
      --filter NAME      Run only the benchmarks whose title contains NAME (any case).
      --format FORMAT    'text' (a table, the default) or 'json' (one object per line).
      --plot FILE        Write an SVG plot of cost per node against size for the deep and
                         wide families to FILE.
      --kiwi FILE        kiwi's results for the Auto Layout scenarios (the JSON lines of
                         kiwi_bench.py): adds ratio_to_kiwi (our minimum / kiwi's) to those rows.
      --sizes N,N...     Run the Auto Layout scenarios at these sizes only (for profiling).
      -h, --help         Show this help.

    Build in release mode: swift run -c release safearea-bench
    """

  /// A command-line error, with the message to print.
  struct ParseError: Error {
    var message: String
  }

  /// The result of parsing: options to run with, or a request for help.
  enum Parsed {
    case run(BenchmarkOptions)
    case help
  }

  /// Parses the arguments after the executable's name.
  static func parse(_ arguments: [String]) throws(ParseError) -> Parsed {
    var options = BenchmarkOptions()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      // Accept `--option=value` as well as `--option value`.
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      let name = parts[0]
      func value() throws(ParseError) -> String {
        if parts.count == 2 { return parts[1] }
        guard let next = remaining.popFirst() else {
          throw ParseError(message: "Missing value for '\(name)'.")
        }
        return next
      }
      switch name {
      case "--quick":
        options.isQuick = true
      case "--filter":
        options.filter = try value()
      case "--format":
        let text = try value()
        guard let format = Format(rawValue: text) else {
          throw ParseError(message: "Unknown format '\(text)'; use 'text' or 'json'.")
        }
        options.format = format
      case "--plot":
        options.plotPath = try value()
      case "--kiwi":
        options.kiwiPath = try value()
      case "--sizes":
        let text = try value()
        let sizes = text.split(separator: ",").compactMap { Int($0) }
        guard !sizes.isEmpty, sizes.count == text.split(separator: ",").count,
          sizes.allSatisfy({ $0 > 0 })
        else {
          throw ParseError(message: "Bad sizes '\(text)'; use positive numbers such as 100,1000.")
        }
        options.autoLayoutSizes = sizes
      case "-h", "--help":
        return .help
      default:
        throw ParseError(message: "Unknown argument '\(argument)'.")
      }
    }
    return .run(options)
  }
}
