// The catalog's numbers come from reference group A (shared/reference/uikit-behaviour.md):
// sizes and scales from Apple's HIG layout tables, insets and status bars from simulator
// measurements (A-01..A-26, B-09). Display corner radii are the values UIKit reports through
// the private `_displayCornerRadius` (see the Fidelity article for sources).

extension DeviceProfile {
  /// Every device of the catalog, phones first by release, then iPads, then Apple TV.
  public static let catalog: [DeviceProfile] = phones + pads + televisions

  // MARK: Families

  private static func homeButtonPhone(
    _ name: String, _ width: Double, _ height: Double, scale: Double, aliases: [String] = []
  ) -> DeviceProfile {
    DeviceProfile(
      name: name, aliases: aliases + generationAliases(name), idiom: .phone,
      size: Size(width: width, height: height), scale: scale, statusBarHeight: 20)
  }

  /// A Face ID phone: the status bar is `statusBar` tall and the top inset `top` (equal on notch
  /// phones, 5 or more points larger on Dynamic Island phones), the home indicator 34.
  private static func faceIDPhone(
    _ name: String, _ width: Double, _ height: Double, scale: Double = 3,
    top: Double, statusBar: Double, housing: SensorHousing, cornerRadius: Double,
    landscapeBottom: Double = 21, aliases: [String] = []
  ) -> DeviceProfile {
    DeviceProfile(
      name: name, aliases: aliases, idiom: .phone, size: Size(width: width, height: height),
      scale: scale, displayCornerRadius: cornerRadius, statusBarHeight: statusBar,
      sensorHousing: housing, portraitInsets: EdgeInsets(top: top, bottom: 34),
      landscapeInsets: EdgeInsets(top: 0, left: top, bottom: landscapeBottom, right: top))
  }

  private static func homeButtonPad(
    _ name: String, _ width: Double, _ height: Double, aliases: [String] = []
  ) -> DeviceProfile {
    DeviceProfile(
      name: name, aliases: aliases + generationAliases(name), idiom: .pad,
      size: Size(width: width, height: height), scale: 2, statusBarHeight: 20)
  }

  /// An iPad without a home button: status bar 24, home indicator 20 in every orientation.
  private static func faceIDPad(
    _ name: String, _ width: Double, _ height: Double, cornerRadius: Double = 18,
    aliases: [String] = []
  ) -> DeviceProfile {
    DeviceProfile(
      name: name, aliases: aliases + generationAliases(name), idiom: .pad,
      size: Size(width: width, height: height), scale: 2, displayCornerRadius: cornerRadius,
      statusBarHeight: 24, portraitInsets: EdgeInsets(bottom: 20))
  }

  /// `"iPad (9th generation)"` is also found as `"iPad 9th gen"`.
  private static func generationAliases(_ name: String) -> [String] {
    guard name.hasSuffix(" generation)"), let open = name.lastIndex(of: "(") else { return [] }
    let ordinal = name[name.index(after: open)...].split(separator: " ").first ?? ""
    let base = name[..<open].trimmingTrailingSpaces()
    return ["\(base) \(ordinal) gen"]
  }

  // MARK: Phones

