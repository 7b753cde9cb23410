/// UIKit's bar heights by device family, size class and orientation (reference group B).
public enum BarMetrics {
  /// A navigation bar's height (B-01..B-04): 44 points on phones, 32 on phones that are
  /// compact in both size classes (landscape, except Plus and Max phones), 50 on iPad; large
  /// titles add 52 where the height is regular, except on Apple TV, which has none. In a sheet
  /// shown as a card, 56 on every device (F-01).
  ///
  /// - Note: Apple TV uses the iPad's 50 points for want of a measured tvOS value (see the
  ///   Fidelity article).
  ///
  /// - Parameters:
  ///   - idiom: The device family.
  ///   - sizeClasses: The navigation controller's size classes.
  ///   - prefersLargeTitles: Whether the bar shows large titles.
  ///   - inSheetCard: Whether the bar's navigation controller is in a page or form sheet shown
  ///     as a card (not covering the window in compact height).
  public static func navigationBarHeight(
    idiom: Idiom, sizeClasses: SizeClasses, prefersLargeTitles: Bool = false,
    inSheetCard: Bool = false
  ) -> Double {
    var height: Double
    switch idiom {
    case _ where inSheetCard: height = sheetNavigationBarHeight
    case .pad, .tv: height = 50
    case .phone: height = isCompactPhone(sizeClasses) ? 32 : 44
    }
    if prefersLargeTitles && sizeClasses.vertical != .compact && idiom != .tv { height += 52 }
    return height
  }

  /// A toolbar's own height, without the bottom safe area it extends through (B-03, B-08):
  /// 44 on phones, 32 on compact phones in landscape, 50 on iPad.
  public static func toolbarHeight(idiom: Idiom, sizeClasses: SizeClasses) -> Double {
    switch idiom {
    case .pad, .tv: 50
    case .phone: isCompactPhone(sizeClasses) ? 32 : 44
    }
  }

  /// A tab bar's own height, without the bottom safe area it extends through (B-05..B-07):
  /// 49 on phones, 32 on compact phones in landscape, 50 on home-button iPads; on iPads with a
  /// home indicator the bar is 65 in all, 45 above the 20-point indicator inset.
  public static func tabBarHeight(
    idiom: Idiom, sizeClasses: SizeClasses, bottomInset: Double
  )
    -> Double
  {
    switch idiom {
    case .pad, .tv: bottomInset > 0 ? 45 : 50
    case .phone: isCompactPhone(sizeClasses) ? 32 : 49
    }
  }

  /// Where a navigation bar starts in a view whose top is at the top of the screen (B-10):
  /// at the view's top safe-area inset, except on Dynamic Island phones in portrait, where
  /// it starts one pixel above the 54-point status bar's bottom (53.667) on 59-point phones,
  /// and at 56.333 on 62-point phones (the iPhone 16 Pro class); the Air's 68-point class is
  /// assumed to follow the 62-point one (62.333).
  public static func navigationBarMinY(
    device: DeviceProfile, orientation: Orientation, topInset: Double
  ) -> Double {
    navigationBarMinY(
      dynamicIsland: device.sensorHousing == .dynamicIsland
        ? (device.portraitHardwareInsets.top, device.statusBarHeight, device.scale) : nil,
      orientation: orientation, topInset: topInset)
  }

  /// ``navigationBarMinY(device:orientation:topInset:)`` from the few values of the device it
  /// reads (a window keeps them with its screen, ``ScreenBarInputs``).
  static func navigationBarMinY(
    dynamicIsland: (portraitTop: Double, statusBarHeight: Double, scale: Double)?,
    orientation: Orientation, topInset: Double
  ) -> Double {
    guard let island = dynamicIsland, orientation.isPortrait, topInset == island.portraitTop
    else { return topInset }
    let pixel = 1 / island.scale
    switch topInset {
    case 59: return island.statusBarHeight - pixel
    default: return topInset - 6 + pixel
    }
  }

  /// A navigation bar's height in a sheet shown as a card, iPhone and iPad (F-01).
  public static let sheetNavigationBarHeight: Double = 56

  private static func isCompactPhone(_ sizeClasses: SizeClasses) -> Bool {
    sizeClasses.vertical == .compact && sizeClasses.horizontal == .compact
  }
}
