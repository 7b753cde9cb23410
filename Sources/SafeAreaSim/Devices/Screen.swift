/// A device's display in one state: its orientation and whether the app hides the status bar.
///
/// Mirrors `UIScreen` together with the status-bar state of `UIWindowScene`. It is a value:
/// each window holds its own, so simulations share nothing.
///
/// ```swift
/// var screen = Screen(device: .iPhone15Pro)
/// screen.safeAreaInsets           // {top 59, bottom 34}
/// screen.orientation = .landscapeLeft
/// screen.bounds                   // [0, 0, 852, 393]
/// screen.statusBarFrame           // nil: iPhones hide it in landscape
/// ```
public struct Screen: Hashable, Sendable {
  /// The device.
  public var device: DeviceProfile
  /// The interface orientation.
  public var orientation: Orientation
  /// Whether the app hides the status bar (the legacy app-wide setting).
  public var isStatusBarHidden: Bool

  /// Creates a screen state.
  public init(
    device: DeviceProfile, orientation: Orientation = .portrait, isStatusBarHidden: Bool = false
  ) {
    self.device = device
    self.orientation = orientation
    self.isStatusBarHidden = isStatusBarHidden
  }

  /// The screen's bounds in points in the current orientation.
  ///
  /// Mirrors `UIScreen.bounds`.
  public var bounds: Rect { device.screenBounds(in: orientation) }

  /// Pixels per point.
  ///
  /// Mirrors `UIScreen.scale`.
  public var scale: Double { device.scale }

  /// Whether the status bar shows: the device shows one in this orientation and the app does
  /// not hide it.
  public var isStatusBarVisible: Bool {
    !isStatusBarHidden && device.showsStatusBar(in: orientation)
  }

  /// The status bar's frame, or `nil` while it is hidden.
  ///
  /// Mirrors `UIStatusBarManager.statusBarFrame`.
  public var statusBarFrame: Rect? {
    guard isStatusBarVisible else { return nil }
    return Rect(x: 0, y: 0, width: bounds.width, height: device.statusBarHeight)
  }

  /// The safe-area insets of a full-screen window on this screen.
  public var safeAreaInsets: EdgeInsets {
    device.windowSafeAreaInsets(in: orientation, statusBarVisible: isStatusBarVisible)
  }

  /// The size classes of a full-screen window on this screen.
  public var sizeClasses: SizeClasses { device.sizeClasses(in: orientation) }

  /// What the containers' bar layouts read of this screen (see ``ScreenBarInputs``).
  var barInputs: ScreenBarInputs {
    ScreenBarInputs(
      idiom: device.idiom, orientation: orientation, sizeClasses: sizeClasses,
      dynamicIsland: device.sensorHousing == .dynamicIsland
        ? (device.portraitHardwareInsets.top, device.statusBarHeight, device.scale) : nil)
  }
}
