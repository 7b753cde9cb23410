/// How a controller answers its view: the view layer calls these where UIKit calls the
/// controller around its view's callbacks.
extension ViewController: ViewOwner {
  final func ownedViewSafeAreaInsetsDidChange(of view: View) {
    checkDoubleCountedSafeArea()
    deliverViewSafeAreaInsetsDidChange(view.safeAreaInsets)
  }

  final func ownedViewLayoutMarginsDidChange(of view: View) {
    if eventMayBeHeard { emit(.viewLayoutMarginsDidChange, insets: view.layoutMargins) }
    viewLayoutMarginsDidChange()
  }

  final func ownedViewIsInWindowLayout() {
    if appearance.state == .appearing || appearance.state == .appeared {
      laidOutThisAppearance = true
    }
    if needsViewIsAppearing { deliverViewIsAppearing() }
  }

  final func ownedViewWillLayoutSubviews() {
    emit(.viewWillLayoutSubviews)
    viewWillLayoutSubviews()
  }

  final func ownedViewDidLayoutSubviews() {
    emit(.viewDidLayoutSubviews)
    viewDidLayoutSubviews()
  }

  /// UIKit calls a child's `viewWillAppear(_:)` and `viewDidAppear(_:)` right away when its
  /// view is added to a visible container (PopupDialog #112), and removal mirrors it.
  final func beginAutomaticAppearanceTransition(appearing: Bool, isMovedView: Bool) -> Bool {
    guard let parent, parent.shouldAutomaticallyForwardAppearanceMethods else { return false }
    if appearing {
      guard appearanceState == .disappeared, parent.appearanceState == .appeared else {
        return false
      }
    } else if isMovedView, appearanceState == .disappearing,
      parent.appearanceState == .disappearing
    {
      // A child removing its view during a disappearance forwarded from its parent (from its
      // own viewWillDisappear): the parent's end would no longer reach it, so the removal
      // ends it, as the view leaving the window does in UIKit.
      return true
    } else {
      guard appearanceState == .appeared else { return false }
    }
    beginAppearanceTransition(appearing, animated: false)
    return true
  }

  final func endAutomaticAppearanceTransition() {
    guard appearanceState == .appearing || appearanceState == .disappearing else { return }
    endAppearanceTransition()
  }

  final func ownedViewSizeOrWindowDidChange() {
    refreshMinimumMargins()
  }

  final func ownedContentDidScroll(_ scrollView: ScrollView, from oldOffset: Point) {
    parent?.childContentDidScroll(self, scrollView: scrollView, from: oldOffset)
  }

  final var adjustsRootScrollViewForBars: Bool {
    parent?.showsChildrenUnderBars ?? false
  }

  /// The root's view fills the window (as autoresizing does), and full-screen presented
  /// controllers' views follow it.
  final func layOutAsRoot(of window: Window) {
    if let view = viewIfLoaded, view.superview === window {
      view.frame = window.bounds
    }
    window.layoutPresentedViews()
  }

  /// The routes cached below this root say whether their events are heard, which depends on
  /// the window's observers: a new version makes them learn it again.
  final func hostWindowObserversDidChange() {
    routeVersion = routeVersion + 1
  }

  final func windowLayoutDirectionDidChange(from previous: LayoutDirection, in window: Window) {
    deliverTraitChange(
      from: TraitCollection(
        sizeClasses: window.traits, idiom: window.device.idiom, layoutDirection: previous,
        displayScale: window.device.scale))
  }
}
