/// A value that can be compared with another within a tolerance.
///
/// Geometry computed by the simulation is exact for the inputs UIKit uses (sums and
/// differences of point values), but values that went through a conversion or a constraint
/// solve are compared with a tolerance, as UIKit's own tests compare frames.
///
/// ```swift
/// let a = Rect(x: 0, y: 97.667, width: 393, height: 44)
/// a.isApproximatelyEqual(to: Rect(x: 0, y: 97.6667, width: 393, height: 44))  // true
/// ```
public protocol ApproximatelyEquatable {
  /// Returns whether every component of `self` is within `tolerance` of `other`'s.
  func isApproximatelyEqual(to other: Self, tolerance: Double) -> Bool
}

extension ApproximatelyEquatable {
  /// The tolerance used when none is given: 0.001 pt, a third of a pixel at @3x divided by 100.
  public static var defaultTolerance: Double { 0.001 }

  /// Returns whether every component of `self` is within 0.001 of `other`'s.
  public func isApproximatelyEqual(to other: Self) -> Bool {
    isApproximatelyEqual(to: other, tolerance: Self.defaultTolerance)
  }
}

extension Double: ApproximatelyEquatable {
  public func isApproximatelyEqual(to other: Double, tolerance: Double) -> Bool {
    if self == other { return true }
    return abs(self - other) <= tolerance
  }
}

/// Formats a point value as reports do: integers without a fraction, otherwise at most three
/// decimals with trailing zeros removed (`53.667`, `20`, `0.5`).
///
/// Negative zero prints as `0`. Non-finite values print as `nan`, `inf` or `-inf`.
public func formatPoints(_ value: Double) -> String {
  guard value.isFinite else {
    return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")
  }
  let rounded = (value * 1000).rounded() / 1000
  if rounded == 0 { return "0" }
  if rounded == rounded.rounded(), abs(rounded) < 1e15 {
    return String(Int64(rounded))
  }
  let thousandths = Int64((abs(rounded) * 1000).rounded())
  let whole = thousandths / 1000
  var fraction = String(thousandths % 1000)
  while fraction.count < 3 { fraction = "0" + fraction }
  while fraction.hasSuffix("0") { fraction.removeLast() }
  return (rounded < 0 ? "-" : "") + "\(whole).\(fraction)"
}
