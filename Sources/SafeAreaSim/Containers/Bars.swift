/// The bar at the top of a navigation controller.
///
/// Mirrors `UINavigationBar` for what layout needs: its frame, whether it is hidden,
/// translucent (the default: children extend under it) and shows large titles.
public final class NavigationBar: View {
  /// Whether children's views extend under the bar; `true` by default (C-10, C-11).
  ///
  /// Mirrors `UINavigationBar.isTranslucent`.
  // The observer reads the old value, so every change reads the stored value and assigns it
  // whole (a compound change such as `toggle()` goes through the getter and the setter): no
  // access is inout, none can overlap another, and the dynamic checks are off.
  @exclusivity(unchecked) public var isTranslucent = true {
    didSet { if oldValue != isTranslucent { superview?.setNeedsLayout() } }
  }

  /// Whether the bar shows large titles, 52 points taller where the height is regular (B-04).
  ///
  /// Mirrors `UINavigationBar.prefersLargeTitles`.
  // The observer reads the old value, so every change reads the stored value and assigns it
  // whole (a compound change such as `toggle()` goes through the getter and the setter): no
  // access is inout, none can overlap another, and the dynamic checks are off.
  @exclusivity(unchecked) public var prefersLargeTitles = false {
    didSet { if oldValue != prefersLargeTitles { superview?.setNeedsLayout() } }
  }
}

/// The bar at the bottom of a navigation controller, hidden by default.
///
/// Mirrors `UIToolbar` as a navigation controller's toolbar: it extends through the bottom
/// safe area (B-08).
public final class Toolbar: View {
  /// Whether children's views extend under the bar; `true` by default.
  // The observer reads the old value, so every change reads the stored value and assigns it
  // whole (a compound change such as `toggle()` goes through the getter and the setter): no
  // access is inout, none can overlap another, and the dynamic checks are off.
  @exclusivity(unchecked) public var isTranslucent = true {
    didSet { if oldValue != isTranslucent { superview?.setNeedsLayout() } }
  }
}

/// The bar of a tab bar controller: pinned to the bottom edge through the bottom safe area,
/// or at the top on iPad in regular width (iPadOS 18) and on Apple TV.
///
/// Mirrors `UITabBar` (B-05..B-07, F-05, F-06).
public final class TabBar: View {
  /// Whether children's views extend under the bar; `true` by default (C-13).
  // The observer reads the old value, so every change reads the stored value and assigns it
  // whole (a compound change such as `toggle()` goes through the getter and the setter): no
  // access is inout, none can overlap another, and the dynamic checks are off.
  @exclusivity(unchecked) public var isTranslucent = true {
    didSet { if oldValue != isTranslucent { superview?.setNeedsLayout() } }
  }
}

/// The sidebar of a tab bar controller in ``TabBarController/Mode/tabSidebar`` mode on iPad.
///
/// Mirrors `UITabBarController.sidebar` (iPadOS 18) for what layout needs: its frame, whether
/// it shows (``TabBarController/isSidebarHidden``) and how it lays out with the selected
/// child.
public final class TabSidebar: View {
  /// How the sidebar lays out with the selected child.
  ///
  /// Mirrors `UITabBarController.Sidebar.Layout`.
  public enum Layout: String, Hashable, Sendable, CaseIterable {
    /// `overlap` on iPad (UIKit: "On iOS, this resolves to overlap").
    case automatic
    /// The sidebar covers the child's leading edge; the child's view keeps the container's
    /// size and its safe area grows by the covered part.
    case overlap
    /// The child's view is resized and shifted beside the sidebar, which covers none of it.
    case tile
  }

  /// How the sidebar lays out with the selected child; `.automatic` by default.
  ///
  /// Mirrors `UITabBarController.Sidebar.preferredLayout`.
  public var preferredLayout: Layout = .automatic {
    didSet { if oldValue != preferredLayout { superview?.setNeedsLayout() } }
  }
}

/// The search bar a navigation item's search controller puts in the navigation bar, below the
/// title row (and below a large title).
///
/// Mirrors the `UISearchBar` of `UINavigationItem.searchController` for what layout needs: its
/// frame, inside the navigation bar's, and whether it shows.
public final class NavigationSearchBar: View {}
