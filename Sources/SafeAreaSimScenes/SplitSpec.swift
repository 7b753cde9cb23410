public import SafeAreaSim

/// A split view controller of a scene (SCENE-FORMAT 1.1, type `split`): its style, its
/// columns' controllers and its preferences.
public struct SplitSpec: Sendable {
  /// Double or triple column.
  public var style: SplitViewController.Style = .doubleColumn
  /// Whether the scene gave a `style` the decoder did not know: its error is reported, and
  /// the checks that depend on the style are skipped rather than reported against the
  /// default style.
  var styleIsUnknown = false
  /// The primary column's controller.
  public var primary: ControllerSpec?
  /// The supplementary column's controller (triple column only).
  public var supplementary: ControllerSpec?
  /// The secondary column's controller.
  public var secondary: ControllerSpec?
  /// The controller shown while collapsed, if any.
  public var compact: ControllerSpec?
  /// Mirrors `UISplitViewController.preferredDisplayMode`.
  public var preferredDisplayMode: SplitViewController.DisplayMode = .automatic
  /// Mirrors `UISplitViewController.preferredSplitBehavior`.
  public var preferredSplitBehavior: SplitViewController.SplitBehavior = .automatic
  /// Mirrors `UISplitViewController.preferredPrimaryColumnWidth`; `nil` is automatic.
  public var preferredPrimaryColumnWidth: Double?
  /// Mirrors `UISplitViewController.preferredPrimaryColumnWidthFraction` (0 to 1); `nil` is
  /// automatic.
  public var preferredPrimaryColumnWidthFraction: Double?
  /// Mirrors `UISplitViewController.minimumPrimaryColumnWidth`; `nil` is automatic.
  public var minimumPrimaryColumnWidth: Double?
  /// Mirrors `UISplitViewController.maximumPrimaryColumnWidth`; `nil` is automatic.
  public var maximumPrimaryColumnWidth: Double?
  /// Mirrors `UISplitViewController.preferredSupplementaryColumnWidth`; `nil` is automatic.
  public var preferredSupplementaryColumnWidth: Double?
  /// Mirrors `UISplitViewController.preferredSupplementaryColumnWidthFraction` (0 to 1);
  /// `nil` is automatic.
  public var preferredSupplementaryColumnWidthFraction: Double?
  /// Mirrors `UISplitViewController.minimumSupplementaryColumnWidth`; `nil` is automatic.
  public var minimumSupplementaryColumnWidth: Double?
  /// Mirrors `UISplitViewController.maximumSupplementaryColumnWidth`; `nil` is automatic.
  public var maximumSupplementaryColumnWidth: Double?
  /// Mirrors `UISplitViewController.primaryEdge`.
  public var primaryEdge: SplitViewController.PrimaryEdge = .leading

  /// Creates a split view with default preferences and no columns.
  public init() {}

  /// The scene keys of the columns, with the column each fills.
  static let columnKeys: [(String, SplitViewController.Column)] = [
    ("primary", .primary), ("supplementary", .supplementary), ("secondary", .secondary),
    ("compact", .compact),
  ]

  /// The width keys (SCENE-FORMAT 1.1 and later), each with its value and the property of
  /// ``SplitViewController`` it sets.
  var widths:
    [(key: String, value: Double?, property: ReferenceWritableKeyPath<SplitViewController, Double>)]
  {
    [
      ("preferredPrimaryColumnWidth", preferredPrimaryColumnWidth, \.preferredPrimaryColumnWidth),
      (
        "preferredPrimaryColumnWidthFraction", preferredPrimaryColumnWidthFraction,
        \.preferredPrimaryColumnWidthFraction
      ),
      ("minimumPrimaryColumnWidth", minimumPrimaryColumnWidth, \.minimumPrimaryColumnWidth),
      ("maximumPrimaryColumnWidth", maximumPrimaryColumnWidth, \.maximumPrimaryColumnWidth),
      (
        "preferredSupplementaryColumnWidth", preferredSupplementaryColumnWidth,
        \.preferredSupplementaryColumnWidth
      ),
      (
        "preferredSupplementaryColumnWidthFraction", preferredSupplementaryColumnWidthFraction,
        \.preferredSupplementaryColumnWidthFraction
      ),
      (
        "minimumSupplementaryColumnWidth", minimumSupplementaryColumnWidth,
        \.minimumSupplementaryColumnWidth
      ),
      (
        "maximumSupplementaryColumnWidth", maximumSupplementaryColumnWidth,
        \.maximumSupplementaryColumnWidth
      ),
    ]
  }

  /// The columns' controllers, in key order.
  public var columns: [(column: SplitViewController.Column, controller: ControllerSpec)] {
    let all: [(SplitViewController.Column, ControllerSpec?)] = [
      (.primary, primary), (.supplementary, supplementary), (.secondary, secondary),
      (.compact, compact),
    ]
    return all.compactMap { column, spec in spec.map { (column, $0) } }
  }
}
