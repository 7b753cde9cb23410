import SafeAreaSim
import Testing

/// A window showing one root controller, and a sheet presented on it.
private struct SheetScene {
  let window: Window
  let root: ViewController
  let log: TraceLog

  init(device: DeviceProfile = .iPhone15Pro, orientation: Orientation = .portrait) {
    window = Window(device: device, orientation: orientation)
    root = ViewController(name: "root")
    window.rootViewController = root
    window.makeKeyAndVisible()
    log = TraceLog(window)
  }

  /// Presents `sheet` (configured first by `configure`) without animation.
  func present(
    _ sheet: ViewController, _ configure: (SheetPresentationController) -> Void = { _ in }
  ) {
    if let controller = sheet.sheetPresentationController { configure(controller) }
    root.present(sheet, animated: false)
    window.layoutIfNeeded()
  }

  /// Whether the root heard a disappearance or appearance callback since the last call.
  func rootHeardAppearance() -> Bool {
    log.take(TraceLog.appearanceOnly).contains { $0.hasPrefix("root.") }
  }
}

@Suite("Sheet presentation controller")
struct SheetPresentationControllerTests {
  @Test(
    "on Apple TV a sheet or popover style is presented full screen (with a diagnostic if asked)",
    arguments: [ModalPresentationStyle.automatic, .pageSheet, .formSheet, .popover])
  func appleTVHasNoSheets(_ style: ModalPresentationStyle) {
    let scene = SheetScene(device: .appleTV)
    _ = scene.window.takeDiagnostics()
    _ = scene.rootHeardAppearance()
    let sheet = ViewController(name: "sheet")
    sheet.modalPresentationStyle = style
    scene.present(sheet)
    #expect(sheet.view.frame == Rect(x: 0, y: 0, width: 1920, height: 1080))
    #expect(sheet.view.safeAreaInsets == EdgeInsets(top: 60, left: 80, bottom: 60, right: 80))
    // Full screen: the presenter disappears, and no sheet lays the controller out.
    #expect(scene.rootHeardAppearance())
    #expect(scene.root.viewIfLoaded?.window == nil)
    #expect(sheet.sheetPresentationController == nil)
    #expect(sheet.popoverPresentationController == nil)
    let codes = scene.window.takeDiagnostics().map(\.code)
    #expect(codes == (style == .automatic ? [] : ["presentationStyleUnavailable"]))
  }

  @Test("page, form and automatic styles have a sheet controller; the others have none")
  func availability() {
    let controller = ViewController(name: "c")
    #expect(controller.sheetPresentationController != nil)
    #expect(controller.sheetPresentationController === controller.sheetPresentationController)
    controller.modalPresentationStyle = .formSheet
    #expect(controller.sheetPresentationController != nil)
    for style in [ModalPresentationStyle.fullScreen, .overFullScreen, .overCurrentContext] {
      controller.modalPresentationStyle = style
      #expect(controller.sheetPresentationController == nil)
    }
    let sheet = ViewController(name: "s").sheetPresentationController
    #expect(sheet?.detents == [.large()])
    #expect(sheet?.selectedDetentIdentifier == nil)
    #expect(sheet?.prefersGrabberVisible == false)
    #expect(sheet?.prefersEdgeAttachedInCompactHeight == false)
  }

  @Test("detents have UIKit's identifiers and resolve inside the maximum value")
  func detentValues() {
    typealias Detent = SheetPresentationController.Detent
    #expect(Detent.medium().identifier.rawValue == "com.apple.UIKit.medium")
    #expect(Detent.large().identifier.rawValue == "com.apple.UIKit.large")
    #expect(Detent.custom(height: 200).identifier.description == "custom(200)")
    #expect(Detent.custom(identifier: .init("tall"), height: 200).identifier.rawValue == "tall")
    #expect(Detent.large().resolvedValue(maximumDetentValue: 749) == 749)
    #expect(Detent.custom(height: 900).resolvedValue(maximumDetentValue: 749) == 749)
    #expect(Detent.custom(height: -3).resolvedValue(maximumDetentValue: 749) == 0)
  }
}

