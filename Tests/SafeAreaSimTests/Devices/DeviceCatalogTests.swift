import SafeAreaSim
import Testing

/// One row of reference group A: a device family's screen and window insets (iOS 18).
struct DeviceFact: CustomTestStringConvertible, Sendable {
  var name: String
  var size: Size
  var scale: Double
  var statusBar: Double
  var portrait: EdgeInsets
  var landscape: EdgeInsets
  var landscapeWidthClass: SizeClass = .compact
  var testDescription: String { name }
}

private func phone(
  _ name: String, _ w: Double, _ h: Double, _ scale: Double, sb: Double, top: Double,
  landscape: EdgeInsets? = nil, regular: Bool = false
) -> DeviceFact {
  DeviceFact(
    name: name, size: Size(width: w, height: h), scale: scale, statusBar: sb,
    portrait: EdgeInsets(top: top, bottom: top > 20 ? 34 : 0),
    landscape: landscape ?? (top > 20 ? EdgeInsets(left: top, bottom: 21, right: top) : .zero),
    landscapeWidthClass: regular ? .regular : .compact)
}

@Suite("Device catalog")
struct DeviceCatalogTests {
  /// Reference group A, headline table and A-01..A-18, A-22..A-25.
  static let facts: [DeviceFact] = [
    phone("iPhone SE (1st generation)", 320, 568, 2, sb: 20, top: 20),
    phone("iPhone 8", 375, 667, 2, sb: 20, top: 20),
    phone("iPhone SE (3rd generation)", 375, 667, 2, sb: 20, top: 20),
    phone("iPhone 8 Plus", 414, 736, 3, sb: 20, top: 20, regular: true),
    phone("iPhone X", 375, 812, 3, sb: 44, top: 44),
    phone("iPhone XS", 375, 812, 3, sb: 44, top: 44),
    phone("iPhone 11 Pro", 375, 812, 3, sb: 44, top: 44),
    phone("iPhone XS Max", 414, 896, 3, sb: 44, top: 44, regular: true),
    phone("iPhone 11 Pro Max", 414, 896, 3, sb: 44, top: 44, regular: true),
    phone("iPhone XR", 414, 896, 2, sb: 48, top: 48, regular: true),
    phone("iPhone 11", 414, 896, 2, sb: 48, top: 48, regular: true),
    phone("iPhone 12 mini", 375, 812, 3, sb: 50, top: 50),
    phone("iPhone 13 mini", 375, 812, 3, sb: 50, top: 50),
    phone("iPhone 12", 390, 844, 3, sb: 47, top: 47),
    phone("iPhone 13 Pro", 390, 844, 3, sb: 47, top: 47),
    phone("iPhone 14", 390, 844, 3, sb: 47, top: 47),
    phone("iPhone 12 Pro Max", 428, 926, 3, sb: 47, top: 47, regular: true),
    phone("iPhone 14 Plus", 428, 926, 3, sb: 47, top: 47, regular: true),
    phone("iPhone 14 Pro", 393, 852, 3, sb: 54, top: 59),
    phone("iPhone 15", 393, 852, 3, sb: 54, top: 59),
    phone("iPhone 15 Pro", 393, 852, 3, sb: 54, top: 59),
    phone("iPhone 16", 393, 852, 3, sb: 54, top: 59),
    phone("iPhone 14 Pro Max", 430, 932, 3, sb: 54, top: 59, regular: true),
    phone("iPhone 15 Plus", 430, 932, 3, sb: 54, top: 59, regular: true),
    phone("iPhone 15 Pro Max", 430, 932, 3, sb: 54, top: 59, regular: true),
    phone("iPhone 16 Plus", 430, 932, 3, sb: 54, top: 59, regular: true),
    phone("iPhone 16 Pro", 402, 874, 3, sb: 54, top: 62),
    phone("iPhone 17", 402, 874, 3, sb: 54, top: 62),
    phone("iPhone 17 Pro", 402, 874, 3, sb: 54, top: 62),
    phone("iPhone 16 Pro Max", 440, 956, 3, sb: 54, top: 62, regular: true),
    phone("iPhone 17 Pro Max", 440, 956, 3, sb: 54, top: 62, regular: true),
    phone(
      "iPhone Air", 420, 912, 3, sb: 54, top: 68,
      landscape: EdgeInsets(left: 68, bottom: 20, right: 68), regular: true),
    phone("iPhone 16e", 390, 844, 3, sb: 47, top: 47),
    DeviceFact(
      name: "iPad (9th generation)", size: Size(width: 810, height: 1080), scale: 2,
      statusBar: 20, portrait: EdgeInsets(top: 20), landscape: EdgeInsets(top: 20),
      landscapeWidthClass: .regular),
    DeviceFact(
      name: "iPad Pro (12.9-inch) (2nd generation)", size: Size(width: 1024, height: 1366),
      scale: 2, statusBar: 20, portrait: EdgeInsets(top: 20), landscape: EdgeInsets(top: 20),
      landscapeWidthClass: .regular),
    DeviceFact(
      name: "iPad Pro (11-inch) (4th generation)", size: Size(width: 834, height: 1194),
      scale: 2, statusBar: 24, portrait: EdgeInsets(top: 24, bottom: 20),
      landscape: EdgeInsets(top: 24, bottom: 20), landscapeWidthClass: .regular),
    DeviceFact(
      name: "iPad Pro 13-inch (M4)", size: Size(width: 1032, height: 1376), scale: 2,
      statusBar: 24, portrait: EdgeInsets(top: 24, bottom: 20),
      landscape: EdgeInsets(top: 24, bottom: 20), landscapeWidthClass: .regular),
    DeviceFact(
      name: "iPad Pro 11-inch (M4)", size: Size(width: 834, height: 1210), scale: 2,
      statusBar: 24, portrait: EdgeInsets(top: 24, bottom: 20),
      landscape: EdgeInsets(top: 24, bottom: 20), landscapeWidthClass: .regular),
    DeviceFact(
      name: "iPad (10th generation)", size: Size(width: 820, height: 1180), scale: 2,
      statusBar: 24, portrait: EdgeInsets(top: 24, bottom: 20),
      landscape: EdgeInsets(top: 24, bottom: 20), landscapeWidthClass: .regular),
    DeviceFact(
      name: "iPad mini (6th generation)", size: Size(width: 744, height: 1133), scale: 2,
      statusBar: 24, portrait: EdgeInsets(top: 24, bottom: 20),
      landscape: EdgeInsets(top: 24, bottom: 20), landscapeWidthClass: .regular),
  ]

