/// A set of a rectangle's edges: which edges of a controller's view may extend under bars.
///
/// Mirrors `UIRectEdge` as used by `edgesForExtendedLayout`.
public struct RectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let top = RectEdge(rawValue: 1)
  public static let left = RectEdge(rawValue: 2)
  public static let bottom = RectEdge(rawValue: 4)
  public static let right = RectEdge(rawValue: 8)
  public static let all: RectEdge = [.top, .left, .bottom, .right]
}