  private static let phones: [DeviceProfile] = [
    // 20-pt status bar in portrait, none in landscape, no hardware insets.
    homeButtonPhone("iPhone SE (1st generation)", 320, 568, scale: 2),
    homeButtonPhone("iPhone 6s", 375, 667, scale: 2),
    homeButtonPhone("iPhone 6s Plus", 414, 736, scale: 3),
    homeButtonPhone("iPhone 7", 375, 667, scale: 2),
    homeButtonPhone("iPhone 7 Plus", 414, 736, scale: 3),
    homeButtonPhone("iPhone 8", 375, 667, scale: 2),
    homeButtonPhone("iPhone 8 Plus", 414, 736, scale: 3),
    homeButtonPhone("iPhone SE (2nd generation)", 375, 667, scale: 2),
    homeButtonPhone("iPhone SE (3rd generation)", 375, 667, scale: 2),
    // notch phones; XR and 11 have a 48-pt status bar since iOS 14.
    faceIDPhone("iPhone X", 375, 812, top: 44, statusBar: 44, housing: .notch, cornerRadius: 39),
    faceIDPhone("iPhone XS", 375, 812, top: 44, statusBar: 44, housing: .notch, cornerRadius: 39),
    faceIDPhone(
      "iPhone XS Max", 414, 896, top: 44, statusBar: 44, housing: .notch, cornerRadius: 39),
    faceIDPhone(
      "iPhone XR", 414, 896, scale: 2, top: 48, statusBar: 48, housing: .notch,
      cornerRadius: 41.5),
    faceIDPhone(
      "iPhone 11", 414, 896, scale: 2, top: 48, statusBar: 48, housing: .notch,
      cornerRadius: 41.5),
    faceIDPhone(
      "iPhone 11 Pro", 375, 812, top: 44, statusBar: 44, housing: .notch, cornerRadius: 39),
    faceIDPhone(
      "iPhone 11 Pro Max", 414, 896, top: 44, statusBar: 44, housing: .notch, cornerRadius: 39),
    // the 12 and 13 generations and the 14 and 14 Plus.
    faceIDPhone(
      "iPhone 12 mini", 375, 812, top: 50, statusBar: 50, housing: .notch, cornerRadius: 44),
    faceIDPhone(
      "iPhone 12", 390, 844, top: 47, statusBar: 47, housing: .notch, cornerRadius: 47.33),
    faceIDPhone(
      "iPhone 12 Pro", 390, 844, top: 47, statusBar: 47, housing: .notch, cornerRadius: 47.33),
    faceIDPhone(
      "iPhone 12 Pro Max", 428, 926, top: 47, statusBar: 47, housing: .notch,
      cornerRadius: 53.33),
    faceIDPhone(
      "iPhone 13 mini", 375, 812, top: 50, statusBar: 50, housing: .notch, cornerRadius: 44),
    faceIDPhone(
      "iPhone 13", 390, 844, top: 47, statusBar: 47, housing: .notch, cornerRadius: 47.33),
    faceIDPhone(
      "iPhone 13 Pro", 390, 844, top: 47, statusBar: 47, housing: .notch, cornerRadius: 47.33),
    faceIDPhone(
      "iPhone 13 Pro Max", 428, 926, top: 47, statusBar: 47, housing: .notch,
      cornerRadius: 53.33),
    faceIDPhone(
      "iPhone 14", 390, 844, top: 47, statusBar: 47, housing: .notch, cornerRadius: 47.33),
    faceIDPhone(
      "iPhone 14 Plus", 428, 926, top: 47, statusBar: 47, housing: .notch, cornerRadius: 53.33),
    // Dynamic Island, status bar 54 below a 59-pt top inset.
    faceIDPhone(
      "iPhone 14 Pro", 393, 852, top: 59, statusBar: 54, housing: .dynamicIsland,
      cornerRadius: 55),
    faceIDPhone(
      "iPhone 14 Pro Max", 430, 932, top: 59, statusBar: 54, housing: .dynamicIsland,
      cornerRadius: 55),
    faceIDPhone(
      "iPhone 15", 393, 852, top: 59, statusBar: 54, housing: .dynamicIsland, cornerRadius: 55),
    faceIDPhone(
      "iPhone 15 Plus", 430, 932, top: 59, statusBar: 54, housing: .dynamicIsland,
      cornerRadius: 55),
    faceIDPhone(
      "iPhone 15 Pro", 393, 852, top: 59, statusBar: 54, housing: .dynamicIsland,
      cornerRadius: 55),
    faceIDPhone(
      "iPhone 15 Pro Max", 430, 932, top: 59, statusBar: 54, housing: .dynamicIsland,
      cornerRadius: 55),
    faceIDPhone(
      "iPhone 16", 393, 852, top: 59, statusBar: 54, housing: .dynamicIsland, cornerRadius: 55),
    faceIDPhone(
      "iPhone 16 Plus", 430, 932, top: 59, statusBar: 54, housing: .dynamicIsland,
      cornerRadius: 55),
    // 62-pt top inset; landscape bottom 21 on iOS 18 (20 measured on iOS 26, X-5).
    faceIDPhone(
      "iPhone 16 Pro", 402, 874, top: 62, statusBar: 54, housing: .dynamicIsland,
      cornerRadius: 62),
    faceIDPhone(
      "iPhone 16 Pro Max", 440, 956, top: 62, statusBar: 54, housing: .dynamicIsland,
      cornerRadius: 62),
    // the 16e has a notch and the 390x844 screen; no source measured its insets.
    faceIDPhone(
      "iPhone 16e", 390, 844, top: 47, statusBar: 47, housing: .notch, cornerRadius: 47.33),
    faceIDPhone(
      "iPhone 17", 402, 874, top: 62, statusBar: 54, housing: .dynamicIsland, cornerRadius: 62),
    faceIDPhone(
      "iPhone 17 Pro", 402, 874, top: 62, statusBar: 54, housing: .dynamicIsland,
      cornerRadius: 62),
    faceIDPhone(
      "iPhone 17 Pro Max", 440, 956, top: 62, statusBar: 54, housing: .dynamicIsland,
      cornerRadius: 62),
    // measured (0, 68, 20, 68) in landscape.
    faceIDPhone(
      "iPhone Air", 420, 912, top: 68, statusBar: 54, housing: .dynamicIsland, cornerRadius: 62,
      landscapeBottom: 20),
  ]