  @Test("each device matches reference group A", arguments: facts)
  func matchesReference(_ fact: DeviceFact) throws {
    let device = try DeviceProfile.named(fact.name)
    #expect(device.size == fact.size)
    #expect(device.scale == fact.scale)
    #expect(device.statusBarHeight == fact.statusBar)
    #expect(device.windowSafeAreaInsets(in: .portrait) == fact.portrait)
    #expect(device.windowSafeAreaInsets(in: .landscapeLeft) == fact.landscape)
    #expect(device.windowSafeAreaInsets(in: .landscapeRight) == fact.landscape)
    #expect(device.screenSize(in: .landscapeLeft) == fact.size.transposed)
    #expect(device.sizeClasses(in: .landscapeRight).horizontal == fact.landscapeWidthClass)
  }

  @Test(
    "every catalog device lays out a window with its profile's insets in every orientation",
    arguments: DeviceProfile.catalog)
  func windowsMatchProfiles(_ device: DeviceProfile) {
    for orientation in Orientation.allCases where device.supports(orientation) {
      let window = Window(device: device, orientation: orientation)
      window.layoutIfNeeded()
      #expect(window.frame == device.screenBounds(in: orientation))
      #expect(window.safeAreaInsets == device.windowSafeAreaInsets(in: orientation))
      let expectedStatusBar =
        device.idiom == .pad || (device.idiom == .phone && orientation.isPortrait)
      #expect(window.isStatusBarVisible == expectedStatusBar, "\(orientation)")
    }
  }

