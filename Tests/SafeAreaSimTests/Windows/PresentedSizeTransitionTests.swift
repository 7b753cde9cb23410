import SafeAreaSim
import Testing

/// A presentation forwards the size its presented view will have: a sheet's own size, not the
/// window's, with the same-size rule (Apple: "Presentation controllers forward the size change
/// to their presented view controller").
@Suite("Size transitions of presented controllers")
struct PresentedSizeTransitionTests {
  static func shown(_ device: DeviceProfile) -> (Window, ViewController) {
    let window = Window(device: device)
    let root = ViewController(name: "root")
    window.rootViewController = root
    window.makeKeyAndVisible()
    return (window, root)
  }

  @Test("an iPhone page sheet hears the size it takes: the landscape screen it then covers")
  func phoneSheet() {
    let (window, root) = Self.shown(.iPhone15Pro)
    let sheet = ViewController(name: "sheet")
    sheet.modalPresentationStyle = .pageSheet
    root.present(sheet, animated: false)
    #expect(sheet.view.bounds.size == Size(width: 393, height: 783))
    let log = TraceLog(window)
    window.rotate(to: .landscapeLeft)
    #expect(
      log.lines.filter { $0.contains("viewWillTransition") } == [
        "root.viewWillTransitionToSize(852x393)", "sheet.viewWillTransitionToSize(852x393)",
      ])
    log.lines.removeAll()
    window.rotate(to: .portrait)
    #expect(
      log.lines.filter { $0.contains("viewWillTransition") } == [
        "root.viewWillTransitionToSize(393x852)", "sheet.viewWillTransitionToSize(393x783)",
      ])
    #expect(sheet.view.bounds.size == Size(width: 393, height: 783))
  }

  @Test("an iPad form sheet keeps its 580x640 through a rotation and hears nothing")
  func padFormSheet() {
    let (window, root) = Self.shown(.iPadPro11)
    let sheet = ViewController(name: "sheet")
    sheet.modalPresentationStyle = .formSheet
    root.present(sheet, animated: false)
    #expect(sheet.view.bounds.size == Size(width: 580, height: 640))
    let log = TraceLog(window)
    window.rotate(to: .landscapeLeft)
    #expect(
      log.lines.filter { $0.contains("viewWillTransition") } == [
        "root.viewWillTransitionToSize(1194x834)"
      ])
    #expect(sheet.view.bounds.size == Size(width: 580, height: 640))
  }
}
