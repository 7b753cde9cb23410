/// A width and a height, in points.
///
/// Mirrors `CGSize`.
public struct Size: Hashable, Sendable, Codable {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a size from its width and height.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The size whose width and height are both zero.
  public static let zero = Size(width: 0, height: 0)

  /// The same size with width and height exchanged, as a screen turns from portrait to landscape.
  public var transposed: Size { Size(width: height, height: width) }
}

extension Size: CustomStringConvertible {
  public var description: String { "\(formatPoints(width))x\(formatPoints(height))" }
}

extension Size: ApproximatelyEquatable {
  public func isApproximatelyEqual(to other: Size, tolerance: Double) -> Bool {
    width.isApproximatelyEqual(to: other.width, tolerance: tolerance)
      && height.isApproximatelyEqual(to: other.height, tolerance: tolerance)
  }
}
