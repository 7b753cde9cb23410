/// A device the simulation can run on: its screen, scale, status bar and hardware insets.
///
/// A profile holds the facts UIKit derives a window's safe area from. The catalog
/// (``DeviceProfile/catalog``) holds every iPhone from the SE (1st generation) to the 17 Pro Max
/// and Air, the iPads and Apple TV, with the values of iOS 18; custom profiles describe any other
/// screen.
///
/// ```swift
/// let device = DeviceProfile.iPhone15Pro
/// device.screenSize(in: .landscapeLeft)                    // 852x393
/// device.windowSafeAreaInsets(in: .portrait)               // {top 59, bottom 34}
/// device.windowSafeAreaInsets(in: .portrait, statusBarVisible: false)  // {top 59, bottom 34}
/// ```
///
/// The window's top inset is the larger of the hardware inset and the status bar while the
/// status bar is visible: on Dynamic Island phones the hardware inset (59) is larger than the
/// status bar (54); on notch phones they are equal; on home-button phones and iPads the status
/// bar alone makes the inset.
public struct DeviceProfile: Hashable, Sendable {
  /// The name Xcode's simulator uses, such as `"iPhone 15 Pro"`.
  public var name: String
  /// Other names the device is known by, matched like ``name``.
  public var aliases: [String]
  /// The device family.
  public var idiom: Idiom
  /// The screen size in points in portrait; for Apple TV, its only (landscape) size.
  public var size: Size
  /// Pixels per point.
  public var scale: Double
  /// The radius of the display's rounded corners, in points (0 for square corners).
  public var displayCornerRadius: Double
  /// The height of the status bar in portrait (and on iPad in every orientation); 0 for tv.
  public var statusBarHeight: Double
  /// The cut-out that holds the sensors.
  public var sensorHousing: SensorHousing
  /// The hardware safe-area insets in portrait with the status bar hidden: sensor housing,
  /// rounded corners and the home indicator.
  public var portraitHardwareInsets: EdgeInsets
  /// The hardware safe-area insets in both landscape orientations.
  public var landscapeHardwareInsets: EdgeInsets
  /// The size classes in landscape (portrait is compact width, regular height on phones and
  /// regular in both on iPad and tv).
  public var landscapeSizeClasses: SizeClasses

  /// Creates a profile.
  ///
  /// - Parameters:
  ///   - name: The device's name.
  ///   - aliases: Other names it is found by.
  ///   - idiom: Phone, pad or tv.
  ///   - size: The screen in points in portrait (the landscape size for tv).
  ///   - scale: Pixels per point.
  ///   - displayCornerRadius: The corner radius of the display, in points.
  ///   - statusBarHeight: The status bar's height where the device shows one.
  ///   - sensorHousing: Notch, Dynamic Island or none.
  ///   - portraitInsets: Hardware insets in portrait with the status bar hidden.
  ///   - landscapeInsets: Hardware insets in landscape; by default, those of portrait turned
  ///     a quarter: the top housing inset on both sides and the home indicator's bottom inset
  ///     of 21 where portrait has one.
  ///   - landscapeSizeClasses: By default regular width, compact height for phones 414 points
  ///     wide or more, compact in both for smaller phones, and regular in both for pad and tv.
  public init(
    name: String, aliases: [String] = [], idiom: Idiom, size: Size, scale: Double,
    displayCornerRadius: Double = 0, statusBarHeight: Double, sensorHousing: SensorHousing = .none,
    portraitInsets: EdgeInsets = .zero, landscapeInsets: EdgeInsets? = nil,
    landscapeSizeClasses: SizeClasses? = nil
  ) {
    self.name = name
    self.aliases = aliases
    self.idiom = idiom
    self.size = size
    self.scale = scale
    self.displayCornerRadius = displayCornerRadius
    self.statusBarHeight = idiom == .tv ? 0 : statusBarHeight
    self.sensorHousing = sensorHousing
    self.portraitHardwareInsets = portraitInsets
    self.landscapeHardwareInsets =
      landscapeInsets
      ?? DeviceProfile.defaultLandscapeInsets(idiom: idiom, portrait: portraitInsets)
    self.landscapeSizeClasses =
      landscapeSizeClasses ?? DeviceProfile.defaultLandscapeSizeClasses(idiom: idiom, size: size)
  }

