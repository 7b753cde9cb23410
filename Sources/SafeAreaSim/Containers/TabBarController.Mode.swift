extension TabBarController {
  /// How a tab bar controller shows its tabs on iPad.
  ///
  /// Mirrors `UITabBarController.Mode` (iPadOS 18).
  public enum Mode: String, Hashable, Sendable, CaseIterable {
    /// The tab bar controller chooses: the tab bar (SafeAreaSim's tabs carry no sidebar
    /// content, so this is ``tabBar``).
    case automatic
    /// A tab bar only: floating at the top in regular width on iPad, at the bottom elsewhere.
    case tabBar
    /// A tab bar that can show as a sidebar: in regular width on iPad the sidebar shows at
    /// the leading edge, over the selected child (``TabSidebar/preferredLayout``), unless it
    /// is hidden (``TabBarController/isSidebarHidden``); the floating tab bar shows while it
    /// is hidden.
    case tabSidebar
  }

  /// Where a tab bar controller shows its tabs now.
  public enum Placement: String, Hashable, Sendable, CaseIterable {
    /// The tab bar at the bottom, through the bottom safe area: iPhone, and iPad in compact
    /// width (B-05..B-07).
    case bottom
    /// The tab bar at the top: floating below the status bar on iPad in regular width
    /// (F-05), or the Apple TV tab bar (F-06).
    case top
    /// The sidebar at the leading edge, over or beside the selected child (iPad, regular
    /// width, ``Mode/tabSidebar``).
    case sidebar
  }
}
