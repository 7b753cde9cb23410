/// A navigation bar, toolbar or tab bar as a scene describes it.
public struct BarSpec: Sendable {
  /// Whether the bar is hidden.
  public var hidden: Bool
  /// Mirrors `UINavigationBar.isTranslucent` (and the toolbar's and tab bar's).
  public var translucent = true
  /// Mirrors `UINavigationBar.prefersLargeTitles`; navigation bars only.
  public var prefersLargeTitles = false

  /// Creates a bar.
  public init(hidden: Bool, translucent: Bool = true, prefersLargeTitles: Bool = false) {
    self.hidden = hidden
    self.translucent = translucent
    self.prefersLargeTitles = prefersLargeTitles
  }
}
