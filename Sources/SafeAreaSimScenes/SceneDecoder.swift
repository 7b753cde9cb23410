import SafeAreaSim

/// Reads and validates a scene document (SCENE-FORMAT.md, version 1).
///
/// Every problem is collected, each with its JSON path, before the scene is rejected: unknown
/// keys (with a did-you-mean), wrong types, duplicate or malformed ids, unknown devices and
/// orientations, negative sizes and non-finite numbers, actions on ids of the wrong kind.
public enum SceneDecoder {
  /// Options given on the command line that override the scene.
  public struct Overrides: Sendable {
    /// A device name to use instead of the scene's.
    public var device: String?
    /// An orientation to use instead of the scene's.
    public var orientation: String?
    /// Whether the device must support the orientation; the command line turns this off when
    /// it runs a scene on several devices or orientations, and skips the pairs that do not go
    /// together itself.
    package var checksOrientationSupport = true

    public init(device: String? = nil, orientation: String? = nil) {
      self.device = device
      self.orientation = orientation
    }
  }

  /// Parses and validates a scene.
  ///
  /// - Throws: ``SceneError`` listing every problem.
  public static func decode(
    _ text: String, overrides: Overrides = Overrides()
  ) throws(SceneError)
    -> Scene
  {
    let json: JSONValue
    do {
      json = try JSONParser.parse(text)
    } catch {
      throw SceneError(problems: [SceneProblem(path: "", message: "Malformed JSON at \(error).")])
    }
    return try decode(json, overrides: overrides)
  }

  /// Validates a parsed scene.
  public static func decode(
    _ json: JSONValue, overrides: Overrides = Overrides()
  )
    throws(SceneError) -> Scene
  {
    let context = DecodingContext()
    let scene = context.scene(json, overrides: overrides)
    guard context.reader.problems.isEmpty, let scene else {
      throw SceneError(problems: context.reader.problems)
    }
    return scene
  }

  /// The largest magnitude, in points, of a number a scene may hold: coordinates, sizes,
  /// insets, scales, bar heights.
  ///
  /// A billion points is far beyond any screen, and small enough that sums of such numbers
  /// (a view's origin in screen coordinates through thousands of nested views, a content size
  /// plus its insets) stay exact to the thousandth and never overflow to infinity, so every
  /// number of a report is a finite JSON number. A document with a larger number is rejected
  /// with the number's JSON path; a scene built in code with one is rejected in the same way
  /// before it runs. Indices have their own range, that of `Int32`.
  public static let maximumMagnitude: Double = 1_000_000_000

  /// The message for a number beyond ``maximumMagnitude``, or `nil` when it is within it.
  static func magnitudeProblem(_ number: Double) -> String? {
    guard abs(number) > maximumMagnitude else { return nil }
    return "Expected a number between \(formatPoints(-maximumMagnitude)) and "
      + "\(formatPoints(maximumMagnitude)), found \(formatPoints(number))."
  }

  static let topLevelKeys = [
    "device", "orientation", "statusBarHidden", "window", "root", "actions", "layoutDirection",
  ]
  static let orientations: [(String, Orientation)] = Orientation.allCases.map { ($0.rawValue, $0) }
}

/// What kind of thing an id names, for checking actions.
enum IDKind: Equatable {
  case controller(ControllerKindName)
  case view(isScroll: Bool)
  case chrome
}

enum ControllerKindName: String, Equatable {
  case controller, navigation, tab, chrome, custom, split, page
}
