/// The root of a view tree, placed on a device's screen.
///
/// A window's safe area comes from its screen: the device's hardware insets in the current
/// orientation, with the top raised to the status bar while the status bar shows. A window
/// smaller than the screen (iPad multitasking) gets the part of those bands it covers.
///
/// ```swift
/// let window = Window(device: .iPhone15Pro)
/// window.layoutIfNeeded()
/// window.safeAreaInsets                 // {top 59, bottom 34}
/// window.rotate(to: .landscapeLeft)
/// window.layoutIfNeeded()
/// window.safeAreaInsets                 // {left 59, bottom 21, right 59}
/// ```
///
/// Mirrors `UIWindow` with its `UIScreen` and `UIWindowScene` folded in: there is no shared
/// screen object, so independent simulations never share state.
open class Window: View {
  /// The screen the window is on: the device, its orientation and the status bar state.
  public internal(set) var screen: Screen {
    didSet {
      minimumMarginInputs = Self.minimumMarginInputs(of: screen)
      fullScreenEnvironment = Self.fullScreenEnvironment(of: screen)
      barInputs = screen.barInputs
      if screen != oldValue { screenDidChange() }
    }
  }

  /// What a full-screen window's root sits in: the screen's bounds and insets, kept with the
  /// screen, so that a layout round reads it instead of working out the device's insets
  /// (see ``screenEnvironment``). Only read or assigned whole (never inout, never mutated in
  /// place), so no two accesses can overlap: the dynamic checks are off.
  @exclusivity(unchecked) final private(set) var fullScreenEnvironment: SafeAreaEnvironment

  private static func fullScreenEnvironment(of screen: Screen) -> SafeAreaEnvironment {
    SafeAreaEnvironment(bounds: screen.bounds, safeAreaInsets: screen.safeAreaInsets)
  }

  /// What the containers' bar layouts read from the screen, kept with it (see
  /// ``ScreenBarInputs``). Only read or assigned whole (never inout, never mutated in place),
  /// so no two accesses can overlap: the dynamic checks are off.
  @exclusivity(unchecked) final private(set) var barInputs: ScreenBarInputs

  /// What the system minimum layout margins of the controllers' views read from the screen:
  /// the device's idiom and whether the screen has side insets. Kept with the screen, so
  /// that a view resized in a layout pass reads two values instead of copying the screen.
  final private(set) var minimumMarginInputs: (idiom: Idiom, hasSideInsets: Bool)

  private static func minimumMarginInputs(of screen: Screen) -> (idiom: Idiom, hasSideInsets: Bool)
  {
    (screen.device.idiom, screen.safeAreaInsets.horizontal > 0)
  }

  /// The device whose screen the window is on.
  public var device: DeviceProfile { screen.device }

  /// The interface orientation. Change it with ``rotate(to:)``. Always `.landscapeLeft` on
  /// Apple TV, whose screen is landscape and does not rotate.
  public var orientation: Orientation { screen.orientation }

  /// The diagnostics recorded since the last ``takeDiagnostics()``.
  var recordedDiagnostics: [Diagnostic] = []
  /// The closures registered with ``addDiagnosticHandler(_:)``.
  var diagnosticHandlers: [(id: Int, handle: (Diagnostic) -> Void)] = []
  /// The streams made by ``diagnosticUpdates()``.
  var diagnosticStreams: [AsyncStream<Diagnostic>.Continuation] = []
  /// The last identifier given to an observer or handler.
  var lastObserverID = 0
  /// The serial number of the current turn of the run loop: it changes at the end of each
  /// layout pass of the window that runs outside a `viewDidAppear(_:)` callback.
  var turnSerial = 0
  /// How many `viewDidAppear(_:)` callbacks are running (nested ones count once each).
  var didAppearCallbackDepth = 0
  /// How many layout passes of the window are running (a callback may run one inside one).
  var layoutPassDepth = 0
  /// The turn in which a controller of the window last received `viewDidAppear(_:)`.
  var lastDidAppearTurn: Int?
  /// Whether the window fills the screen and follows it on rotation.
  var isFullScreen: Bool
  /// Whether the controller that decides the status bar prefers it hidden.
  var controllerHidesStatusBar = false {
    didSet { screen.isStatusBarHidden = appHidesStatusBar || controllerHidesStatusBar }
  }
  private var appHidesStatusBar = false
  private var lastOrientation = Orientation.portrait
  // Only read or assigned whole (never inout, never mutated in place; a registration
  // assigns a new list), so no two accesses can overlap: the dynamic checks are off.
  @exclusivity(unchecked)
  var lifecycleObservers: [(id: Int, observe: (LifecycleEvent) -> Void)] = []
  let scheduler = TransitionScheduler()

  /// Whether the window is shown: ``makeKeyAndVisible()`` was called.
  ///
  /// Mirrors `UIWindow.isKeyWindow` for a single-window scene.
  public internal(set) var isKeyWindow = false

