import SafeAreaSim
import Testing

/// Issue 11, point 4: iPad multitasking windows (research section 4).
@Suite("iPad multitasking")
struct MultitaskingTests {
  struct WidthCase: CustomTestStringConvertible, Sendable {
    var device: DeviceProfile
    var landscape: [Double]  // narrow, half, wide
    var portrait: [Double]
    var testDescription: String { device.name }
  }

  /// The published widths (swift-snapshot-testing, gists, hacknicity) and, for the newer
  /// iPads, the rule's.
  static let widths: [WidthCase] = [
    WidthCase(
      device: .catalogPad("iPad Air 2"), landscape: [320, 507, 694], portrait: [320, 379, 438]),
    WidthCase(device: .iPad9, landscape: [320, 535, 750], portrait: [320, 400, 480]),
    WidthCase(
      device: .catalogPad("iPad Pro (10.5-inch)"), landscape: [320, 551, 782],
      portrait: [320, 412, 504]),
    WidthCase(device: .iPadPro11, landscape: [375, 592, 809], portrait: [320, 412, 504]),
    WidthCase(
      device: .catalogPad("iPad Pro (12.9-inch) (6th generation)"), landscape: [375, 678, 981],
      portrait: [375, 507, 639]),
    WidthCase(
      device: .catalogPad("iPad (10th generation)"), landscape: [320, 585, 850],
      portrait: [320, 405, 490]),
    WidthCase(
      device: .catalogPad("iPad mini (6th generation)"), landscape: [320, 561, 803],
      portrait: [320, 367, 414]),
    WidthCase(
      device: .catalogPad("iPad Pro 13-inch (M4)"), landscape: [375, 683, 991],
      portrait: [375, 511, 647]),
  ]

  @Test("Split View widths follow the published table", arguments: widths)
  func splitWidths(_ item: WidthCase) {
    let shares: [SplitViewShare] = [.narrow, .half, .wide]
    #expect(shares.map { item.device.splitViewWidth($0, in: .landscapeLeft) } == item.landscape)
    #expect(shares.map { item.device.splitViewWidth($0, in: .portrait) } == item.portrait)
  }

  @Test("size classes follow the width: regular from 678 points")
  func sizeClasses() {
    let big = Window(
      device: .catalogPad("iPad Pro (12.9-inch) (6th generation)"), orientation: .landscapeLeft)
    big.resize(to: big.device.splitViewFrame(.half, side: .left, in: .landscapeLeft))
    #expect(big.traits == .regularRegular)
    let window = Window(device: .iPadPro11, orientation: .landscapeLeft)
    window.resize(to: window.device.splitViewFrame(.half, side: .right, in: .landscapeLeft))
    #expect(window.traits == SizeClasses(horizontal: .compact, vertical: .regular))
    window.resize(to: window.device.splitViewFrame(.wide, side: .right, in: .landscapeLeft))
    #expect(window.traits == .regularRegular)
  }

  @Test("a split window has the status bar only at the top and the home indicator at the bottom")
  func splitSafeArea() {
    let window = Window(device: .iPadPro11, orientation: .landscapeLeft)
    let root = ViewController(name: "root")
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.resize(to: window.device.splitViewFrame(.narrow, side: .right, in: .landscapeLeft))
    #expect(window.frame == Rect(x: 819, y: 0, width: 375, height: 834))
    #expect(root.view.safeAreaInsets == EdgeInsets(top: 24, bottom: 20))
    let home = Window(device: .iPad9)
    let homeRoot = ViewController(name: "root")
    home.rootViewController = homeRoot
    home.makeKeyAndVisible()
    home.resize(to: home.device.splitViewFrame(.wide, side: .left, in: .portrait))
    #expect(homeRoot.view.safeAreaInsets == EdgeInsets(top: 20))
  }

  @Test("a Slide Over window touches neither the status bar nor the home indicator")
  func slideOver() {
    let window = Window(device: .iPadPro11)
    let root = ViewController(name: "root")
    window.rootViewController = root
    window.makeKeyAndVisible()
    let frame = window.device.slideOverFrame(side: .right, in: .portrait)
    #expect(frame == Rect(x: 514, y: 20, width: 320, height: 1154))
    window.resize(to: frame)
    #expect(root.view.safeAreaInsets == .zero)
    #expect(window.traits == SizeClasses(horizontal: .compact, vertical: .regular))
  }

  struct RotationCase: CustomTestStringConvertible, Sendable {
    var share: SplitViewShare
    var side: MultitaskingSide
    var landscape: Rect
    var portrait: Rect
    var testDescription: String { "\(share) on the \(side)" }
  }

  /// iPad Pro 11-inch: 1194 x 834 in landscape, 834 x 1194 in portrait.
  static let rotations: [RotationCase] = [
    RotationCase(
      share: .half, side: .left, landscape: Rect(x: 0, y: 0, width: 592, height: 834),
      portrait: Rect(x: 0, y: 0, width: 412, height: 1194)),
    RotationCase(
      share: .narrow, side: .right, landscape: Rect(x: 819, y: 0, width: 375, height: 834),
      portrait: Rect(x: 514, y: 0, width: 320, height: 1194)),
    RotationCase(
      share: .wide, side: .left, landscape: Rect(x: 0, y: 0, width: 809, height: 834),
      portrait: Rect(x: 0, y: 0, width: 504, height: 1194)),
  ]

  @Test("a split window keeps its arrangement when the iPad turns", arguments: rotations)
  func rotation(_ item: RotationCase) {
    let window = Window(device: .iPadPro11, orientation: .landscapeLeft)
    let root = ViewController(name: "root")
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.resize(to: item.landscape)
    let log = TraceLog(window)
    window.rotate(to: .portrait)
    #expect(window.frame == item.portrait)
    #expect(root.view.frame.size == item.portrait.size)
    #expect(
      log.lines.filter { $0.contains("Transition") } == [
        "root.viewWillTransitionToSize(\(Int(item.portrait.width))x1194)"
      ])
    window.rotate(to: .landscapeRight)
    #expect(window.frame == item.landscape)
  }

  @Test("a Stage Manager window keeps its size when it still fits, and shrinks when not")
  func stageManager() {
    let window = Window(device: .iPadPro11, orientation: .landscapeLeft)
    window.resize(to: Rect(x: 100, y: 50, width: 700, height: 600))
    window.rotate(to: .portrait)
    #expect(window.frame == Rect(x: 100, y: 50, width: 700, height: 600))
    window.resize(to: Rect(x: 0, y: 100, width: 834, height: 1000))
    window.rotate(to: .landscapeLeft)
    #expect(window.frame == Rect(x: 0, y: 0, width: 834, height: 834))
  }

  @Test("a frame that does not fit the screen is a precondition failure")
  func frameOutsideScreen() async {
    await #expect(processExitsWith: .failure) {
      let window = Window(device: .iPadPro11)
      window.resize(to: Rect(x: 500, y: 0, width: 500, height: 1194))
    }
  }
}

extension DeviceProfile {
  /// A catalog iPad by its exact name (an iPhone when the name is wrong, which fails the
  /// tests' numbers).
  fileprivate static func catalogPad(_ name: String) -> DeviceProfile {
    catalog.first { $0.name == name } ?? .iPhone15Pro
  }
}