  @Test("phones are compact width, regular height in portrait; iPads regular in both")
  func portraitSizeClasses() {
    for device in DeviceProfile.catalog {
      let classes = device.sizeClasses(in: .portrait)
      switch device.idiom {
      case .phone: #expect(classes == .compactRegular, "\(device.name)")
      case .pad, .tv: #expect(classes == .regularRegular, "\(device.name)")
      }
      if device.idiom == .phone {
        #expect(device.sizeClasses(in: .landscapeLeft).vertical == .compact)
      }
    }
  }

  @Test("Face ID iPhones do not support portrait upside down; other devices do")
  func upsideDown() {
    #expect(!DeviceProfile.iPhoneX.supports(.portraitUpsideDown))
    #expect(!DeviceProfile.iPhone15Pro.supports(.portraitUpsideDown))
    #expect(DeviceProfile.iPhone8.supports(.portraitUpsideDown))
    #expect(DeviceProfile.iPadPro11.supports(.portraitUpsideDown))
    #expect(
      DeviceProfile.iPhone8.windowSafeAreaInsets(in: .portraitUpsideDown) == EdgeInsets(top: 20))
    #expect(
      DeviceProfile.iPadPro11.windowSafeAreaInsets(in: .portraitUpsideDown)
        == EdgeInsets(top: 24, bottom: 20))
  }

  @Test("hiding the status bar keeps the hardware insets (A-22, A-23)")
  func hiddenStatusBar() {
    #expect(
      DeviceProfile.iPhoneX.windowSafeAreaInsets(in: .portrait, statusBarVisible: false)
        == EdgeInsets(top: 44, bottom: 34))
    #expect(
      DeviceProfile.iPhone15Pro.windowSafeAreaInsets(in: .portrait, statusBarVisible: false)
        == EdgeInsets(top: 59, bottom: 34))
    #expect(
      DeviceProfile.iPhone8.windowSafeAreaInsets(in: .portrait, statusBarVisible: false) == .zero)
    #expect(
      DeviceProfile.iPadPro11.windowSafeAreaInsets(in: .landscapeLeft, statusBarVisible: false)
        == EdgeInsets(bottom: 20))
  }

  @Test("Apple TV has the HIG overscan insets and ignores orientation (A-26)")
  func appleTV() {
    let tv = DeviceProfile.appleTV
    for orientation in Orientation.allCases {
      #expect(
        tv.windowSafeAreaInsets(in: orientation)
          == EdgeInsets(top: 60, left: 80, bottom: 60, right: 80))
      #expect(tv.screenSize(in: orientation) == Size(width: 1920, height: 1080))
      #expect(!tv.showsStatusBar(in: orientation))
    }
  }

  @Test("catalog names are unique, even ignoring case, spaces and punctuation")
  func uniqueNames() {
    var seen = Set<String>()
    for device in DeviceProfile.catalog {
      for name in [device.name] + device.aliases {
        let key = String(name.lowercased().filter { $0.isLetter || $0.isNumber })
        #expect(seen.insert(key).inserted, "duplicate name \(name)")
      }
    }
  }
}

@Suite("Device lookup")
struct DeviceLookupTests {
  @Test(
    "names match ignoring case, spaces and punctuation",
    arguments: ["iPhone 15 Pro", "iphone15pro", "IPHONE-15 pro", "  iPhone 15 Pro "])
  func looseMatch(_ name: String) throws {
    #expect(try DeviceProfile.named(name).name == "iPhone 15 Pro")
  }

  @Test("aliases find their device")
  func aliases() throws {
    #expect(try DeviceProfile.named("iPhone SE 1st gen").name == "iPhone SE (1st generation)")
    #expect(try DeviceProfile.named("ipad 9th gen").name == "iPad (9th generation)")
    #expect(try DeviceProfile.named("Apple TV HD").name == "Apple TV")
  }

