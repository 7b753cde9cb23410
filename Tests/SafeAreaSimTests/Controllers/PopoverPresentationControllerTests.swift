import SafeAreaSim
import SafeAreaSimFixtures
import Testing

@Suite("Popover presentation")
struct PopoverPresentationControllerTests {
  struct Shown {
    var window: Window
    var root: ViewController
    var menu: ViewController
    var recorder: LifecycleRecorder
  }

  /// A popover `menu` presented from a rect in the root view of a shown window.
  static func present(
    on device: DeviceProfile = .iPadPro11, orientation: Orientation = .portrait,
    source: Rect, size: Size = Size(width: 300, height: 200),
    permitted: PopoverArrowDirection = .any
  ) -> Shown {
    let window = Window(device: device, orientation: orientation)
    let root = ViewController(name: "root")
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.runUntilIdle()
    let recorder = LifecycleRecorder(window: window)
    let menu = ViewController(name: "menu")
    menu.modalPresentationStyle = .popover
    menu.preferredContentSize = size
    menu.popoverPresentationController?.sourceView = root.view
    menu.popoverPresentationController?.sourceRect = source
    menu.popoverPresentationController?.permittedArrowDirections = permitted
    root.present(menu, animated: false)
    return Shown(window: window, root: root, menu: menu, recorder: recorder)
  }

  struct PlacementCase: CustomTestStringConvertible, Sendable {
    var name: String
    var source: Rect
    var size: Size
    var permitted: PopoverArrowDirection
    var frame: Rect
    var arrow: PopoverArrowDirection
    var tip: Point
    var insets: EdgeInsets
    var testDescription: String { name }
  }

  /// iPad Pro 11-inch in portrait: 834x1194, window safe area {top 24, bottom 20}; with the
  /// 10-point margins the popover stays inside x 10...824, y 34...1164. The frame holds the
  /// 13-point arrow (Fidelity: Popovers), whose edge gets a 13-point safe-area inset.
  static let placements: [PlacementCase] = [
    PlacementCase(
      name: "below the source, moved right to stay in the margins",
      source: Rect(
        x: 100, y: 100, width: 44, height: 44), size: Size(width: 300, height: 200),
      permitted: .any, frame: Rect(x: 10, y: 144, width: 300, height: 213), arrow: .up,
      tip: Point(x: 122, y: 144), insets: EdgeInsets(top: 13)),
    PlacementCase(
      name: "above a source with no room below",
      source: Rect(x: 400, y: 1100, width: 40, height: 40),
      size: Size(width: 300, height: 200), permitted: .any,
      frame: Rect(x: 270, y: 887, width: 300, height: 213), arrow: .down,
      tip: Point(x: 420, y: 1100), insets: EdgeInsets(bottom: 13)),
    PlacementCase(
      name: "to the right when only left is permitted",
      source: Rect(
        x: 100, y: 500, width: 40, height: 40), size: Size(width: 300, height: 200),
      permitted: .left, frame: Rect(x: 140, y: 420, width: 313, height: 200), arrow: .left,
      tip: Point(x: 140, y: 520), insets: EdgeInsets(left: 13)),
    PlacementCase(
      name: "to the left when only right is permitted",
      source: Rect(
        x: 700, y: 500, width: 40, height: 40), size: Size(width: 300, height: 200),
      permitted: .right, frame: Rect(x: 387, y: 420, width: 313, height: 200), arrow: .right,
      tip: Point(x: 700, y: 520), insets: EdgeInsets(right: 13)),
    PlacementCase(
      name: "a source at the window's edge: the arrow stays 26 points from the corner",
      source: Rect(x: 0, y: 100, width: 10, height: 44), size: Size(width: 300, height: 200),
      permitted: .up, frame: Rect(x: 10, y: 144, width: 300, height: 213), arrow: .up,
      tip: Point(x: 36, y: 144), insets: EdgeInsets(top: 13)),
    PlacementCase(
      name: "a source beside the bottom of the area: the tip stays off the lower corner",
      source: Rect(x: 700, y: 1150, width: 40, height: 40), size: Size(width: 100, height: 300),
      permitted: .right, frame: Rect(x: 587, y: 864, width: 113, height: 300), arrow: .right,
      tip: Point(x: 700, y: 1138), insets: EdgeInsets(right: 13)),
    PlacementCase(
      name: "no preferred size: 320 wide and as tall as fits below the source",
      source: Rect(
        x: 100, y: 100, width: 44, height: 44), size: .zero, permitted: .up,
      frame: Rect(x: 10, y: 144, width: 320, height: 1020), arrow: .up,
      tip: Point(x: 122, y: 144), insets: EdgeInsets(top: 13)),
    PlacementCase(
      name: "no preferred size, every direction: to the right of the source at its full height",
      source: Rect(x: 100, y: 100, width: 44, height: 44), size: .zero, permitted: .any,
      frame: Rect(x: 144, y: 34, width: 333, height: 1100), arrow: .left,
      tip: Point(x: 144, y: 122), insets: EdgeInsets(left: 13)),
  ]

