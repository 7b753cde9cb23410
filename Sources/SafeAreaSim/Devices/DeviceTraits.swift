/// The family of a device, which decides bar heights, the status bar and default margins.
///
/// Mirrors `UIUserInterfaceIdiom`.
public enum Idiom: String, CaseIterable, Hashable, Sendable, Codable {
  /// An iPhone or iPod touch.
  case phone
  /// An iPad.
  case pad
  /// An Apple TV.
  case tv
}

/// The cut-out at the top of a phone's display that holds its sensors.
public enum SensorHousing: String, CaseIterable, Hashable, Sendable, Codable {
  /// The notch of the iPhone X to iPhone 14 and 16e.
  case notch
  /// The Dynamic Island of the iPhone 14 Pro and later.
  case dynamicIsland
  /// No housing: home-button phones, iPads and Apple TV.
  case none
}

/// A size class: the coarse amount of space along one axis.
///
/// Mirrors `UIUserInterfaceSizeClass`.
public enum SizeClass: String, CaseIterable, Hashable, Sendable, Codable {
  /// The class is not known.
  case unspecified
  /// Constrained space: phones' width, or a landscape phone's height.
  case compact
  /// Expansive space: iPads, and the width of large phones in landscape.
  case regular
}

/// The horizontal and vertical size classes of an environment.
public struct SizeClasses: Hashable, Sendable, Codable {
  /// The size class of the width.
  public var horizontal: SizeClass
  /// The size class of the height.
  public var vertical: SizeClass

  /// Creates a pair of size classes.
  public init(horizontal: SizeClass, vertical: SizeClass) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Compact width, regular height: every iPhone in portrait.
  public static let compactRegular = SizeClasses(horizontal: .compact, vertical: .regular)
  /// Compact width, compact height: most iPhones in landscape.
  public static let compactCompact = SizeClasses(horizontal: .compact, vertical: .compact)
  /// Regular width, compact height: large iPhones in landscape.
  public static let regularCompact = SizeClasses(horizontal: .regular, vertical: .compact)
  /// Regular width, regular height: full-screen iPads and Apple TV.
  public static let regularRegular = SizeClasses(horizontal: .regular, vertical: .regular)
}