  /// Creates a window on a device's screen.
  ///
  /// - Parameters:
  ///   - device: The device.
  ///   - orientation: The interface orientation; `.portrait` by default. One the device does
  ///     not support starts the window in portrait, with an `orientationNotSupported`
  ///     diagnostic. On Apple TV it is ignored: tvOS has no interface orientations and its
  ///     landscape screen always reports `.landscapeLeft`.
  ///   - frame: The window's frame in screen coordinates, for a window smaller than the
  ///     screen; `nil` (the default) fills the screen and follows it on rotation.
  ///   - name: The name used in traces; `"window"` by default.
  public init(
    device: DeviceProfile, orientation: Orientation = .portrait, frame: Rect? = nil,
    name: String = "window"
  ) {
    // An unsupported orientation is ignored, as rotate(to:) ignores it: the window starts
    // in portrait. Apple TV has one layout, landscape, whatever was asked: nothing to report.
    let start =
      device.idiom == .tv ? .landscapeLeft : device.supports(orientation) ? orientation : .portrait
    let screen = Screen(device: device, orientation: start)
    self.screen = screen
    self.minimumMarginInputs = Self.minimumMarginInputs(of: screen)
    self.fullScreenEnvironment = Self.fullScreenEnvironment(of: screen)
    self.barInputs = screen.barInputs
    self.isFullScreen = frame == nil
    super.init(frame: frame ?? device.screenBounds(in: start), name: name)
    lastOrientation = start
    if start != orientation && device.idiom != .tv {
      record([.orientationNotSupported(device: device.name, orientation: orientation, window: name)]
      )
    }
    node.flags.insert([.isWindowRoot, .isInWindow])
    store.windows[slot] = Unmanaged.passUnretained(self)
    store.markDirty(slot, invalidatesChildren: true)
  }

  deinit {
    for continuation in diagnosticStreams { continuation.finish() }
    // The root may outlive its window: its link to it must not dangle.
    if let root = rootViewController, root.hostWindow === self { root.hostWindow = nil }
  }

  // MARK: Screen

  /// The screen's bounds in the current orientation.
  ///
  /// Mirrors `UIScreen.bounds`.
  public var screenBounds: Rect { screen.bounds }

  /// Whether the app hides the status bar (the legacy app-wide setting); `false` by default.
  ///
  /// The status bar is also hidden while the controller that decides it prefers so (see
  /// ``ViewController/prefersStatusBarHidden``).
  public var isStatusBarHidden: Bool {
    get { appHidesStatusBar }
    set {
      appHidesStatusBar = newValue
      screen.isStatusBarHidden = appHidesStatusBar || controllerHidesStatusBar
    }
  }

  /// Whether the status bar shows: the device shows one in this orientation and nothing hides
  /// it.
  public var isStatusBarVisible: Bool { screen.isStatusBarVisible }

  /// The status bar's frame in screen coordinates, or `nil` while it is hidden.
  ///
  /// Mirrors `UIStatusBarManager.statusBarFrame`.
  public var statusBarFrame: Rect? { screen.statusBarFrame }

  /// The size classes of the window: the device's in this orientation for a full-screen
  /// window; for a smaller iPad window, compact width below 678 points (the width of a
  /// half-screen 12.9-inch iPad Pro, which is regular).
  public var traits: SizeClasses { traits(barInputs: barInputs) }

  /// ``traits`` from the inputs the window keeps with its screen (see ``barInputs``): no read
  /// of the screen.
  func traits(barInputs inputs: ScreenBarInputs) -> SizeClasses {
    if inputs.idiom != .pad || isFullScreen { return inputs.sizeClasses }
    return Self.partScreenSizeClasses(width: frame.width)
  }

  /// The size classes of a window `width` points wide on `screen`.
  func sizeClasses(on screen: Screen, width: Double, fillsScreen: Bool) -> SizeClasses {
    if fillsScreen || device.idiom != .pad { return screen.sizeClasses }
    return Self.partScreenSizeClasses(width: width)
  }

  /// The size classes of an iPad window `width` points wide that does not fill the screen.
  private static func partScreenSizeClasses(width: Double) -> SizeClasses {
    SizeClasses(horizontal: width >= 678 ? .regular : .compact, vertical: .regular)
  }

  /// The layout direction of views that do not force one.
  ///
  /// Mirrors `UITraitCollection.layoutDirection`.
  public var layoutDirection: LayoutDirection {
    get { store.layoutDirection }
    set {
      guard newValue != store.layoutDirection else { return }
      let previous = store.layoutDirection
      store.layoutDirection = newValue
      store.walkSubtree(of: slot) { node in
        store.markDirty(node)
        return true
      }
      // The window's controllers hear the trait change (`traitCollectionDidChange(_:)`).
      root?.windowLayoutDirectionDidChange(from: previous, in: self)
    }
  }

  private func screenDidChange() {
    store.environmentsChanged = true
    if isFullScreen {
      frame = screenBounds
    } else if frame.width > 0, frame.height > 0, screen.orientation != lastOrientation {
      frame = device.multitaskingFrame(frame, rotatingFrom: lastOrientation, to: orientation)
    }
    lastOrientation = screen.orientation
    store.markDirty(slot, invalidatesChildren: true)
  }