  @Test("a popover sits beside its source rect, inside the margins", arguments: placements)
  func placement(_ c: PlacementCase) throws {
    let s = Self.present(source: c.source, size: c.size, permitted: c.permitted)
    let popover = try #require(s.menu.popoverPresentationController)
    #expect(s.menu.view.frame == c.frame)
    #expect(popover.arrowDirection == c.arrow)
    #expect(popover.arrowTip == c.tip)
    #expect(s.menu.view.safeAreaInsets == c.insets)
    // The arrow's share is the popover's, not the app's.
    #expect(s.menu.additionalSafeAreaInsets == .zero)
    #expect(s.window.takeDiagnostics().isEmpty)
  }

  @Test("the presenter keeps its views and hears nothing; the popover appears")
  func presenterCallbacks() {
    let s = Self.present(source: Rect(x: 100, y: 100, width: 44, height: 44))
    #expect(
      s.recorder.trace(.appearance).lines == [
        "menu.viewDidLoad",
        "menu.viewWillAppear(animated: false)",
        "menu.viewIsAppearing(animated: false)",
        "menu.viewDidAppear(animated: false)",
      ])
    #expect(s.root.view.window === s.window)
    s.recorder.reset()
    s.root.dismiss(animated: false)
    #expect(
      s.recorder.trace(.appearance).lines == [
        "menu.viewWillDisappear(animated: false)",
        "menu.viewDidDisappear(animated: false)",
      ])
    #expect(s.menu.popoverPresentationController?.arrowDirection == .unknown)
    #expect(s.menu.view.safeAreaInsets == .zero)
  }

  @Test("in compact width a popover adapts to a page sheet, with no arrow")
  func compactWidth() throws {
    let s = Self.present(on: .iPhone15Pro, source: Rect(x: 100, y: 100, width: 44, height: 44))
    let popover = try #require(s.menu.popoverPresentationController)
    // The page sheet's frame on an iPhone 15 Pro: 10 points below the top inset of 59.
    #expect(s.menu.view.frame == Rect(x: 0, y: 69, width: 393, height: 783))
    #expect(popover.arrowDirection == .unknown)
    #expect(popover.arrowTip == nil)
    #expect(s.menu.view.safeAreaInsets == EdgeInsets(bottom: 34))
    #expect(s.recorder.trace(.appearance).lines.allSatisfy { $0.hasPrefix("menu.") })
  }

  @Test("the adaptive sheet's detents lay out a popover adapted to a sheet, and only then")
  func adaptiveSheetDetents() throws {
    let phone = Self.present(on: .iPhone15Pro, source: Rect(x: 100, y: 100, width: 44, height: 44))
    let sheet = try #require(phone.menu.popoverPresentationController)
      .adaptiveSheetPresentationController
    sheet.detents = [.medium(), .large()]
    // The medium detent on an iPhone 15 Pro, as for a page sheet: 374.5 + the 34-point inset.
    #expect(phone.menu.view.frame == Rect(x: 0, y: 443.5, width: 393, height: 408.5))
    #expect(sheet.layoutMode == .edgeAttached)
    #expect(sheet.detentInEffect == .medium)
    sheet.selectedDetentIdentifier = .large
    #expect(phone.menu.view.frame == Rect(x: 0, y: 69, width: 393, height: 783))
    // The same controller's sheet, and still no sheet presentation controller of its own.
    #expect(phone.menu.popoverPresentationController?.adaptiveSheetPresentationController === sheet)
    #expect(phone.menu.sheetPresentationController == nil)

    let pad = Self.present(source: Rect(x: 100, y: 100, width: 44, height: 44))
    let padSheet = try #require(pad.menu.popoverPresentationController)
      .adaptiveSheetPresentationController
    padSheet.detents = [.medium()]
    #expect(pad.menu.view.frame == Rect(x: 10, y: 144, width: 300, height: 213))
  }

  @Test("moving the source rect moves the popover and its arrow")
  func sourceRectChange() throws {
    let s = Self.present(source: Rect(x: 100, y: 100, width: 44, height: 44))
    let popover = try #require(s.menu.popoverPresentationController)
    popover.sourceRect = Rect(x: 400, y: 1100, width: 40, height: 40)
    #expect(s.menu.view.frame == Rect(x: 270, y: 887, width: 300, height: 213))
    #expect(s.menu.view.safeAreaInsets == EdgeInsets(bottom: 13))
  }

  @Test("a popover without a source view fails a precondition naming it")
  func missingSourceView() async {
    await #expect(processExitsWith: .failure) {
      let window = Window(device: .iPadPro11)
      let root = ViewController(name: "root")
      window.rootViewController = root
      window.makeKeyAndVisible()
      let menu = ViewController(name: "menu")
      menu.modalPresentationStyle = .popover
      root.present(menu, animated: false)
    }
  }

  @Test("only the popover style has a popover presentation controller")
  func accessor() {
    let sheet = ViewController(name: "sheet")
    #expect(sheet.popoverPresentationController == nil)
    sheet.modalPresentationStyle = .popover
    #expect(sheet.popoverPresentationController != nil)
    #expect(sheet.sheetPresentationController == nil)
    #expect(
      sheet.popoverPresentationController?.popoverLayoutMargins
        == EdgeInsets(
          top: 10, left: 10, bottom: 10, right: 10))
    #expect(PopoverPresentationController.arrowHeight == 13)
  }
}