extension SheetPresentationControllerTests {
  @Test("iPhone 15 Pro: the large detent starts at 69, 10 below the safe area; 749 points high")
  func largeDetent() {
    let scene = SheetScene()
    let sheet = ViewController(name: "sheet")
    scene.present(sheet)
    #expect(sheet.view.frame == Rect(x: 0, y: 69, width: 393, height: 783))
    #expect(sheet.view.safeAreaInsets == EdgeInsets(bottom: 34))
    #expect(sheet.sheetPresentationController?.maximumDetentValue == 749)
    #expect(sheet.sheetPresentationController?.detentInEffect == .large)
    #expect(sheet.sheetPresentationController?.layoutMode == .edgeAttached)
  }

  @Test("the medium detent is half the maximum value above the bottom inset: y 443.5")
  func mediumDetent() {
    let scene = SheetScene()
    let sheet = ViewController(name: "sheet")
    scene.present(sheet) {
      $0.detents = [.medium(), .large()]
      $0.selectedDetentIdentifier = .medium
    }
    #expect(sheet.view.frame == Rect(x: 0, y: 443.5, width: 393, height: 408.5))
    #expect(sheet.view.safeAreaInsets == EdgeInsets(bottom: 34))
    #expect(
      SheetPresentationController.Detent.medium().resolvedValue(maximumDetentValue: 749) == 374.5)
  }

  @Test("no selection rests at the smallest detent; an unknown identifier is ignored")
  func defaultSelection() {
    let scene = SheetScene()
    let sheet = ViewController(name: "sheet")
    scene.present(sheet) { $0.detents = [.large(), .custom(height: 200)] }
    #expect(sheet.view.frame == Rect(x: 0, y: 618, width: 393, height: 234))
    sheet.sheetPresentationController?.selectedDetentIdentifier = .init("nope")
    #expect(sheet.view.frame == Rect(x: 0, y: 618, width: 393, height: 234))
    sheet.sheetPresentationController?.detents = [.custom(height: 5000)]
    #expect(sheet.view.frame == Rect(x: 0, y: 69, width: 393, height: 783))
  }

  @Test("changing the selected detent lays the sheet out again, animated or not")
  func changingDetent() {
    let scene = SheetScene()
    let sheet = ViewController(name: "sheet")
    scene.present(sheet) { $0.detents = [.medium(), .large()] }
    #expect(sheet.view.frame.minY == 443.5)
    sheet.sheetPresentationController?.animateChanges {
      sheet.sheetPresentationController?.selectedDetentIdentifier = .large
    }
    #expect(sheet.view.frame.minY == 69)
    sheet.sheetPresentationController?.selectedDetentIdentifier = .medium
    #expect(sheet.view.frame.minY == 443.5)
    #expect(!scene.rootHeardAppearance())
  }

  @Test("the grabber changes no frame and no safe area")
  func grabber() {
    let scene = SheetScene()
    let sheet = ViewController(name: "sheet")
    scene.present(sheet) { $0.prefersGrabberVisible = true }
    #expect(sheet.view.frame == Rect(x: 0, y: 69, width: 393, height: 783))
    #expect(sheet.view.safeAreaInsets == EdgeInsets(bottom: 34))
  }

  @Test("home-button phones start the sheet at 40: 20 status bar + 10 + 10")
  func homeButtonPhone() {
    let scene = SheetScene(device: .iPhone8)
    let sheet = ViewController(name: "sheet")
    scene.present(sheet) { $0.detents = [.medium(), .large()] }
    #expect(sheet.view.frame == Rect(x: 0, y: 353.5, width: 375, height: 313.5))
    sheet.sheetPresentationController?.selectedDetentIdentifier = .large
    #expect(sheet.view.frame == Rect(x: 0, y: 40, width: 375, height: 627))
    #expect(sheet.view.safeAreaInsets == .zero)
  }
}