  @Test("an unknown name suggests the closest one")
  func didYouMean() {
    #expect(throws: DeviceLookupError(name: "iPhone 15 Pri", suggestion: "iPhone 15 Pro")) {
      try DeviceProfile.named("iPhone 15 Pri")
    }
    // A shorthand too far from every name to be a misspelling: the newest device with all
    // its words.
    #expect(throws: DeviceLookupError(name: "iPad Pro 11", suggestion: "iPad Pro 11-inch (M4)")) {
      try DeviceProfile.named("iPad Pro 11")
    }
    let error = #expect(throws: DeviceLookupError.self) { try DeviceProfile.named("Nokia 3310") }
    #expect(error?.suggestion == nil)
    #expect(error?.description == "Unknown device 'Nokia 3310'.")
    #expect(
      DeviceLookupError(name: "iPhone 15 Pri", suggestion: "iPhone 15 Pro").description
        == "Unknown device 'iPhone 15 Pri'. Did you mean 'iPhone 15 Pro'?")
  }

  @Test("custom profiles derive landscape insets and size classes")
  func customProfile() throws {
    let phone = DeviceProfile(
      name: "Prototype", idiom: .phone, size: Size(width: 400, height: 880), scale: 3,
      statusBarHeight: 50, sensorHousing: .dynamicIsland,
      portraitInsets: EdgeInsets(top: 60, bottom: 34))
    #expect(phone.windowSafeAreaInsets(in: .portrait) == EdgeInsets(top: 60, bottom: 34))
    #expect(
      phone.windowSafeAreaInsets(in: .landscapeLeft) == EdgeInsets(left: 60, bottom: 21, right: 60))
    #expect(phone.sizeClasses(in: .landscapeLeft) == .compactCompact)
    #expect(!phone.supports(.portraitUpsideDown))
    #expect(try DeviceProfile.named("prototype", in: [phone]) == phone)
    let wide = DeviceProfile(
      name: "Wide", idiom: .phone, size: Size(width: 430, height: 900), scale: 3,
      statusBarHeight: 20)
    #expect(wide.sizeClasses(in: .landscapeRight) == .regularCompact)
    #expect(wide.windowSafeAreaInsets(in: .landscapeRight) == .zero)
  }
}

@Suite("Screen")
struct ScreenTests {
  @Test("a screen derives bounds, status bar and insets from its state")
  func screenState() {
    var screen = Screen(device: .iPhone15Pro)
    #expect(screen.bounds == Rect(x: 0, y: 0, width: 393, height: 852))
    #expect(screen.statusBarFrame == Rect(x: 0, y: 0, width: 393, height: 54))
    #expect(screen.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
    #expect(screen.scale == 3)
    screen.orientation = .landscapeLeft
    #expect(screen.bounds == Rect(x: 0, y: 0, width: 852, height: 393))
    #expect(screen.statusBarFrame == nil)
    #expect(screen.sizeClasses == .compactCompact)
    var pad = Screen(device: .iPad9, orientation: .landscapeRight)
    #expect(pad.statusBarFrame == Rect(x: 0, y: 0, width: 1080, height: 20))
    pad.isStatusBarHidden = true
    #expect(pad.safeAreaInsets == .zero)
  }

  @Test("a window follows its screen: rotation moves a full-screen window's frame")
  func windowFollowsScreen() {
    let window = Window(device: .iPhone13)
    window.rotate(to: .landscapeLeft)
    window.layoutIfNeeded()
    #expect(window.screen.orientation == .landscapeLeft)
    #expect(window.frame == Rect(x: 0, y: 0, width: 844, height: 390))
    #expect(window.safeAreaInsets == EdgeInsets(left: 47, bottom: 21, right: 47))
    let tv = Window(device: .appleTV)
    tv.rotate(to: .portrait)
    #expect(tv.frame == Rect(x: 0, y: 0, width: 1920, height: 1080))
  }

  @Test("rotating to an unsupported orientation is ignored, as UIKit ignores it")
  func unsupported() {
    let window = Window(device: .iPhoneX)
    window.rotate(to: .portraitUpsideDown)
    #expect(window.screen.orientation == .portrait)
    #expect(window.takeDiagnostics().map(\.code) == ["orientationNotSupported"])
  }
}
