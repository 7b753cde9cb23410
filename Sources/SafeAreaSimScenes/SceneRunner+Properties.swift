import SafeAreaSim
import SafeAreaSimSupport

extension SceneRunner {
  /// Applies a `set` action's typed change.
  ///
  /// - Throws: ``SceneError`` when the id names nothing the property applies to, or a view
  ///   that is not loaded yet.
  func apply(_ change: PropertyChange, to id: String, _ action: ActionSpec) throws(SceneError) {
    let onPath = action.path("on")
    switch change {
    case .additionalSafeAreaInsets(let insets):
      try controller(id, at: onPath).additionalSafeAreaInsets = insets
    case .frame(let frame):
      if let controller = controllers[id] {
        controller.setViewFrame(frame)
        if let custom = controller.parent as? SceneCustomController {
          custom.setFrame(frame, of: controller)
        }
      } else {
        try targetView(id, at: onPath).frame = frame
      }
    case .hidden(let hidden):
      if let chrome = chromeViews[id] {
        chrome.setHidden(hidden)
      } else {
        try targetView(id, at: onPath).isHidden = hidden
      }
    case .navigationBarHidden(let hidden):
      try navigationController(id, at: onPath).setNavigationBarHidden(hidden, animated: false)
    case .toolbarHidden(let hidden):
      try navigationController(id, at: onPath).setToolbarHidden(hidden, animated: false)
    case .tabBarHidden(let hidden):
      try tabBarController(id, at: onPath).isTabBarHidden = hidden
    case .translucent(let flag):
      if let navigation = navigationControllers[id] {
        navigation.navigationBar.isTranslucent = flag
        navigation.viewIfLoaded?.setNeedsLayout()
      } else if let tabs = tabBarControllers[id] {
        tabs.tabBar.isTranslucent = flag
        tabs.viewIfLoaded?.setNeedsLayout()
      } else {
        throw fail(onPath, "'\(id)' is not a navigation or tab bar controller.")
      }
    case .size(let size):
      guard let chrome = chromeViews[id] else {
        throw fail(onPath, "'\(id)' is not a chrome view.")
      }
      chrome.size = size
    case .contentSize(let size):
      try scrollView(id, change, at: onPath).contentSize = size
    case .contentInset(let insets):
      try scrollView(id, change, at: onPath).contentInset = insets
    case .contentInsetAdjustmentBehavior(let behavior):
      try scrollView(id, change, at: onPath).contentInsetAdjustmentBehavior = behavior
    case .layoutMargins(let insets):
      try targetView(id, at: onPath).layoutMargins = insets
    case .autoresizingMask(let mask):
      let view = try targetView(id, at: onPath)
      // The action wins over a mask of the scene not applied yet.
      if let owner = (viewOwners[id] ?? controllers[id]) as? any SceneControllerProtocol {
        owner.options.pendingMasks.removeAll { $0.view === view }
      }
      view.autoresizingMask = mask
    case .prefersStatusBarHidden(let hidden):
      let target = try controller(id, at: onPath)
      guard let scene = target as? any SceneControllerProtocol else {
        throw fail(onPath, "'\(id)' does not take 'prefersStatusBarHidden'.")
      }
      // The scene's set is UIKit's override returning the new value, then the update call.
      scene.options.prefersStatusBarHidden = hidden
      target.setNeedsStatusBarAppearanceUpdate()
    case .edgesForExtendedLayout(let edges):
      try controller(id, at: onPath).edgesForExtendedLayout = edges
    case .extendedLayoutIncludesOpaqueBars(let flag):
      try controller(id, at: onPath).extendedLayoutIncludesOpaqueBars = flag
    case .prefersLargeTitles(let flag):
      try navigationController(id, at: onPath).navigationBar.prefersLargeTitles = flag
    case .largeTitleDisplayMode(let mode):
      try controller(id, at: onPath).navigationItem.largeTitleDisplayMode = mode
    case .insetsLayoutMarginsFromSafeArea(let flag):
      try targetView(id, at: onPath).insetsLayoutMarginsFromSafeArea = flag
    case .preservesSuperviewLayoutMargins(let flag):
      try targetView(id, at: onPath).preservesSuperviewLayoutMargins = flag
    case .directionalLayoutMargins(let margins):
      try targetView(id, at: onPath).directionalLayoutMargins = margins
    }
  }

  /// Scrolls a scroll view, or a controller's root scroll view, to a content offset (the
  /// `scroll` action); the navigation bars follow through `ScrollView.contentOffset`.
  ///
  /// - Throws: ``SceneError`` when the id names no loaded scroll view.
  func scroll(_ id: String, to offset: Point, at path: String) throws(SceneError) {
    guard let scroll = try targetView(id, at: path) as? ScrollView else {
      throw fail(path, "'\(id)' is not a scroll view: it cannot scroll.")
    }
    scroll.contentOffset = offset
  }

  /// A controller's root view, a chrome view or a loaded view with an id.
  private func targetView(_ id: String, at path: String) throws(SceneError) -> View {
    if let controller = controllers[id] { return controller.view }
    if let chrome = chromeViews[id] { return chrome }
    guard let view = view(withID: id) else {
      throw fail(
        path,
        viewOwners[id] == nil
          ? "No controller or view has the id '\(id)'."
          : "The view '\(id)' is not loaded yet: its controller's view has not appeared.")
    }
    return view
  }

  private func scrollView(
    _ id: String, _ change: PropertyChange, at path: String
  ) throws(SceneError) -> ScrollView {
    guard let scroll = try targetView(id, at: path) as? ScrollView else {
      throw fail(path, "'\(id)' is not a scroll view: '\(change.property)' cannot be set on it.")
    }
    return scroll
  }
}
