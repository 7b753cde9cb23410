/// Rotation and resizing: the size transitions a window makes its controllers hear.
extension Window {
  /// Turns the interface to another orientation.
  ///
  /// A full-screen window takes the screen's new bounds; a smaller window keeps its frame.
  /// The next layout pass updates every inset that changed. Apple TV ignores orientation.
  ///
  /// An orientation the device does not support (`portraitUpsideDown` on a Face ID iPhone)
  /// is ignored with an `orientationNotSupported` diagnostic, as SCENE-FORMAT 1.1 says UIKit
  /// ignores it (no Apple document describes the request).
  public func rotate(to orientation: Orientation) {
    guard device.supports(orientation) else {
      record([
        .orientationNotSupported(device: device.name, orientation: orientation, window: name)
      ])
      return
    }
    guard device.idiom != .tv, orientation != screen.orientation else { return }
    var next = screen
    next.orientation = orientation
    transition(to: next)
  }

  /// Resizes the window, as iPad multitasking does, as a size transition: the controllers
  /// hear `viewWillTransition(to:with:)` first, traits follow the new width, and the
  /// coordinator's completions run after the new layout.
  ///
  /// - Parameter frame: The new frame in screen coordinates; `nil` makes the window fill the
  ///   screen again (and follow it on rotation).
  public func resize(to frame: Rect?) {
    let target = frame ?? screen.bounds
    guard target != self.frame || (frame == nil) != isFullScreen else { return }
    let oldTraits = traits
    let coordinator = TransitionCoordinator(isAnimated: false, transitionDuration: 0)
    if isKeyWindow, let root = rootViewController, target.size != bounds.size {
      root.deliverSizeTransition(to: target.size, with: coordinator)
    }
    isFullScreen = frame == nil
    self.frame = target
    coordinator.runAlongside()
    if traits != oldTraits { notifyTraitChange(previous: oldTraits) }
    layoutIfNeeded()
    coordinator.complete()
  }

  /// Changes the screen state as a size transition: the controllers hear
  /// `viewWillTransition(to:with:)` with the new size first, then the screen changes, traits
  /// are updated, the new layout is computed, and the coordinator's completions run.
  private func transition(to next: Screen) {
    let oldTraits = traits
    let newSize = isFullScreen ? next.bounds.size : frame.size
    let coordinator = TransitionCoordinator(isAnimated: false, transitionDuration: 0)
    if isKeyWindow, let root = rootViewController, newSize != bounds.size {
      root.deliverSizeTransition(to: newSize, with: coordinator)
    }
    screen = next
    keyboardFollowsOrientation()
    coordinator.runAlongside()
    if traits != oldTraits { notifyTraitChange(previous: oldTraits) }
    layoutIfNeeded()
    coordinator.complete()
  }

  private func notifyTraitChange(previous: SizeClasses) {
    guard let root = rootViewController else { return }
    let old = TraitCollection(
      sizeClasses: previous, idiom: device.idiom, layoutDirection: layoutDirection,
      displayScale: device.scale)
    for controller in root.hierarchyInPreorder() {
      controller.emit(.traitCollectionDidChange)
      controller.traitCollectionDidChange(old)
      // Bars and margins depend on the size classes: every controller's view lays out again.
      controller.viewIfLoaded?.setNeedsLayout()
      controller.refreshMinimumMargins()
    }
  }
}
