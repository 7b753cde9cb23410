public import SafeAreaSim

/// A chrome view of a `chrome` container.
public struct ChromeSpec: Sendable {
  /// The chrome view's id.
  public var id: String
  /// The edge it docks to.
  public var edge: Edge
  /// The reading-direction edge it docks to instead (`"leading"`, `"trailing"` in scenes, 1.1),
  /// which wins over ``edge``.
  public var directionalEdge: ChromeView.DirectionalEdge?
  /// Its thickness, beyond the safe-area inset it absorbs.
  public var size: Double
  /// Whether it sits inside the safe area instead of filling its band.
  public var insideSafeArea = false
  /// Whether it is hidden (hidden chrome takes no band).
  public var hidden = false

  /// Creates a chrome view.
  public init(
    id: String, edge: Edge, size: Double, insideSafeArea: Bool = false, hidden: Bool = false
  ) {
    self.id = id
    self.edge = edge
    self.size = size
    self.insideSafeArea = insideSafeArea
    self.hidden = hidden
  }
}
