/// The window's root view controller: the controller layer's side of the window.
extension Window {
  /// The controller whose view fills the window.
  ///
  /// Setting it on a visible window makes the old root disappear and the new one appear,
  /// as UIKit does; on a window not yet visible, ``makeKeyAndVisible()`` makes it appear.
  ///
  /// Mirrors `UIWindow.rootViewController`.
  public var rootViewController: ViewController? {
    get { root as? ViewController }
    set {
      let old = rootViewController
      guard newValue !== old else { return }
      root = newValue
      rootViewControllerDidChange(from: old)
    }
  }

  /// Shows the window: its root controller's view appears.
  ///
  /// Mirrors `UIWindow.makeKeyAndVisible()`.
  public func makeKeyAndVisible() {
    guard !isKeyWindow else { return }
    isKeyWindow = true
    if let root = rootViewController { show(root) }
    settle()
  }

  private func rootViewControllerDidChange(from old: ViewController?) {
    if let old {
      if isKeyWindow, old.appearanceState != .disappeared {
        old.beginAppearanceTransition(false, animated: false)
        old.viewIfLoaded?.removeFromSuperview()
        old.endAppearanceTransition()
      } else {
        old.viewIfLoaded?.removeFromSuperview()
      }
      old.hostWindow = nil
    }
    guard let root = rootViewController else { return }
    precondition(
      root.parent == nil,
      "'\(root.name)' is a child of '\(root.parent?.name ?? "")' and cannot be the root of "
        + "window '\(name)'.")
    root.hostWindow = self
    root.flushPendingDiagnostics()
    if isKeyWindow {
      show(root)
      settle()
    } else {
      updateStatusBarPreference()
    }
  }

  private func show(_ root: ViewController) {
    let view = root.view
    root.beginAppearanceTransition(true, animated: false)
    root.view.frame = bounds
    addSubview(view)
    updateStatusBarPreference()
    layoutIfNeeded()
    root.endAppearanceTransition()
  }
}
