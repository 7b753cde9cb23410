/// How a view resizes when its superview's bounds change size.
///
/// Each flexible part of an axis (a margin or the size) takes a share of the superview's
/// change; fixed parts keep their length. Several flexible parts share the change in
/// proportion to their current lengths; flexible parts that are all zero long share it
/// equally.
///
/// Mirrors `UIView.AutoresizingMask`.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
  /// The mask's bits.
  public let rawValue: UInt8

  /// Creates a mask from its raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The distance to the superview's left edge is flexible.
  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  /// The width is flexible.
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  /// The distance to the superview's right edge is flexible.
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  /// The distance to the superview's top edge is flexible.
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  /// The height is flexible.
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  /// The distance to the superview's bottom edge is flexible.
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

  /// The frame a view with this mask gets when its superview's size changes.
  ///
  /// - Parameters:
  ///   - frame: The view's frame before the change, in the superview's coordinate space.
  ///   - oldSize: The superview's size before the change.
  ///   - newSize: The superview's size after it.
  public func resize(_ frame: Rect, from oldSize: Size, to newSize: Size) -> Rect {
    let shares = shares(of: frame, in: oldSize)
    let dw = newSize.width - oldSize.width
    let dh = newSize.height - oldSize.height
    return Rect(
      x: frame.minX + shares.x * dw, y: frame.minY + shares.y * dh,
      width: frame.width + shares.width * dw, height: frame.height + shares.height * dh)
  }

  /// The part of a superview's size change each part of an axis takes, as fractions.
  ///
  /// `origin` and `size` are the fractions of the change added to the origin and the
  /// size: the frame of a view with this mask is linear in the superview's length, which is
  /// how the mask becomes constraints.
  public func shares(
    of frame: Rect, in superviewSize: Size
  ) -> (
    x: Double, width: Double, y: Double, height: Double
  ) {
    let horizontal = AxisShares(
      leading: contains(.flexibleLeftMargin), size: contains(.flexibleWidth),
      trailing: contains(.flexibleRightMargin),
      lengths: (frame.minX, frame.width, superviewSize.width - frame.maxX))
    let vertical = AxisShares(
      leading: contains(.flexibleTopMargin), size: contains(.flexibleHeight),
      trailing: contains(.flexibleBottomMargin),
      lengths: (frame.minY, frame.height, superviewSize.height - frame.maxY))
    let (x, width) = horizontal.changes(for: 1)
    let (y, height) = vertical.changes(for: 1)
    return (x, width, y, height)
  }
}

/// One axis of a mask: which of its three parts are flexible, and their lengths.
private struct AxisShares {
  var leading: Bool
  var size: Bool
  var trailing: Bool
  var lengths: (leading: Double, size: Double, trailing: Double)

  /// How much of `delta` goes to the origin and to the size.
  func changes(for delta: Double) -> (origin: Double, size: Double) {
    // Without arrays: autoresizing runs for every resized view and translated mask.
    let count = (leading ? 1 : 0) + (size ? 1 : 0) + (trailing ? 1 : 0)
    guard count > 0, delta != 0 else { return (0, 0) }
    let parts = (
      Swift.max(0, lengths.leading), Swift.max(0, lengths.size), Swift.max(0, lengths.trailing)
    )
    // Summed in order, the inflexible parts as zeros.
    var total = 0.0
    total += leading ? parts.0 : 0
    total += size ? parts.1 : 0
    total += trailing ? parts.2 : 0
    func share(_ isFlexible: Bool, _ part: Double) -> Double {
      guard isFlexible else { return 0 }
      return total > 0 ? delta * part / total : delta / Double(count)
    }
    return (share(leading, parts.0), share(size, parts.1))
  }
}
