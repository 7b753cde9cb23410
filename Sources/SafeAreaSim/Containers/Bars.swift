/// The bar at the top of a navigation controller.
///
/// Mirrors `UINavigationBar` for what layout needs: its frame, whether it is hidden,
/// translucent (the default: children extend under it) and shows large titles.
public final class NavigationBar: View {
  /// Whether children's views extend under the bar; `true` by default (C-10, C-11).
  ///
  /// Mirrors `UINavigationBar.isTranslucent`.
  public var isTranslucent = true {
    didSet { if oldValue != isTranslucent { superview?.setNeedsLayout() } }
  }

  /// Whether the bar shows large titles, 52 points taller where the height is regular (B-04).
  ///
  /// Mirrors `UINavigationBar.prefersLargeTitles`.
  public var prefersLargeTitles = false {
    didSet { if oldValue != prefersLargeTitles { superview?.setNeedsLayout() } }
  }
}

/// The bar at the bottom of a navigation controller, hidden by default.
///
/// Mirrors `UIToolbar` as a navigation controller's toolbar: it extends through the bottom
/// safe area (B-08).
public final class Toolbar: View {
  /// Whether children's views extend under the bar; `true` by default.
  public var isTranslucent = true {
    didSet { if oldValue != isTranslucent { superview?.setNeedsLayout() } }
  }
}

/// The bar of a tab bar controller, pinned to the bottom edge through the bottom safe area.
///
/// Mirrors `UITabBar` (B-05..B-07).
public final class TabBar: View {
  /// Whether children's views extend under the bar; `true` by default (C-13).
  public var isTranslucent = true {
    didSet { if oldValue != isTranslucent { superview?.setNeedsLayout() } }
  }
}