  // MARK: iPads

  private static let pads: [DeviceProfile] = [
    homeButtonPad("iPad Air 2", 768, 1024),
    homeButtonPad("iPad (5th generation)", 768, 1024),
    homeButtonPad("iPad (6th generation)", 768, 1024),
    homeButtonPad("iPad (7th generation)", 810, 1080),
    homeButtonPad("iPad (8th generation)", 810, 1080),
    homeButtonPad("iPad (9th generation)", 810, 1080),
    homeButtonPad("iPad mini 4", 768, 1024),
    homeButtonPad("iPad mini (5th generation)", 768, 1024),
    homeButtonPad("iPad Air (3rd generation)", 834, 1112),
    homeButtonPad("iPad Pro (9.7-inch)", 768, 1024),
    homeButtonPad("iPad Pro (10.5-inch)", 834, 1112),
    homeButtonPad("iPad Pro (12.9-inch) (1st generation)", 1024, 1366),
    homeButtonPad("iPad Pro (12.9-inch) (2nd generation)", 1024, 1366),
    // 25-point corners (flutter/flutter#97349's model table); the other 11-inch class iPads 18.
    faceIDPad("iPad (10th generation)", 820, 1180, cornerRadius: 25),
    faceIDPad("iPad (A16)", 820, 1180, cornerRadius: 25),
    faceIDPad("iPad Air (4th generation)", 820, 1180),
    faceIDPad("iPad Air (5th generation)", 820, 1180),
    faceIDPad("iPad Air 11-inch (M2)", 820, 1180),
    faceIDPad("iPad Air 13-inch (M2)", 1024, 1366),
    faceIDPad("iPad Air 11-inch (M3)", 820, 1180),
    faceIDPad("iPad Air 13-inch (M3)", 1024, 1366),
    faceIDPad("iPad mini (6th generation)", 744, 1133, cornerRadius: 21.5),
    faceIDPad("iPad mini (A17 Pro)", 744, 1133, cornerRadius: 21.5),
    faceIDPad("iPad Pro (11-inch) (1st generation)", 834, 1194),
    faceIDPad("iPad Pro (11-inch) (2nd generation)", 834, 1194),
    faceIDPad("iPad Pro (11-inch) (3rd generation)", 834, 1194),
    faceIDPad("iPad Pro (11-inch) (4th generation)", 834, 1194),
    faceIDPad("iPad Pro (12.9-inch) (3rd generation)", 1024, 1366),
    faceIDPad("iPad Pro (12.9-inch) (4th generation)", 1024, 1366),
    faceIDPad("iPad Pro (12.9-inch) (5th generation)", 1024, 1366),
    faceIDPad("iPad Pro (12.9-inch) (6th generation)", 1024, 1366),
    faceIDPad("iPad Pro 11-inch (M4)", 834, 1210, cornerRadius: 30),
    faceIDPad("iPad Pro 13-inch (M4)", 1032, 1376, cornerRadius: 30),
  ]

