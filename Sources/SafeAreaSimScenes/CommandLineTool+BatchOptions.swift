import SafeAreaSim

extension CommandLineTool {
  /// Where a scene of a run comes from.
  enum SceneSource {
    /// A file, by the path given.
    case file(String)
    /// Standard input (`-`, or no file).
    case standardInput
    /// Text given in-process (the demo, the tests' hook), with the name reports show.
    case text(name: String, String)

    /// The name reports, errors and picture folders use: the path as given, `-` for
    /// standard input.
    var name: String {
      switch self {
      case .file(let path): path
      case .standardInput: "-"
      case .text(let name, _): name
      }
    }
  }

  /// The devices and orientations `--device` and `--orientation` ask for, resolved.
  struct Matrix {
    /// The devices to use instead of each scene's, or `nil` for the scene's own.
    var devices: [DeviceProfile]?
    /// The orientations to start in instead of each scene's, or `nil` for the scene's own.
    var orientations: [Orientation]?
    /// Whether either option gave a list or `all`, which makes the run a batch.
    var isBatch = false
  }

  /// `--shard <i>/<n>`: the i-th (from 1) of n interleaved slices of the runs.
  struct Shard: Equatable {
    /// Which slice, from 1 to `count`.
    var index: Int
    /// How many slices.
    var count: Int

    /// Whether the run at `position` (from 0, in the batch's order) is in this slice: every
    /// n-th run, starting with the i-th.
    func contains(_ position: Int) -> Bool { position % count == index - 1 }
  }

  static func parseJobs(_ text: String, into options: inout RunOptions, problems: inout [String]) {
    guard let jobs = Int(text), jobs >= 1 else {
      problems.append(
        "--jobs takes how many scenes to run at once, a whole number from 1; found '\(text)'.")
      return
    }
    options.jobs = jobs
  }

  static func parseShard(_ text: String, into options: inout RunOptions, problems: inout [String]) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1
    else {
      problems.append(
        "--shard takes <i>/<n>, the i-th of n slices counted from 1 (1/4, 2/4, 3/4, 4/4); "
          + "found '\(text)'.")
      return
    }
    guard (1...count).contains(index) else {
      problems.append(
        "--shard \(text) is out of range: slices count from 1, so use 1/\(count) to "
          + "\(count)/\(count).")
      return
    }
    options.shard = Shard(index: index, count: count)
  }

  /// Resolves `--device` and `--orientation`: each name checked against the catalog and the
  /// orientations, with a suggestion for a misspelling; a list or `all` makes a batch.
  static func resolveMatrix(_ options: RunOptions, problems: inout [String]) -> Matrix {
    var matrix = Matrix()
    if let value = options.device {
      let isList = value == "all" || value.contains(",")
      matrix.isBatch = matrix.isBatch || isList
      if value == "all" {
        matrix.devices = DeviceProfile.catalog
      } else {
        var devices: [DeviceProfile] = []
        for name in listItems(value) {
          do {
            devices.append(try DeviceProfile.named(name))
          } catch {
            problems.append(
              error.description + " 'safearea-sim devices' lists the devices"
                + (isList ? "." : "; --device also takes a comma-separated list or all."))
          }
        }
        if devices.isEmpty && listItems(value).isEmpty {
          problems.append("--device needs a device name. \(valueHint(for: "--device"))")
        }
        matrix.devices = devices
      }
    }
    if let value = options.orientation {
      matrix.isBatch = matrix.isBatch || value == "all" || value.contains(",")
      if value == "all" {
        matrix.orientations = Orientation.allCases
      } else {
        var orientations: [Orientation] = []
        for name in listItems(value) {
          if let orientation = Orientation(rawValue: name) {
            orientations.append(orientation)
            continue
          }
          var message = "Unknown orientation '\(name)'."
          let names = Orientation.allCases.map(\.rawValue)
          if let suggestion = closestMatch(
            to: name, among: names, normalize: { $0.lowercased() })
          {
            message += " Did you mean '\(suggestion)'?"
          }
          problems.append(message + " Use \(orientationChoices).")
        }
        if orientations.isEmpty && listItems(value).isEmpty {
          problems.append("--orientation needs an orientation. Use \(orientationChoices).")
        }
        matrix.orientations = orientations
      }
    }
    return matrix
  }

  /// The names of a comma-separated list, trimmed of spaces, empty ones left out.
  static func listItems(_ value: String) -> [String] {
    value.split(separator: ",").map { item in
      String(item.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }.filter { !$0.isEmpty }
  }
}
