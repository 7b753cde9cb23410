extension ViewController {
  // MARK: Safe area

  /// Insets added to the safe area the view inherits; zero by default.
  ///
  /// Reading returns what UIKit code reads: the app's own value plus the share a chrome
  /// container (``ChromeContainerController``, or your own through
  /// ``updateChromeSafeArea(of:coveredBy:)``) adds for the chrome it lays over the view.
  /// Setting sets the app's share. Changing it relayouts the view and calls
  /// `viewSafeAreaInsetsDidChange()` (C-05). Navigation and tab bar controllers extend their
  /// children's safe area without changing this property, as UIKit does.
  ///
  /// Mirrors `UIViewController.additionalSafeAreaInsets`.
  public final var additionalSafeAreaInsets: EdgeInsets {
    get { appAdditionalSafeAreaInsets + chromeSafeAreaInsetsStorage }
    set {
      let old = appAdditionalSafeAreaInsets
      appAdditionalSafeAreaInsets = newValue
      updateAdditionalInsetsInput()
      if newValue != old {
        checkAppearanceJump(from: old, to: newValue, isChromeShare: false, container: parent)
      }
    }
  }

  /// The additional insets the solver applies to the root view: the app's share, the chrome
  /// share, and the bars a built-in container lays over it.
  final func updateAdditionalInsetsInput() {
    viewIfLoaded?.additionalInsets =
      appAdditionalSafeAreaInsets + chromeSafeAreaInsetsStorage + barSafeAreaInsets
  }

  // MARK: Margins

  /// The smallest margins the root view may have: 0 at the top and bottom; 16 at the sides
  /// on phones narrower than 414 points and on phones with side insets (landscape Face ID
  /// phones, where the 16 come on top of the inset), 20 on wider phones and on iPad (C-20).
  ///
  /// Mirrors `UIViewController.systemMinimumLayoutMargins`.
  public final var systemMinimumLayoutMargins: DirectionalEdgeInsets {
    let side = systemMinimumSideMargin(width: viewIfLoaded?.bounds.width ?? 0)
    return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// The side margin of ``systemMinimumLayoutMargins`` for a view `width` points wide, from
  /// the window's idiom and whether its screen has side insets (current even before the
  /// window's first layout pass); a phone's without a window.
  private final func systemMinimumSideMargin(width: Double) -> Double {
    let inputs = window?.minimumMarginInputs ?? (idiom: .phone, hasSideInsets: false)
    return Self.systemMinimumSideMargin(
      idiom: inputs.idiom, width: width, hasSideInsets: inputs.hasSideInsets)
  }

  static func systemMinimumSideMargin(
    idiom: Idiom, width: Double, hasSideInsets: Bool
  )
    -> Double
  {
    switch idiom {
    case .pad, .tv: 20
    case .phone: !hasSideInsets && width >= 414 ? 20 : 16
    }
  }

  /// Whether the root view's margins are at least ``systemMinimumLayoutMargins``; `true` by
  /// default. With `false` the view takes its margins from its own
  /// `directionalLayoutMargins` alone (C-19).
  ///
  /// Mirrors `UIViewController.viewRespectsSystemMinimumLayoutMargins`.
  public final var viewRespectsSystemMinimumLayoutMargins: Bool {
    get { respectsSystemMinimumMargins }
    set {
      respectsSystemMinimumMargins = newValue
      refreshMinimumMargins()
    }
  }

  /// Recomputes the root view's minimum margins from the window and the view's width.
  ///
  /// The value last given to the view is kept (``appliedMinimumMargins``): a view resized
  /// without a new minimum (most resizes) is not touched. The margins are the same on both
  /// sides, so the layout direction does not change them.
  final func refreshMinimumMargins() {
    guard let view = viewIfLoaded else { return }
    guard respectsSystemMinimumMargins else {
      refreshMinimumMargins(of: view, in: nil, width: 0)
      return
    }
    // The window ``window`` finds and the view's width, in one read of the view's node.
    let (viewWindow, width) = view.windowAndWidth
    refreshMinimumMargins(
      of: view, in: viewWindow ?? eventRoute().top.hostWindow, width: width)
  }

  /// ``refreshMinimumMargins()`` for a caller that looked the view's window and width up
  /// already (`width` is ignored when the view does not respect the system minimum).
  private final func refreshMinimumMargins(of view: View, in window: Window?, width: Double) {
    let margins: EdgeInsets
    if respectsSystemMinimumMargins {
      let inputs = window?.minimumMarginInputs ?? (idiom: .phone, hasSideInsets: false)
      let side = Self.systemMinimumSideMargin(
        idiom: inputs.idiom, width: width, hasSideInsets: inputs.hasSideInsets)
      margins = EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    } else {
      margins = .zero
    }
    // Another controller may have taken the view since: then it is set as before.
    guard margins != appliedMinimumMargins || view.owner !== self else { return }
    appliedMinimumMargins = margins
    view.minimumMargins = margins
  }

  /// Sets the root view's frame, as a container lays out a child.
  ///
  /// The same as `view.frame = frame`, which also updates what depends on the view's size
  /// (the system minimum margins); kept for the code that uses it.
  public final func setViewFrame(_ frame: Rect) {
    view.frame = frame
  }

  // MARK: Window and status bar

  /// The window the controller's view is in.
  public final var window: Window? {
    if let window = viewIfLoaded?.window { return window }
    return eventRoute().top.hostWindow
  }

  /// Asks the window to read the status-bar preference again.
  ///
  /// Mirrors `UIViewController.setNeedsStatusBarAppearanceUpdate()`.
  public final func setNeedsStatusBarAppearanceUpdate() {
    window?.updateStatusBarPreference()
  }

  // MARK: Traits and size transitions

  /// The controller's traits: size classes, idiom and layout direction of its window, with
  /// the horizontal size class a container above overrides (a split view's sidebar columns
  /// are compact).
  ///
  /// Mirrors `UIViewController.traitCollection`.
  public final var traitCollection: TraitCollection {
    guard let window else { return TraitCollection() }
    var traits = window.traitCollection
    traits.sizeClasses = sizeClasses(in: window)
    return traits
  }

  /// The size classes of ``traitCollection`` when the controller is in `window`, for callers
  /// that looked the window up already (a container's layout of its bars).
  final func sizeClasses(in window: Window?) -> SizeClasses {
    guard let window else { return TraitCollection().sizeClasses }
    return sizeClasses(in: window, barInputs: window.barInputs)
  }

  /// ``sizeClasses(in:)`` from the inputs the window keeps with its screen, for a caller that
  /// has read them already (a navigation controller's bar layout reads them for the idiom
  /// and orientation too).
  final func sizeClasses(in window: Window, barInputs: ScreenBarInputs) -> SizeClasses {
    var sizeClasses = window.traits(barInputs: barInputs)
    if let horizontal = inheritedHorizontalSizeClass { sizeClasses.horizontal = horizontal }
    return sizeClasses
  }

  /// Tells this controller and every loaded controller below it (children, in the window or
  /// not, and presented controllers) whose traits differ from `previous` that they changed,
  /// parent first, and lets their views lay out again with the new traits.
  ///
  /// Controllers out of the window hear it at once, with the others (research section 1:
  /// traits follow the controller tree; UIKit's timing for them is not documented).
  final func deliverTraitChange(
    from previous: TraitCollection, overrides snapshot: TraitOverrideSnapshot? = nil
  ) {
    // Each controller's previous traits carry the override it had before the change: the
    // snapshot's, taken before a size transition's alongside work (a split view collapsing
    // moves controllers between columns then), else the one it has before any callback.
    // A snapshot without overrides is the same as none: no lookup per controller.
    let snapshot = snapshot?.values.isEmpty == false ? snapshot : nil
    // The hierarchy as it is before any callback, with the override each controller had.
    // Reversed, so that each controller is taken off its end in preorder: the array hands
    // over its reference instead of being destroyed element by element at the end.
    var controllers = hierarchyWithOverridesInPreorder(snapshot: snapshot)
    controllers.reverse()
    // The window's traits are worked out once per window, not once per controller: a
    // controller's view in a window reads that window's, any other the hierarchy's.
    let hierarchyWindow = eventRoute().top.hostWindow
    var known: (window: Window, traits: TraitCollection)?
    while let (controller, override) = controllers.popLast() {
      guard let view = controller.viewIfLoaded else { continue }
      var previous = previous
      if let override { previous.sizeClasses.horizontal = override }
      var current = TraitCollection()
      // The window `ViewController.window` would find: the view's, else the hierarchy's
      // (read with the view's width, which the minimum margins need, in one access).
      let (viewWindow, width) = view.windowAndWidth
      let window = viewWindow ?? hierarchyWindow
      if let window {
        if let known, known.window === window {
          current = known.traits
        } else {
          current = window.traitCollection
          known = (window, current)
        }
        if let horizontal = controller.inheritedHorizontalSizeClass {
          current.sizeClasses.horizontal = horizontal
        }
      }
      guard current != previous else { continue }
      // Bars and margins depend on the traits. The minimum margins come first, from the
      // window just looked up: nothing the callback can see reads them (it reads
      // `systemMinimumLayoutMargins`, worked out anew), and whatever it changes that they
      // depend on (the view's size or window, `viewRespectsSystemMinimumLayoutMargins`)
      // refreshes them again.
      controller.refreshMinimumMargins(of: view, in: window, width: width)
      controller.emit(.traitCollectionDidChange)
      controller.traitCollectionDidChange(previous)
      // The view lays out again (one out of the window when it returns).
      controller.viewIfLoaded?.setNeedsLayout()
    }
  }
}