extension SheetPresentationControllerTests {
  @Test("compact height: the sheet covers the window and stays a sheet; the presenter stays")
  func compactHeightCovers() {
    let scene = SheetScene(orientation: .landscapeLeft)
    let sheet = ViewController(name: "sheet")
    scene.present(sheet)
    #expect(sheet.view.frame == Rect(x: 0, y: 0, width: 852, height: 393))
    #expect(sheet.view.safeAreaInsets == EdgeInsets(left: 59, bottom: 21, right: 59))
    #expect(sheet.sheetPresentationController?.layoutMode == .fullScreen)
    #expect(!scene.rootHeardAppearance())
    #expect(scene.root.view.window === scene.window)
    sheet.dismiss(animated: false)
    #expect(!scene.rootHeardAppearance())
  }

  @Test("edge-attached in compact height: 8 below the safe top, safe-area wide, medium inactive")
  func compactHeightEdgeAttached() {
    let scene = SheetScene(orientation: .landscapeLeft)
    let sheet = ViewController(name: "sheet")
    scene.present(sheet) {
      $0.prefersEdgeAttachedInCompactHeight = true
      $0.detents = [.medium(), .large()]
      $0.selectedDetentIdentifier = .medium
    }
    #expect(sheet.view.frame == Rect(x: 59, y: 8, width: 734, height: 385))
    #expect(sheet.view.safeAreaInsets == EdgeInsets(bottom: 21))
    #expect(sheet.sheetPresentationController?.detentInEffect == .large)
    sheet.preferredContentSize = Size(width: 400, height: 300)
    sheet.sheetPresentationController?.widthFollowsPreferredContentSizeWhenEdgeAttached = true
    #expect(sheet.view.frame == Rect(x: 226, y: 8, width: 400, height: 385))
  }

  @Test("a card turned to landscape covers the window, and is a card again in portrait")
  func rotationBothWays() {
    let scene = SheetScene()
    let sheet = ViewController(name: "sheet")
    scene.present(sheet) {
      $0.detents = [.medium(), .large()]
      $0.selectedDetentIdentifier = .medium
    }
    scene.window.rotate(to: .landscapeLeft)
    #expect(sheet.view.frame == Rect(x: 0, y: 0, width: 852, height: 393))
    #expect(sheet.presentingViewController === scene.root)
    scene.window.rotate(to: .portrait)
    #expect(sheet.view.frame == Rect(x: 0, y: 443.5, width: 393, height: 408.5))
    #expect(sheet.view.safeAreaInsets == EdgeInsets(bottom: 34))
    #expect(!scene.rootHeardAppearance())
    #expect(scene.root.appearanceState == .appeared)
  }

  @Test("a sheet presented in landscape is a card after turning to portrait")
  func presentedInLandscape() {
    let scene = SheetScene(orientation: .landscapeLeft)
    let sheet = ViewController(name: "sheet")
    scene.present(sheet)
    scene.window.rotate(to: .portrait)
    #expect(sheet.view.frame == Rect(x: 0, y: 69, width: 393, height: 783))
    #expect(!scene.rootHeardAppearance())
    sheet.dismiss(animated: true)
    scene.window.runUntilIdle()
    #expect(!scene.rootHeardAppearance())
    #expect(scene.root.view.window === scene.window)
  }
}

extension SheetPresentationControllerTests {
  @Test("iPad Pro 11: a form sheet is 580x640, centred in both orientations")
  func padFormSheet() throws {
    let scene = SheetScene(device: .iPadPro11)
    let sheet = ViewController(name: "sheet")
    sheet.modalPresentationStyle = .formSheet
    scene.present(sheet) { $0.detents = [.medium()] }
    #expect(sheet.view.frame == Rect(x: 127, y: 277, width: 580, height: 640))
    #expect(sheet.view.safeAreaInsets == .zero)
    #expect(sheet.sheetPresentationController?.layoutMode == .floating)
    scene.window.rotate(to: .landscapeLeft)
    #expect(sheet.view.frame == Rect(x: 307, y: 97, width: 580, height: 640))
    sheet.preferredContentSize = Size(width: 400, height: 300)
    #expect(sheet.view.frame == Rect(x: 397, y: 267, width: 400, height: 300))
    #expect(!scene.rootHeardAppearance())
  }

  @Test("1024-point iPads get the 540x600 form sheet")
  func smallPadFormSheet() throws {
    let scene = SheetScene(device: try DeviceProfile.named("iPad Air 2"))
    let sheet = ViewController(name: "sheet")
    sheet.modalPresentationStyle = .formSheet
    scene.present(sheet)
    #expect(sheet.view.frame == Rect(x: 114, y: 212, width: 540, height: 600))
  }