  private static func defaultLandscapeInsets(idiom: Idiom, portrait: EdgeInsets) -> EdgeInsets {
    switch idiom {
    case .phone:
      // A-04..A-14: the housing's inset moves to both sides, the home indicator shrinks to 21.
      EdgeInsets(
        top: 0, left: portrait.top, bottom: portrait.bottom > 0 ? 21 : 0, right: portrait.top)
    case .pad, .tv:
      portrait
    }
  }

  private static func defaultLandscapeSizeClasses(idiom: Idiom, size: Size) -> SizeClasses {
    switch idiom {
    case .phone: size.width >= 414 ? .regularCompact : .compactCompact
    case .pad, .tv: .regularRegular
    }
  }

  /// Whether the interface can take this orientation.
  ///
  /// Face ID iPhones do not support `portraitUpsideDown`; every other phone and every iPad
  /// supports all four. Apple TV ignores orientation and reports its one layout for all.
  public func supports(_ orientation: Orientation) -> Bool {
    orientation != .portraitUpsideDown || idiom != .phone || sensorHousing == .none
  }

  /// The screen's size in points in an orientation.
  public func screenSize(in orientation: Orientation) -> Size {
    idiom != .tv && orientation.isLandscape ? size.transposed : size
  }

  /// The screen's bounds in points in an orientation.
  public func screenBounds(in orientation: Orientation) -> Rect {
    Rect(size: screenSize(in: orientation))
  }

  /// Whether the device shows a status bar in this orientation when nothing hides it: iPhones
  /// only in portrait, iPads always, Apple TV never.
  public func showsStatusBar(in orientation: Orientation) -> Bool {
    switch idiom {
    case .phone: orientation.isPortrait && statusBarHeight > 0
    case .pad: statusBarHeight > 0
    case .tv: false
    }
  }

  /// The hardware insets in an orientation, with the status bar hidden.
  ///
  /// An unsupported `portraitUpsideDown` reports the portrait insets turned half a turn, which
  /// is what the screen would show; ``supports(_:)`` tells whether UIKit allows it.
  public func hardwareInsets(in orientation: Orientation) -> EdgeInsets {
    if idiom == .tv { return portraitHardwareInsets }
    switch orientation {
    case .portrait:
      return portraitHardwareInsets
    case .portraitUpsideDown:
      if idiom == .phone && sensorHousing != .none {
        let p = portraitHardwareInsets
        return EdgeInsets(top: p.bottom, left: p.right, bottom: p.top, right: p.left)
      }
      // The home indicator follows the interface to the bottom edge.
      return portraitHardwareInsets
    case .landscapeLeft, .landscapeRight:
      return landscapeHardwareInsets
    }
  }

  /// The safe-area insets of a full-screen window.
  ///
  /// - Parameters:
  ///   - orientation: The interface orientation.
  ///   - statusBarVisible: Whether the status bar shows; it is ignored where the device shows
  ///     none in this orientation.
  /// - Returns: The hardware insets, with the top raised to the status bar's height while the
  ///   status bar is visible.
  public func windowSafeAreaInsets(
    in orientation: Orientation, statusBarVisible: Bool = true
  ) -> EdgeInsets {
    var insets = hardwareInsets(in: orientation)
    if statusBarVisible && showsStatusBar(in: orientation) {
      insets.top = Swift.max(insets.top, statusBarHeight)
    }
    return insets
  }

  /// The size classes of a full-screen window in an orientation.
  public func sizeClasses(in orientation: Orientation) -> SizeClasses {
    switch idiom {
    case .phone: orientation.isLandscape ? landscapeSizeClasses : .compactRegular
    case .pad, .tv: orientation.isLandscape ? landscapeSizeClasses : .regularRegular
    }
  }
}

extension DeviceProfile: CustomStringConvertible {
  public var description: String { name }
}
