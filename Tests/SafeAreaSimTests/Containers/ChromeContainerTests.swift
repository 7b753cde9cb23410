import SafeAreaSim
import SafeAreaSimFixtures
import SafeAreaSimTesting
import Testing

@Suite("Chrome container")
struct ChromeContainerTests {
  static func shown(
    _ device: DeviceProfile = .iPhoneX, orientation: Orientation = .portrait,
    chrome: [ChromeView]
  ) -> (Window, ChromeContainerController, ViewController) {
    let window = Window(device: device, orientation: orientation)
    let content = ViewController(name: "content")
    let shell = ChromeContainerController(content: content, name: "shell")
    for view in chrome { shell.addChrome(view) }
    window.rootViewController = shell
    window.makeKeyAndVisible()
    return (window, shell, content)
  }

  @Test("a bottom player absorbs the home indicator: 50 + 34 = 84, content gets 84 not 118 (C-06)")
  func bottomPlayer() {
    let player = ChromeView(name: "player", edge: .bottom, size: 50)
    let (window, _, content) = Self.shown(chrome: [player])
    expectFrame(player, Rect(x: 0, y: 728, width: 375, height: 84))
    expectInsets(content.view, EdgeInsets(top: 44, bottom: 84))
    #expect(content.additionalSafeAreaInsets == EdgeInsets(bottom: 50))
    #expect(content.chromeSafeAreaInsets == EdgeInsets(bottom: 50))
    withExtendedLifetime(window) {}
  }

  @Test("a second bottom bar stacks above the first without the home indicator")
  func stackedBottomBars() {
    let player = ChromeView(name: "player", edge: .bottom, size: 50)
    let strip = ChromeView(name: "strip", edge: .bottom, size: 40)
    let (window, _, content) = Self.shown(chrome: [player, strip])
    expectFrame(strip, Rect(x: 0, y: 688, width: 375, height: 40))
    expectInsets(content.view, EdgeInsets(top: 44, bottom: 124))
    withExtendedLifetime(window) {}
  }

  @Test("a side panel in landscape absorbs the housing inset; later chrome spans what remains")
  func sidePanel() {
    let side = ChromeView(name: "side", edge: .right, size: 100)
    let banner = ChromeView(name: "banner", edge: .top, size: 30)
    let (window, _, content) = Self.shown(
      .iPhone15Pro, orientation: .landscapeLeft, chrome: [side, banner])
    expectFrame(side, Rect(x: 693, y: 0, width: 159, height: 393))
    expectFrame(banner, Rect(x: 0, y: 0, width: 693, height: 30))
    expectInsets(content.view, EdgeInsets(top: 30, left: 59, bottom: 21, right: 159))
    #expect(content.additionalSafeAreaInsets == EdgeInsets(top: 30, right: 100))
    withExtendedLifetime(window) {}
  }

  @Test("chrome inside the safe area is only its size thick, at the inner side of its band")
  func insideSafeArea() {
    let player = ChromeView(name: "player", edge: .bottom, size: 50, insideSafeArea: true)
    let (window, _, content) = Self.shown(chrome: [player])
    expectFrame(player, Rect(x: 0, y: 728, width: 375, height: 50))
    expectInsets(content.view, EdgeInsets(top: 44, bottom: 84))
    withExtendedLifetime(window) {}
  }

  @Test("hiding, resizing and rotating update the content in the next pass")
  func updates() {
    let player = ChromeView(name: "player", edge: .bottom, size: 50)
    let (window, _, content) = Self.shown(chrome: [player])
    player.setHidden(true)
    window.layoutIfNeeded()
    expectInsets(content.view, EdgeInsets(top: 44, bottom: 34))
    #expect(content.additionalSafeAreaInsets == .zero)
    player.setHidden(false)
    player.size = 70
    window.layoutIfNeeded()
    expectInsets(content.view, EdgeInsets(top: 44, bottom: 104))
    window.rotate(to: .landscapeLeft)
    expectFrame(player, Rect(x: 0, y: 284, width: 812, height: 91))
    expectInsets(content.view, EdgeInsets(left: 44, bottom: 91, right: 44))
  }

  @Test("the app's additional insets add to the chrome share; setting sets the app's share")
  func appShare() {
    let player = ChromeView(name: "player", edge: .bottom, size: 50)
    let (window, _, content) = Self.shown(chrome: [player])
    content.additionalSafeAreaInsets = EdgeInsets(top: 10)
    window.layoutIfNeeded()
    #expect(content.additionalSafeAreaInsets == EdgeInsets(top: 10, bottom: 50))
    expectInsets(content.view, EdgeInsets(top: 54, bottom: 84))
  }

