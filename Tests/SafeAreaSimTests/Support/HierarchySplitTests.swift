import SafeAreaSim
import SafeAreaSimFixtures
import Testing

@Suite("Fixtures: split views in a declared hierarchy")
struct HierarchySplitTests {
  @Test("Split puts one declared controller in each column, wrapped in navigation controllers")
  func doubleColumn() throws {
    let scene = Hierarchy(device: .iPadPro11, orientation: .landscapeLeft) {
      Split("split") {
        Controller("list")
      } secondary: {
        Controller("detail")
      }
    }
    let split = scene["split", as: SplitViewController.self]
    #expect(split.viewController(for: .primary) === scene["list"])
    #expect(split.viewController(for: .secondary) === scene["detail"])
    #expect(scene["split.primaryNavigation"] === split.navigationController(for: .primary))
    #expect(scene["list"].view.frameInWindow == Rect(x: -100, y: 0, width: 420, height: 834))
    #expect(scene["detail"].view.frameInWindow == Rect(x: 320, y: 0, width: 874, height: 834))
    #expect(scene["detail"].view.safeAreaInsets == EdgeInsets(top: 74, bottom: 20))
    #expect(scene["list"].appearanceState == .appeared)
  }

  @Test("a triple-column split takes its preferences, configuration and nested containers")
  func tripleColumn() throws {
    let scene = Hierarchy(device: .iPadPro11, orientation: .landscapeLeft) {
      Container("shell") {
        Split(
          "mail", style: .tripleColumn, preferredDisplayMode: .twoBesideSecondary,
          preferredSplitBehavior: .tile
        ) {
          Controller("mailboxes")
        } supplementary: {
          Controller("messages")
        } secondary: {
          Container("reader") {
            Controller("message")
            Controller("badge", frame: Rect(x: 0, y: 0, width: 40, height: 40))
          }
        } compact: {
          Controller("phone")
        } configure: { split in
          split.preferredSupplementaryColumnWidth = 300
        }
      }
    }
    let split = scene["mail", as: SplitViewController.self]
    #expect(split.parent === scene["shell"])
    #expect(split.displayMode == .twoBesideSecondary)
    #expect(split.viewController(for: .compact) === scene["phone"])
    #expect(split.frame(of: .supplementary) == Rect(x: 320, y: 0, width: 300, height: 834))
    #expect(scene["message"].parent === scene["reader"])
    #expect(scene["badge"].view.frameInWindow == Rect(x: 620, y: 0, width: 40, height: 40))
    #expect(scene["messages"].traitCollection.horizontalSizeClass == .compact)
    #expect(scene["message"].traitCollection.horizontalSizeClass == .regular)
  }

  @Test("on iPhone the declared split view starts collapsed on its primary column")
  func collapsedOnPhone() {
    let scene = Hierarchy(device: .iPhone15Pro) {
      .split("split", primary: { Controller("list") }, secondary: { Controller("detail") })
    }
    let split = scene["split", as: SplitViewController.self]
    #expect(split.isCollapsed)
    #expect(scene["list"].appearanceState == .appeared)
    #expect(scene["detail"].appearanceState == .disappeared)
  }
}
