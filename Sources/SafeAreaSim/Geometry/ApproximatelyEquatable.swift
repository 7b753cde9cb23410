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
/// Every finite value gives a valid JSON number (RFC 8259 §6). Negative zero, and values that
/// round to zero at three decimals (`5e-324`), print as `0`. Magnitudes from 1e12 up to 2⁶³
/// print as digits rounded to the nearest thousandth (`9007199254740992`); larger ones, all
/// integers, in the shortest exponent form that reads back as the same double (`1e+308`).
/// Non-finite values, which are not JSON numbers, print as `nan`, `inf` or `-inf`; JSON output
/// writes them as `null` instead.
public func formatPoints(_ value: Double) -> String {
  guard value.isFinite else {
    return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")
  }
  let magnitude = abs(value)
  if magnitude >= 0x1p63 {
    // Too large for `Int64`; the shortest round-trip description, `d[.ddd]e+dd`, is already a
    // JSON number.
    return value.description
  }
  if magnitude >= 1e12 {
    // `value * 1000` would no longer hold the thousandths exactly, so split the value instead:
    // both the whole part and the fraction `magnitude - whole` are exact.
    var whole = magnitude.rounded(.towardZero)
    var thousandths = Int64(((magnitude - whole) * 1000).rounded())
    if thousandths == 1000 {
      whole += 1
      thousandths = 0
    }
    let digits = (value < 0 ? "-" : "") + String(Int64(whole))
    return thousandths == 0 ? digits : digits + "." + fractionDigits(thousandths)
  }
  let rounded = (value * 1000).rounded() / 1000
  if rounded == 0 { return "0" }
  if rounded == rounded.rounded() {
    return String(Int64(rounded))
  }
  let thousandths = Int64((abs(rounded) * 1000).rounded())
  let whole = thousandths / 1000
  return (rounded < 0 ? "-" : "") + "\(whole)." + fractionDigits(thousandths % 1000)
}

/// The digits of a fraction of 1...999 thousandths, without trailing zeros (`5` for 500).
private func fractionDigits(_ thousandths: Int64) -> String {
  var fraction = String(thousandths)
  while fraction.count < 3 { fraction = "0" + fraction }
  while fraction.hasSuffix("0") { fraction.removeLast() }
  return fraction
}
