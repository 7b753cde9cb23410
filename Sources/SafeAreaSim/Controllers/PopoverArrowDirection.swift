/// The directions a popover's arrow may point.
///
/// Mirrors `UIPopoverArrowDirection`: the arrow points *toward* the source rect, so `.up`
/// puts the popover below it.
public struct PopoverArrowDirection: OptionSet, Hashable, Sendable {
  /// The directions as UIKit's bits: up 1, down 2, left 4, right 8.
  public let rawValue: UInt

  /// Creates a set of directions from UIKit's raw bits (up 1, down 2, left 4, right 8).
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The arrow points up: the popover sits below the source rect.
  public static let up = PopoverArrowDirection(rawValue: 1 << 0)
  /// The arrow points down: the popover sits above the source rect.
  public static let down = PopoverArrowDirection(rawValue: 1 << 1)
  /// The arrow points left: the popover sits to the right of the source rect.
  public static let left = PopoverArrowDirection(rawValue: 1 << 2)
  /// The arrow points right: the popover sits to the left of the source rect.
  public static let right = PopoverArrowDirection(rawValue: 1 << 3)
  /// Every direction (the default).
  public static let any: PopoverArrowDirection = [.up, .down, .left, .right]
  /// No direction: the arrow of a popover not laid out yet (UIKit's `.unknown`).
  ///
  /// - Note: UIKit's `.unknown` has the raw value `UInt.max`; here it is the empty set, so
  ///   that it contains no direction.
  public static let unknown: PopoverArrowDirection = []

  /// The single directions, in the order a popover tries them.
  static let preferenceOrder: [PopoverArrowDirection] = [.up, .down, .left, .right]
}
