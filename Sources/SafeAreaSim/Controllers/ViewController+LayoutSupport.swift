extension ViewController {
  /// The band from the top of the controller's view to the bottom of the bars over it: its
  /// `bottomAnchor` is the safe area's top.
  ///
  /// Mirrors `UIViewController.topLayoutGuide` (deprecated in iOS 11 for
  /// `view.safeAreaLayoutGuide.topAnchor`), with iOS 11's meaning: its length is the view's
  /// top safe-area inset.
  public var topLayoutGuide: any LayoutSupport { view.topLayoutSupportGuide }

  /// The band from the top of the bars at the bottom of the controller's view to its bottom:
  /// its `topAnchor` is the safe area's bottom.
  ///
  /// Mirrors `UIViewController.bottomLayoutGuide` (deprecated in iOS 11 for
  /// `view.safeAreaLayoutGuide.bottomAnchor`).
  public var bottomLayoutGuide: any LayoutSupport { view.bottomLayoutSupportGuide }
}
