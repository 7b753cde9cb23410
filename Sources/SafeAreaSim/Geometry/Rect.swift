/// A rectangle: an origin and a size, in points.
///
/// Mirrors `CGRect`. A rectangle whose width or height is negative is allowed, as in Core
/// Graphics; the `min`/`max` accessors and ``standardized`` treat it as its normalized form.
///
/// ```swift
/// let screen = Rect(x: 0, y: 0, width: 393, height: 852)
/// let safe = screen.inset(by: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
/// safe.height  // 759
/// ```
public struct Rect: Hashable, Sendable {
  /// The rectangle's origin (its top-left corner when the size is positive).
  public var origin: Point
  /// The rectangle's size.
  public var size: Size

  /// Creates a rectangle from an origin and a size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its coordinates and dimensions.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// Creates a rectangle at the origin with the given size.
  public init(size: Size) {
    self.init(origin: .zero, size: size)
  }

  /// The rectangle at the origin with zero size.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The x-coordinate of the origin.
  public var x: Double {
    get { origin.x }
    set { origin.x = newValue }
  }
  /// The y-coordinate of the origin.
  public var y: Double {
    get { origin.y }
    set { origin.y = newValue }
  }
  /// The width.
  public var width: Double {
    get { size.width }
    set { size.width = newValue }
  }
  /// The height.
  public var height: Double {
    get { size.height }
    set { size.height = newValue }
  }

  /// The smallest x-coordinate of the rectangle.
  public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
  /// The x-coordinate of the rectangle's centre.
  public var midX: Double { origin.x + size.width / 2 }
  /// The largest x-coordinate of the rectangle.
  public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
  /// The smallest y-coordinate of the rectangle.
  public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
  /// The y-coordinate of the rectangle's centre.
  public var midY: Double { origin.y + size.height / 2 }
  /// The largest y-coordinate of the rectangle.
  public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
  /// The rectangle's centre.
  public var center: Point { Point(x: midX, y: midY) }

  /// Whether the rectangle encloses no area (zero or negative-zero width or height).
  public var isEmpty: Bool { size.width == 0 || size.height == 0 }

  /// The same rectangle with a non-negative width and height.
  ///
  /// Mirrors `CGRect.standardized`.
  public var standardized: Rect {
    Rect(x: minX, y: minY, width: abs(size.width), height: abs(size.height))
  }

  /// Returns the rectangle grown or shrunk by `dx` on the left and right and `dy` on the top
  /// and bottom. Positive values shrink it.
  ///
  /// Mirrors `CGRect.insetBy(dx:dy:)`.
  /// - Note: Where Core Graphics returns `CGRect.null` for an inset larger than the rectangle,
  ///   this returns a zero-sized rectangle at the rectangle's centre.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    let r = standardized
    let width = r.width - 2 * dx
    let height = r.height - 2 * dy
    guard width >= 0, height >= 0 else {
      return Rect(origin: r.center, size: .zero)
    }
    return Rect(x: r.minX + dx, y: r.minY + dy, width: width, height: height)
  }

  /// Returns the rectangle with each edge moved inward by the matching inset.
  ///
  /// Mirrors `UIEdgeInsetsInsetRect` (`CGRect.inset(by:)`): the result is not clamped, so insets
  /// larger than the rectangle give a negative width or height.
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }

  /// Returns the rectangle moved by `dx` and `dy`.
  ///
  /// Mirrors `CGRect.offsetBy(dx:dy:)`.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
  }

  /// Returns the smallest rectangle that contains both rectangles.
  ///
  /// Mirrors `CGRect.union(_:)`.
  public func union(_ other: Rect) -> Rect {
    let a = standardized
    let b = other.standardized
    let minX = Swift.min(a.minX, b.minX)
    let minY = Swift.min(a.minY, b.minY)
    return Rect(
      x: minX, y: minY,
      width: Swift.max(a.maxX, b.maxX) - minX, height: Swift.max(a.maxY, b.maxY) - minY)
  }

  /// Returns the rectangle both rectangles share, or `nil` when they do not overlap.
  ///
  /// Mirrors `CGRect.intersection(_:)`.
  /// - Note: Where Core Graphics returns `CGRect.null`, this returns `nil`. Rectangles that
  ///   only touch along an edge intersect in a rectangle of zero width or height, as in Core
  ///   Graphics.
  public func intersection(_ other: Rect) -> Rect? {
    let a = standardized
    let b = other.standardized
    let minX = Swift.max(a.minX, b.minX)
    let minY = Swift.max(a.minY, b.minY)
    let maxX = Swift.min(a.maxX, b.maxX)
    let maxY = Swift.min(a.maxY, b.maxY)
    guard minX <= maxX, minY <= maxY else { return nil }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Returns whether the two rectangles share any area.
  ///
  /// Mirrors `CGRect.intersects(_:)`.
  public func intersects(_ other: Rect) -> Bool {
    guard let shared = intersection(other) else { return false }
    return !shared.isEmpty
  }

  /// Returns whether the point lies inside the rectangle. Points on the minimum edges are
  /// inside, points on the maximum edges are not, as in Core Graphics.
  ///
  /// Mirrors `CGRect.contains(_:)` for points.
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Returns whether `other` lies entirely inside the rectangle.
  ///
  /// Mirrors `CGRect.contains(_:)` for rectangles.
  public func contains(_ other: Rect) -> Bool {
    let b = other.standardized
    return b.minX >= minX && b.maxX <= maxX && b.minY >= minY && b.maxY <= maxY
  }
}

extension Rect: CustomStringConvertible {
  /// The rectangle as `[x, y, width, height]`, the notation of scenes and reports.
  public var description: String {
    "[\(formatPoints(x)), \(formatPoints(y)), \(formatPoints(width)), \(formatPoints(height))]"
  }
}

extension Rect: ApproximatelyEquatable {
  public func isApproximatelyEqual(to other: Rect, tolerance: Double) -> Bool {
    origin.isApproximatelyEqual(to: other.origin, tolerance: tolerance)
      && size.isApproximatelyEqual(to: other.size, tolerance: tolerance)
  }
}

extension Rect: Codable {
  /// Decodes a rectangle from the array `[x, y, width, height]`.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    let x = try container.decode(Double.self)
    let y = try container.decode(Double.self)
    let width = try container.decode(Double.self)
    let height = try container.decode(Double.self)
    guard container.isAtEnd else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "A rectangle is [x, y, width, height].")
    }
    self.init(x: x, y: y, width: width, height: height)
  }

  /// Encodes the rectangle as the array `[x, y, width, height]`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(x)
    try container.encode(y)
    try container.encode(width)
    try container.encode(height)
  }
}