  @Test("screens with a long side of 1590 points or more get the 620x680 form sheet")
  func largeScreenFormSheet() {
    let device = DeviceProfile(
      name: "Large pad", idiom: .pad, size: Size(width: 1200, height: 1600), scale: 2,
      statusBarHeight: 24, portraitInsets: EdgeInsets(top: 24, bottom: 20))
    let scene = SheetScene(device: device)
    let sheet = ViewController(name: "sheet")
    sheet.modalPresentationStyle = .formSheet
    scene.present(sheet)
    #expect(sheet.view.frame == Rect(x: 290, y: 460, width: 620, height: 680))
  }

  @Test("a page sheet on iPad keeps its 704-point width and is not moved by detents")
  func padPageSheet() {
    let scene = SheetScene(device: .iPadPro11)
    let sheet = ViewController(name: "sheet")
    scene.present(sheet) {
      $0.detents = [.medium()]
      $0.selectedDetentIdentifier = .medium
    }
    #expect(sheet.view.frame == Rect(x: 65, y: 34, width: 704, height: 1126))
    #expect(sheet.sheetPresentationController?.detentInEffect == nil)
  }

  @Test("a compact-width iPad window shows an edge-attached sheet at its detent")
  func compactWidthPad() {
    let scene = SheetScene(device: .iPadPro11)
    scene.window.resize(to: Rect(x: 0, y: 0, width: 320, height: 1194))
    let sheet = ViewController(name: "sheet")
    sheet.modalPresentationStyle = .formSheet
    scene.present(sheet)
    #expect(sheet.sheetPresentationController?.layoutMode == .edgeAttached)
    let insets = scene.window.safeAreaInsets
    let top = insets.top + 10
    #expect(
      sheet.view.frame == Rect(x: 0, y: top, width: 320, height: 1194 - top))
  }
}

extension SheetPresentationControllerTests {
  @Test("a navigation bar in a card sheet is 56 points: the child's top inset is 56")
  func navigationBarInSheet() {
    let scene = SheetScene()
    let child = ViewController(name: "child")
    let navigation = NavigationController(rootViewController: child, name: "nav")
    scene.present(navigation)
    #expect(navigation.navigationBar.frame == Rect(x: 0, y: 0, width: 393, height: 56))
    #expect(child.view.safeAreaInsets == EdgeInsets(top: 56, bottom: 34))
    navigation.navigationBar.prefersLargeTitles = true
    scene.window.layoutIfNeeded()
    #expect(child.view.safeAreaInsets.top == 108)
  }

  @Test("on iPad the sheet's bar is 56 too; in compact height a covering sheet's bar is 32")
  func navigationBarAcrossEnvironments() {
    let pad = SheetScene(device: .iPadPro11)
    let padChild = ViewController(name: "child")
    let padNavigation = NavigationController(rootViewController: padChild, name: "nav")
    padNavigation.modalPresentationStyle = .formSheet
    pad.present(padNavigation)
    #expect(padChild.view.safeAreaInsets.top == 56)

    let phone = SheetScene()
    let child = ViewController(name: "child")
    let navigation = NavigationController(rootViewController: child, name: "nav")
    phone.present(navigation)
    phone.window.rotate(to: .landscapeLeft)
    #expect(navigation.navigationBar.frame.height == 32)
    #expect(child.view.safeAreaInsets == EdgeInsets(top: 32, left: 59, bottom: 21, right: 59))
    phone.window.rotate(to: .portrait)
    #expect(navigation.navigationBar.frame.height == 56)
    #expect(child.view.safeAreaInsets == EdgeInsets(top: 56, bottom: 34))
  }

  @Test("isModalInPresentation does not stop a programmatic dismissal")
  func modalInPresentation() {
    let scene = SheetScene()
    let sheet = ViewController(name: "sheet")
    sheet.isModalInPresentation = true
    scene.present(sheet)
    #expect(sheet.isModalInPresentation)
    sheet.dismiss(animated: false)
    #expect(scene.root.presentedViewController == nil)
  }
}
