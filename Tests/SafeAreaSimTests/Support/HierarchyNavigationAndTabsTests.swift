import SafeAreaSim
import SafeAreaSimFixtures
import Testing

@Suite("Fixtures: navigation and tab bar controllers in a declared hierarchy")
struct HierarchyNavigationAndTabsTests {
  @Test("Navigation stacks its controllers root first, the last one on top")
  func navigationStack() {
    var configured = false
    let scene = Hierarchy {
      Navigation("nav", prefersLargeTitles: true, configure: { configured = !$0.hidesBarsOnSwipe })
      {
        Controller("inbox")
        Controller("message")
      }
    }
    let navigation = scene["nav", as: NavigationController.self]
    #expect(configured)
    #expect(navigation.viewControllers.map(\.name) == ["inbox", "message"])
    #expect(navigation.topViewController === scene["message"])
    #expect(navigation.navigationBar.prefersLargeTitles)
    #expect(
      scene["message"].view.safeAreaInsets.isApproximatelyEqual(
        to: EdgeInsets(top: 149.667, bottom: 34)))
    #expect(scene["message"].appearanceState == .appeared)
    #expect(scene["inbox"].appearanceState == .disappeared)
  }

  @Test("Tabs with the tabSidebar mode shows the sidebar on an iPad in landscape")
  func tabSidebar() {
    let scene = Hierarchy(device: .iPadPro11, orientation: .landscapeLeft) {
      Tabs("tabs", mode: .tabSidebar) {
        Navigation("nav") { Controller("library") }
        Controller("forYou")
      }
    }
    let tabs = scene["tabs", as: TabBarController.self]
    #expect(tabs.mode == .tabSidebar)
    #expect(tabs.selectedViewController === scene["nav"])
    #expect(!tabs.isSidebarHidden)
    #expect(scene["library"].view.safeAreaInsets == EdgeInsets(top: 74, left: 320, bottom: 20))
  }

  @Test("Tabs selects its selectedIndex and leaves the other tabs unshown")
  func selectedIndex() {
    let scene = Hierarchy {
      Tabs("tabs", selectedIndex: 1) {
        Controller("library")
        Controller("search")
      }
    }
    let tabs = scene["tabs", as: TabBarController.self]
    #expect(tabs.selectedIndex == 1)
    #expect(tabs.mode == .automatic)
    #expect(scene["search"].appearanceState == .appeared)
    #expect(scene["search"].view.safeAreaInsets == EdgeInsets(top: 59, bottom: 83))
    #expect(scene["library"].appearanceState == .disappeared)
  }

  @Test("a Tabs selectedIndex out of range fails a precondition naming it")
  func selectedIndexOutOfRange() async {
    await #expect(processExitsWith: .failure) {
      _ = Hierarchy { Tabs("tabs", selectedIndex: 2) { Controller("only") } }
    }
  }
}
