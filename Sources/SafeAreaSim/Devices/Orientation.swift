/// The physical orientation of a device's screen, as the interface follows it.
///
/// Mirrors `UIInterfaceOrientation`. The two landscape orientations mirror each other; on the
/// devices of the catalog their safe-area insets are the same, because the Face ID iPhones'
/// landscape insets are symmetric (44, 47, 59 or 62 on both sides).
public enum Orientation: String, CaseIterable, Hashable, Sendable, Codable {
  /// Upright, the sensor housing or earpiece at the top.
  case portrait
  /// Upside down. Face ID iPhones do not support it.
  case portraitUpsideDown
  /// Landscape, the device turned so that the interface's top points left.
  case landscapeLeft
  /// Landscape, the device turned so that the interface's top points right.
  case landscapeRight

  /// Whether the screen is wider than tall in this orientation.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// Whether the screen is taller than wide in this orientation.
  public var isPortrait: Bool { !isLandscape }
}