  @Test("the content's insets are final before viewIsAppearing: one change per appearance")
  func oneChangePerAppearance() {
    let window = Window(device: .iPhoneX)
    let recorder = LifecycleRecorder(window: window)
    let content = ViewController(name: "content")
    let shell = ChromeContainerController(content: content, name: "shell")
    shell.addChrome(ChromeView(name: "player", edge: .bottom, size: 50))
    window.rootViewController = shell
    window.makeKeyAndVisible()
    let trace = recorder.trace(.subjects(["content"]))
    #expect(
      trace.lines.filter { $0.contains("viewSafeAreaInsetsDidChange") }
        == ["content.viewSafeAreaInsetsDidChange {top 44, bottom 84}"])
    let change = trace.lines.firstIndex { $0.contains("viewSafeAreaInsetsDidChange") }
    let appearing = trace.lines.firstIndex { $0.contains("viewIsAppearing") }
    #expect(change != nil && appearing != nil && change! < appearing!)
  }
}

/// Apple's sample container (C-06): after it appears, it gives its child the side view's
/// width and the bottom view's height as additional insets, starting from zero.
final class AppleSampleContainer: ViewController {
  let child = ViewController(name: "child")
  let sideView = View(name: "sideView")
  let bottomView = View(name: "bottomView")
  let startsFromOwnInsets: Bool

  init(startsFromOwnInsets: Bool) {
    self.startsFromOwnInsets = startsFromOwnInsets
    super.init(name: "container")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(child)
    view.addSubview(child.view)
    child.didMove(toParent: self)
    view.addSubview(sideView)
    view.addSubview(bottomView)
  }

  override func viewDidLayoutSubviews() {
    let bounds = view.bounds
    let safe = bounds.inset(by: view.safeAreaInsets)
    child.setViewFrame(bounds)
    sideView.frame = Rect(x: safe.maxX - 100, y: safe.minY, width: 100, height: safe.height - 50)
    bottomView.frame = Rect(x: safe.minX, y: safe.maxY - 50, width: safe.width, height: 50)
  }

  override func viewDidAppear(_ animated: Bool) {
    var insets = startsFromOwnInsets ? view.safeAreaInsets : EdgeInsets.zero
    insets.right += sideView.bounds.width
    insets.bottom += bottomView.bounds.height
    child.additionalSafeAreaInsets = insets
  }
}

@Suite("Apple's sample container (C-06, C-07)")
struct AppleSampleContainerTests {
  @Test("starting from zero matches the chrome rule; starting from the own insets double-counts")
  func sample() {
    let window = Window(device: .iPhoneX, orientation: .landscapeLeft)
    let good = AppleSampleContainer(startsFromOwnInsets: false)
    window.rootViewController = good
    window.makeKeyAndVisible()
    // The chrome rule for the same views: what they cover beyond the inherited insets.
    let chrome = SafeAreaRules.chromeInsets(
      childFrame: good.child.view.frame,
      chrome: [
        ChromeRegion(edge: .right, frame: good.sideView.frame),
        ChromeRegion(edge: .bottom, frame: good.bottomView.frame),
      ],
      inherited: good.view.safeAreaInsets)
    #expect(chrome == EdgeInsets(bottom: 50, right: 100))
    expectInsets(good.child.view, EdgeInsets(left: 44, bottom: 71, right: 144))
    #expect(good.child.view.safeAreaInsets == good.view.safeAreaInsets + chrome)
    // Set in viewDidAppear: the child's content jumps (the CustomChromeContainer article).
    let jump = window.takeDiagnostics()
    #expect(jump.map(\.code) == ["appearanceAfterDidAppear"])
    #expect(
      jump.first?.message.hasPrefix(
        "<child>'s additionalSafeAreaInsets changed from {} to {bottom 50, right 100} "
          + "(container <container>) after the viewDidAppear of <container>") == true)

    let other = Window(device: .iPhoneX, orientation: .landscapeLeft)
    let bad = AppleSampleContainer(startsFromOwnInsets: true)
    other.rootViewController = bad
    other.makeKeyAndVisible()
    // The home indicator and the housing are counted twice: 21 + 21 + 50, 44 + 44 + 100.
    expectInsets(bad.child.view, EdgeInsets(left: 88, bottom: 92, right: 188))
    #expect(
      other.takeDiagnostics().map(\.code) == ["appearanceAfterDidAppear", "doubleCountedSafeArea"])
  }
}
