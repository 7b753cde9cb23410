extension BarMetrics {
  /// How far below the window's top safe-area inset iPadOS 18's floating tab bar starts: 4
  /// points (F-05, decompiled `_UITabContainerView`, iPadOS 18.0).
  public static let floatingTabBarTopMargin: Double = 4

  /// The extra top inset iPadOS 18's floating tab bar gives a selected child that is not a
  /// navigation controller: 50 points below the window's top safe-area inset (F-05). The
  /// bar's frame is the band from ``floatingTabBarTopMargin`` down to this inset: 46 points
  /// tall.
  public static let floatingTabBarInset: Double = 50

  /// The width of iPadOS 18's tab sidebar (`UITabBarController.Mode.tabSidebar`): 320 points,
  /// the split view's automatic maximum primary column width (F-07). No source measured the
  /// tab sidebar itself.
  public static let tabSidebarWidth: Double = 320

  /// Where the tvOS 18 tab bar's container starts: 46 points below the top of the screen (F-06,
  /// decompiled `_UITabBarControllerVisualStyle_TV`, modern style).
  public static let tvTabBarMinY: Double = 46

  /// The total top inset the tvOS 18 tab bar gives the selected child: 157 points (F-06,
  /// modern style). The bar's frame runs from ``tvTabBarMinY`` to it: 111 points tall.
  public static let tvTabBarInset: Double = 157

  /// The height of the search bar row a navigation item's search controller adds to the
  /// navigation bar, below the title (and below a large title): 52 points.
  ///
  /// The row is the bar's "drawer" (iOS 11 and later); its height is the model's choice where
  /// no measurement was found (see the Fidelity article).
  public static let searchBarHeight: Double = 52

  /// The height of the row a navigation item's `prompt` adds above the bar's title: 30
  /// points, so that a prompted bar is 74 points tall on iPhone.
  public static let promptHeight: Double = 30
}
