/// A location in a two-dimensional coordinate space, in points.
///
/// Mirrors `CGPoint`. SafeAreaSim uses `Double` throughout so that values computed on Linux match
/// the ones UIKit computes with 64-bit `CGFloat` on every current Apple device.
public struct Point: Hashable, Sendable, Codable {
  /// The x-coordinate.
  public var x: Double
  /// The y-coordinate.
  public var y: Double

  /// Creates a point from its coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The point at the origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)
}

extension Point: CustomStringConvertible {
  public var description: String { "(\(formatPoints(x)), \(formatPoints(y)))" }
}

extension Point: ApproximatelyEquatable {
  public func isApproximatelyEqual(to other: Point, tolerance: Double) -> Bool {
    x.isApproximatelyEqual(to: other.x, tolerance: tolerance)
      && y.isApproximatelyEqual(to: other.y, tolerance: tolerance)
  }
}