  // MARK: Apple TV

  /// The tvOS safe area is the HIG's overscan guidance: 60 points top and bottom, 80 at the
  /// sides, on the 1920x1080-point canvas every Apple TV lays out in.
  private static let tvInsets = EdgeInsets(top: 60, left: 80, bottom: 60, right: 80)

  private static let televisions: [DeviceProfile] = [
    DeviceProfile(
      name: "Apple TV", aliases: ["Apple TV HD"], idiom: .tv,
      size: Size(width: 1920, height: 1080), scale: 1, statusBarHeight: 0,
      portraitInsets: tvInsets),
    DeviceProfile(
      name: "Apple TV 4K (3rd generation)", aliases: ["Apple TV 4K"], idiom: .tv,
      size: Size(width: 1920, height: 1080), scale: 2, statusBarHeight: 0,
      portraitInsets: tvInsets),
  ]
}

extension StringProtocol {
  fileprivate func trimmingTrailingSpaces() -> String {
    var s = String(self)
    while s.hasSuffix(" ") { s.removeLast() }
    return s
  }
}

// MARK: - Named profiles

extension DeviceProfile {
  /// iPhone SE (1st generation): 320x568 @2x, status bar 20, no hardware insets.
  public static let iPhoneSE1 = named("iPhone SE (1st generation)")
  /// iPhone 8: 375x667 @2x, status bar 20, no hardware insets.
  public static let iPhone8 = named("iPhone 8")
  /// iPhone 8 Plus: 414x736 @3x, status bar 20.
  public static let iPhone8Plus = named("iPhone 8 Plus")
  /// iPhone X: 375x812 @3x, notch; portrait (44, 0, 34, 0), landscape (0, 44, 21, 44).
  public static let iPhoneX = named("iPhone X")
  /// iPhone 13: 390x844 @3x, notch; portrait (47, 0, 34, 0).
  public static let iPhone13 = named("iPhone 13")
  /// iPhone 15 Pro: 393x852 @3x, Dynamic Island; status bar 54, portrait (59, 0, 34, 0).
  public static let iPhone15Pro = named("iPhone 15 Pro")
  /// iPhone 15 Pro Max: 430x932 @3x, Dynamic Island; portrait (59, 0, 34, 0).
  public static let iPhone15ProMax = named("iPhone 15 Pro Max")
  /// iPhone 16 Pro: 402x874 @3x, Dynamic Island; portrait (62, 0, 34, 0).
  public static let iPhone16Pro = named("iPhone 16 Pro")
  /// iPad (9th generation): 810x1080 @2x, home button, status bar 20.
  public static let iPad9 = named("iPad (9th generation)")
  /// iPad Pro (11-inch) (4th generation): 834x1194 @2x, status bar 24, home indicator 20.
  public static let iPadPro11 = named("iPad Pro (11-inch) (4th generation)")
  /// Apple TV: 1920x1080, safe area 60 points top and bottom, 80 at the sides.
  public static let appleTV = named("Apple TV")

  private static func named(_ name: String) -> DeviceProfile {
    guard let device = catalog.first(where: { $0.name == name }) else {
      preconditionFailure("The device catalog has no '\(name)'.")
    }
    return device
  }
}
