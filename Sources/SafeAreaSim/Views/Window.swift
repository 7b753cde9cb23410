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
  public private(set) var screen: Screen {
    didSet {
      if screen != oldValue { screenDidChange() }
    }
  }

  /// The device whose screen the window is on.
  public var device: DeviceProfile { screen.device }

  /// The interface orientation. Change it with ``rotate(to:)``.
  public var orientation: Orientation { screen.orientation }

  private var diagnostics: [Diagnostic] = []
  private var isFullScreen: Bool

  /// Creates a window on a device's screen.
  ///
  /// - Parameters:
  ///   - device: The device.
  ///   - orientation: The interface orientation; `.portrait` by default.
  ///   - frame: The window's frame in screen coordinates, for a window smaller than the
  ///     screen; `nil` (the default) fills the screen and follows it on rotation.
  ///   - name: The name used in traces; `"window"` by default.
  public init(
    device: DeviceProfile, orientation: Orientation = .portrait, frame: Rect? = nil,
    name: String = "window"
  ) {
    self.screen = Screen(device: device, orientation: orientation)
    self.isFullScreen = frame == nil
    super.init(frame: frame ?? device.screenBounds(in: orientation), name: name)
    node.flags.insert([.isWindowRoot, .isInWindow])
    store.windows[slot] = Unmanaged.passUnretained(self)
    store.markDirty(slot, invalidatesChildren: true)
  }

  // MARK: Screen

  /// The screen's bounds in the current orientation.
  ///
  /// Mirrors `UIScreen.bounds`.
  public var screenBounds: Rect { screen.bounds }

  /// Whether the app hides the status bar (the legacy app-wide setting); `false` by default.
  public var isStatusBarHidden: Bool {
    get { screen.isStatusBarHidden }
    set { screen.isStatusBarHidden = newValue }
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
  public var traits: SizeClasses {
    if isFullScreen || device.idiom != .pad { return screen.sizeClasses }
    return SizeClasses(horizontal: frame.width >= 678 ? .regular : .compact, vertical: .regular)
  }

  /// The layout direction of views that do not force one.
  ///
  /// Mirrors `UITraitCollection.layoutDirection`.
  public var layoutDirection: LayoutDirection {
    get { store.layoutDirection }
    set {
      guard newValue != store.layoutDirection else { return }
      store.layoutDirection = newValue
      store.walkSubtree(of: slot) { node in
        store.markDirty(node)
        return true
      }
    }
  }

  /// Turns the interface to another orientation.
  ///
  /// A full-screen window takes the screen's new bounds; a smaller window keeps its frame.
  /// The next layout pass updates every inset that changed. Apple TV ignores orientation.
  ///
  /// - Precondition: The device supports the orientation (Face ID iPhones have no
  ///   `portraitUpsideDown`).
  public func rotate(to orientation: Orientation) {
    precondition(
      device.supports(orientation),
      "\(device.name) does not support the \(orientation) orientation (window '\(name)').")
    guard device.idiom != .tv else { return }
    screen.orientation = orientation
  }

  private func screenDidChange() {
    store.environmentsChanged = true
    if isFullScreen { frame = screenBounds }
    store.markDirty(slot, invalidatesChildren: true)
  }

  /// What the window's root sits in: the screen, with the device's insets.
  var screenEnvironment: SafeAreaEnvironment {
    SafeAreaEnvironment(bounds: screen.bounds, safeAreaInsets: screen.safeAreaInsets)
  }

  // MARK: Diagnostics

  func record(_ new: [Diagnostic]) {
    diagnostics.append(contentsOf: new)
  }

  /// Returns the diagnostics of the layout passes since the last call, and forgets them.
  public func takeDiagnostics() -> [Diagnostic] {
    defer { diagnostics.removeAll() }
    return diagnostics
  }
}
