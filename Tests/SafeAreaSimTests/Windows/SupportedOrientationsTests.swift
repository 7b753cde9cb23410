import SafeAreaSim
import Testing

/// Issue 11, point 4: `supportedInterfaceOrientations` decides whether a rotation happens
/// (research section 9; Apple's `supportedInterfaceOrientations` page).
@Suite("Supported interface orientations")
struct SupportedOrientationsTests {
  @Test("the defaults: every orientation on iPad, all but upside down on iPhone")
  func defaults() {
    let phone = Window(device: .iPhone8)
    let phoneRoot = ViewController(name: "root")
    phone.rootViewController = phoneRoot
    phone.makeKeyAndVisible()
    #expect(phoneRoot.supportedInterfaceOrientations == .allButUpsideDown)
    let pad = Window(device: .iPad9)
    let padRoot = ViewController(name: "root")
    pad.rootViewController = padRoot
    pad.makeKeyAndVisible()
    #expect(padRoot.supportedInterfaceOrientations == .all)
    pad.rotate(to: .portraitUpsideDown)
    #expect(pad.orientation == .portraitUpsideDown)
    // A home-button iPhone supports upside down, but its controllers do not by default.
    phone.rotate(to: .portraitUpsideDown)
    #expect(phone.orientation == .portrait)
    #expect(phone.takeDiagnostics().map(\.code) == ["orientationNotSupported"])
  }

  @Test("a rotation the root does not support changes nothing and calls nothing back")
  func unsupportedRotation() {
    let window = Window(device: .iPhone15Pro)
    let root = OrientationLockedController(name: "root", mask: .portrait)
    window.rootViewController = root
    window.makeKeyAndVisible()
    _ = window.takeDiagnostics()
    let log = TraceLog(window)
    window.rotate(to: .landscapeLeft)
    window.layoutIfNeeded()
    #expect(window.orientation == .portrait)
    #expect(window.frame == Rect(x: 0, y: 0, width: 393, height: 852))
    #expect(log.lines.isEmpty)
    let diagnostics = window.takeDiagnostics()
    #expect(diagnostics.map(\.code) == ["orientationNotSupported"])
    #expect(
      diagnostics.first?.message
        == "<root> supports portrait only: the rotation of window <window> to landscapeLeft "
        + "was ignored.")
  }

  @Test("a navigation root follows its top controller, a tab bar root its selected one")
  func containersFollowTheirChild() {
    let window = Window(device: .iPhone15Pro)
    let list = ViewController(name: "list")
    let nav = NavigationController(rootViewController: list, name: "nav")
    window.rootViewController = nav
    window.makeKeyAndVisible()
    let player = OrientationLockedController(name: "player", mask: .landscape)
    nav.pushViewController(player, animated: false)
    #expect(nav.supportedInterfaceOrientations == .landscape)
    window.rotate(to: .landscapeRight)
    #expect(window.orientation == .landscapeRight)
    window.rotate(to: .portrait)
    #expect(window.orientation == .landscapeRight)
    nav.popViewController(animated: false)
    window.rotate(to: .portrait)
    #expect(window.orientation == .portrait)

    let tabs = TabBarController(name: "tabs")
    let free = ViewController(name: "free")
    let locked = OrientationLockedController(name: "locked", mask: .portrait)
    tabs.setViewControllers([free, locked], animated: false)
    window.rootViewController = tabs
    window.layoutIfNeeded()
    tabs.selectedIndex = 1
    window.rotate(to: .landscapeLeft)
    #expect(window.orientation == .portrait)
    tabs.selectedIndex = 0
    window.rotate(to: .landscapeLeft)
    #expect(window.orientation == .landscapeLeft)
  }

  @Test("a full-screen presented controller decides; a sheet does not")
  func presentedDecides() {
    let window = Window(device: .iPhone15Pro)
    let root = OrientationLockedController(name: "root", mask: .portrait)
    window.rootViewController = root
    window.makeKeyAndVisible()
    let sheet = ViewController(name: "sheet")
    sheet.modalPresentationStyle = .pageSheet
    root.present(sheet, animated: false)
    window.rotate(to: .landscapeLeft)
    #expect(window.orientation == .portrait)
    root.dismiss(animated: false)
    let cover = ViewController(name: "cover")
    cover.modalPresentationStyle = .fullScreen
    root.present(cover, animated: false)
    window.rotate(to: .landscapeLeft)
    #expect(window.orientation == .landscapeLeft)
  }

  @Test("an iPad window in Split View rotates whatever its controllers support")
  func multitaskingIgnoresMask() {
    let window = Window(device: .iPadPro11)
    let root = OrientationLockedController(name: "root", mask: .portrait)
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.resize(to: window.device.splitViewFrame(.half, side: .left, in: .portrait))
    window.rotate(to: .landscapeLeft)
    #expect(window.orientation == .landscapeLeft)
  }

  @Test("a controller that supports no orientation is a precondition failure")
  func emptyMask() async {
    await #expect(processExitsWith: .failure) {
      let window = Window(device: .iPhone15Pro)
      window.rootViewController = OrientationLockedController(name: "root", mask: [])
      window.makeKeyAndVisible()
      window.rotate(to: .landscapeLeft)
    }
  }

  @Test("30,000 nested navigation controllers forward the question by a loop, not recursion")
  func deepNesting() {
    var inner: ViewController = OrientationLockedController(name: "leaf", mask: .portrait)
    for level in 0..<30_000 {
      inner = NavigationController(rootViewController: inner, name: "nav\(level)")
    }
    #expect(inner.supportedInterfaceOrientations == .portrait)
    let tabs = TabBarController(name: "tabs")
    tabs.setViewControllers([inner], animated: false)
    #expect(tabs.supportedInterfaceOrientations == .portrait)
    // Taken apart from the root down, so that no release recurses through the levels either.
    var current: ViewController? = inner
    while let nav = current as? NavigationController {
      current = nav.viewControllers.first
      nav.setViewControllers([], animated: false)
    }
  }

  @Test("orientation masks hold the orientations they name")
  func masks() {
    #expect(
      InterfaceOrientationMask.allButUpsideDown.orientations == [
        .portrait, .landscapeLeft, .landscapeRight,
      ])
    #expect(InterfaceOrientationMask([.portrait, .landscapeRight]).contains(.landscapeRight))
    #expect(!InterfaceOrientationMask.landscape.contains(.portrait))
    #expect(InterfaceOrientationMask.all.rawValue == 30)
  }
}

/// A controller that supports only the orientations it is given.
final class OrientationLockedController: ViewController {
  let mask: InterfaceOrientationMask
  init(name: String, mask: InterfaceOrientationMask) {
    self.mask = mask
    super.init(name: name)
  }
  override var supportedInterfaceOrientations: InterfaceOrientationMask { mask }
}
