/// Rotation and resizing: the size transitions a window makes its controllers hear.
extension Window {
  /// Turns the interface to another orientation.
  ///
  /// A full-screen window takes the screen's new bounds; an iPad multitasking window keeps
  /// its arrangement (see ``DeviceProfile/multitaskingFrame(_:rotatingFrom:to:)``). The
  /// controllers hear `viewWillTransition(to:with:)` before anything changes (see
  /// ``ViewController/viewWillTransition(to:with:)`` for which ones), then traits change
  /// (`traitCollectionDidChange(_:)` on every loaded controller whose traits changed, in the
  /// window or not), then the next layout pass updates what is in the window.
  ///
  /// A rotation is ignored, with an `orientationNotSupported` diagnostic, on Apple TV (tvOS
  /// has no interface orientations: the window stays `.landscapeLeft`), when the device does
  /// not support the orientation (`portraitUpsideDown` on a Face ID iPhone), or when the
  /// window fills the screen and the controller that decides its orientations does not
  /// support it: the root controller, or the topmost presented controller that fills the
  /// window (``ViewController/supportedInterfaceOrientations``; Apple: "the system calls this
  /// method on the root view controller or the topmost modal view controller that fills the
  /// window. If the view controller supports the new orientation, the system rotates the
  /// window"). A window smaller than the screen belongs to an app that takes part in
  /// multitasking, which must support every orientation: it is not asked (Apple: "If your
  /// app supports multitasking, the system doesn't call this method").
  ///
  /// - Note: UIKit logs nothing for an unsupported rotation; the diagnostic tells a tool why
  ///   nothing happened.
  ///
  /// - Precondition: The deciding controller supports at least one orientation (UIKit raises
  ///   `UIApplicationInvalidInterfaceOrientation`).
  public func rotate(to orientation: Orientation) {
    guard device.supports(orientation), device.idiom != .tv else {
      // Apple TV has no interface orientations: every rotation is one it does not support.
      record([
        .orientationNotSupported(device: device.name, orientation: orientation, window: name)
      ])
      return
    }
    guard orientation != screen.orientation else { return }
    if isFullScreen, let decider = orientationDecider {
      let supported = decider.supportedInterfaceOrientations
      precondition(
        !supported.isEmpty,
        "Supported orientations has no common orientation with the application, and "
          + "<\(decider.name)> in window '\(name)' supports none.")
      guard supported.contains(orientation) else {
        record([
          .orientationNotSupported(
            controller: decider.name, supported: supported.orientations,
            orientation: orientation, window: name)
        ])
        return
      }
    }
    var next = screen
    next.orientation = orientation
    transition(to: next)
  }

  /// The controller whose `supportedInterfaceOrientations` decides a rotation: the topmost
  /// presented controller that fills the window (full-screen styles), else the root.
  var orientationDecider: ViewController? {
    var decider = rootViewController
    while let presented = decider?.presentedViewController,
      [.fullScreen, .overFullScreen].contains(presented.presentationStyleInEffect)
    {
      decider = presented
    }
    return decider
  }

  /// Resizes the window, as iPad multitasking does (Split View, Slide Over, Stage Manager),
  /// as a size transition: the controllers hear `viewWillTransition(to:with:)` first, traits
  /// follow the new width (regular from 678 points on iPad), and the coordinator's
  /// completions run after the new layout.
  ///
  /// ```swift
  /// let window = Window(device: .iPadPro11, orientation: .landscapeLeft)
  /// window.resize(to: window.device.splitViewFrame(.half, side: .left, in: .landscapeLeft))
  /// window.frame              // {0, 0, 592, 834}
  /// ```
  ///
  /// A smaller window gets the status bar's band only while it touches the screen's top and
  /// the home indicator's only while it reaches the bottom.
  ///
  /// - Parameter frame: The new frame in screen coordinates; `nil`, or the screen's bounds,
  ///   makes the window fill the screen again (and follow it on rotation).
  /// - Precondition: The frame has a positive size and fits the screen.
  public func resize(to frame: Rect?) {
    if let frame {
      precondition(
        frame.width > 0 && frame.height > 0 && screen.bounds.contains(frame),
        "Window '\(name)' cannot take the frame \(frame): it does not fit the \(device.name)'s "
          + "screen \(screen.bounds) in \(orientation.rawValue).")
    }
    let target = frame ?? screen.bounds
    // A window that fills the screen is a full-screen window, which follows rotations.
    let fillsScreen = target == screen.bounds
    guard target != self.frame || fillsScreen != isFullScreen else { return }
    let oldTraits = traits
    let overrides = rootViewController?.horizontalSizeClassOverrides()
    let coordinator = TransitionCoordinator(isAnimated: false, transitionDuration: 0)
    if isKeyWindow, let root = rootViewController, target.size != bounds.size {
      let sizeClasses = self.sizeClasses(
        on: screen, width: target.width, fillsScreen: fillsScreen)
      coordinator.targetSizeClasses = sizeClasses
      root.deliverSizeTransition(to: target.size, with: coordinator) { [self] presented in
        presentedSize(
          of: presented, windowSize: target.size, orientation: orientation,
          sizeClasses: sizeClasses)
      }
    }
    isFullScreen = fillsScreen
    self.frame = target
    coordinator.runAlongside()
    if traits != oldTraits { notifyTraitChange(previous: oldTraits, overrides: overrides) }
    layoutIfNeeded()
    coordinator.complete()
  }

  /// Changes the screen state as a size transition: the controllers hear
  /// `viewWillTransition(to:with:)` with the new size first, then the screen changes, traits
  /// are updated, the new layout is computed, and the coordinator's completions run.
  private func transition(to next: Screen) {
    let oldTraits = traits
    let overrides = rootViewController?.horizontalSizeClassOverrides()
    let newSize =
      isFullScreen
      ? next.bounds.size
      : device.multitaskingFrame(frame, rotatingFrom: orientation, to: next.orientation).size
    let coordinator = TransitionCoordinator(isAnimated: false, transitionDuration: 0)
    if isKeyWindow, let root = rootViewController, newSize != bounds.size {
      let sizeClasses = self.sizeClasses(
        on: next, width: newSize.width, fillsScreen: isFullScreen)
      coordinator.targetSizeClasses = sizeClasses
      root.deliverSizeTransition(to: newSize, with: coordinator) { [self] presented in
        presentedSize(
          of: presented, windowSize: newSize, orientation: next.orientation,
          sizeClasses: sizeClasses)
      }
    }
    screen = next
    keyboardFollowsOrientation()
    coordinator.runAlongside()
    if traits != oldTraits { notifyTraitChange(previous: oldTraits, overrides: overrides) }
    layoutIfNeeded()
    coordinator.complete()
  }

  /// Tells the window's loaded controllers that the size classes changed from `previous`.
  private func notifyTraitChange(previous: SizeClasses, overrides: TraitOverrideSnapshot?) {
    rootViewController?.deliverTraitChange(
      from: TraitCollection(
        sizeClasses: previous, idiom: device.idiom, layoutDirection: layoutDirection,
        displayScale: device.scale), overrides: overrides)
  }
}

extension Window {
  /// The traits of a controller in this window that no container overrides: its size
  /// classes, idiom, layout direction and scale, worked out once for many controllers.
  var traitCollection: TraitCollection {
    let device = self.device
    return TraitCollection(
      sizeClasses: traits, idiom: device.idiom, layoutDirection: layoutDirection,
      displayScale: device.scale)
  }
}