  /// What the window's root sits in: the screen, with the device's insets.
  ///
  /// A window smaller than the screen (iPad multitasking) gets the status bar's band only
  /// while it touches the screen's top, and the home indicator's only while it reaches the
  /// bottom: a Slide Over window has neither.
  var screenEnvironment: SafeAreaEnvironment {
    var environment = fullScreenEnvironment
    guard !isFullScreen else { return environment }
    let screen = environment.bounds
    let frame = self.frame
    if frame.minY > screen.minY { environment.safeAreaInsets.top = 0 }
    if frame.maxY < screen.maxY { environment.safeAreaInsets.bottom = 0 }
    if frame.minX > screen.minX { environment.safeAreaInsets.left = 0 }
    if frame.maxX < screen.maxX { environment.safeAreaInsets.right = 0 }
    return environment
  }

  // MARK: Root view controller

  /// The controller whose view fills the window, seen from the view layer (see
  /// `rootViewController`).
  var root: (any ViewOwner)?

  /// Lays out the root controller's view to fill the window (as autoresizing does) and the
  /// full-screen presented controllers' views.
  open override func layoutSubviews() {
    super.layoutSubviews()
    root?.layOutAsRoot(of: self)
  }

  // MARK: Time

  /// The simulation's clock, in seconds since the window was created.
  public var currentTime: Double { scheduler.now }

  /// Whether animated transitions are still running.
  public var hasPendingTransitions: Bool { !scheduler.isIdle }

  /// Advances the clock, completing the transitions whose time has come, in order; each
  /// completion is followed by a layout pass.
  public func advance(by seconds: Double) {
    precondition(seconds >= 0 && seconds.isFinite, "Time only moves forward (window '\(name)').")
    let target = scheduler.now + seconds
    while let due = scheduler.nextDue(before: target) {
      due()
      settle()
    }
    scheduler.now = target
    settle()
  }

  /// Completes every pending transition, advancing the clock as far as they need.
  public func runUntilIdle() {
    var rounds = 0
    while let next = scheduler.nextDue(before: .infinity) {
      next()
      settle()
      rounds += 1
      precondition(rounds < 1_000_000, "Transitions keep scheduling more (window '\(name)').")
    }
    settle()
  }

  /// Runs the layout pass and the appearance completions that wait for it: the end of one
  /// turn of the run loop.
  func settle() {
    layoutIfNeeded()
  }

  // MARK: Events

  /// Registers a closure called with every lifecycle event of the window's controllers.
  ///
  /// - Parameters:
  ///   - includingViews: Whether plain views' `safeAreaInsetsDidChange()`,
  ///     `layoutMarginsDidChange()` and `layoutSubviews()` are published too (the layout pass
  ///     then stops at every view whose results change, which costs time on large trees).
  ///   - observe: Called with each event, in order.
  /// - Returns: A token that removes the observer when cancelled.
  @discardableResult
  public func addLifecycleObserver(
    includingViews: Bool = false, _ observe: @escaping (LifecycleEvent) -> Void
  ) -> WindowObservationToken {
    lastObserverID += 1
    let id = lastObserverID
    lifecycleObservers = lifecycleObservers + [(id, observe)]
    root?.hostWindowObserversDidChange()
    if includingViews { store.publishesViewEvents = true }
    return WindowObservationToken(window: self, id: id)
  }

  func publish(_ event: LifecycleEvent) {
    for observer in lifecycleObservers { observer.observe(event) }
  }

  // MARK: Keyboard

  /// The keyboard the window shows, if any: its height and whether it floats.
  var keyboard: KeyboardRequest? {
    didSet {
      if keyboard != oldValue { store.engine?.keyboardDidChange() }
    }
  }

  /// The keyboard's frame in screen coordinates while one shows, `nil` otherwise.
  ///
  /// A docked keyboard spans the screen's width at its bottom; a floating one (iPad) is a
  /// small keyboard the app's guides ignore. The keyboard never changes safe-area insets;
  /// views follow a docked keyboard through their `keyboardLayoutGuide`.
  public var keyboardFrame: Rect? {
    guard let keyboard else { return nil }
    let screen = self.screen.bounds
    if keyboard.isFloating {
      let width = Swift.min(320, screen.width)
      return Rect(
        x: (screen.width - width) / 2, y: screen.height - keyboard.height - 20, width: width,
        height: keyboard.height)
    }
    return Rect(
      x: 0, y: screen.height - keyboard.height, width: screen.width, height: keyboard.height)
  }

  /// The frame of a docked keyboard, which keyboard layout guides follow.
  var dockedKeyboardFrame: Rect? {
    keyboard?.isFloating == false ? keyboardFrame : nil
  }
}

/// A registration made with ``Window/addLifecycleObserver(includingViews:_:)`` or
/// ``Window/addDiagnosticHandler(_:)``.
public final class WindowObservationToken {
  private weak var window: Window?
  private let id: Int

  init(window: Window, id: Int) {
    self.window = window
    self.id = id
  }

  /// Stops the calls.
  public func cancel() {
    if let window {
      window.lifecycleObservers = window.lifecycleObservers.filter { $0.id != id }
      window.root?.hostWindowObserversDidChange()
    }
    window?.diagnosticHandlers.removeAll { $0.id == id }
  }
}
