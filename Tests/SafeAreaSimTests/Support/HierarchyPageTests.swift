import SafeAreaSim
import SafeAreaSimFixtures
import Testing

@Suite("Fixtures: page view controllers in a declared hierarchy")
struct HierarchyPageTests {
  @Test("Page shows its first page under the navigation bar and serves the others in order")
  func pagesInNavigation() throws {
    let scene = Hierarchy {
      Navigation("nav") {
        Page("onboarding", interPageSpacing: 10) {
          Controller("welcome")
          Controller("features")
          Controller("finish")
        }
      }
    }
    let pages = scene["onboarding", as: FixturePageController.self]
    #expect(pages.interPageSpacing == 10)
    #expect(pages.navigationOrientation == .horizontal)
    #expect(pages.viewControllers.map(\.name) == ["welcome"])
    #expect(pages.pages.map(\.name) == ["welcome", "features", "finish"])
    #expect(
      scene["welcome"].view.safeAreaInsets.isApproximatelyEqual(
        to: EdgeInsets(top: 97.667, bottom: 34)))
    #expect(scene["welcome"].appearanceState == .appeared)
    // The pages not shown are made and found by name, but are not children yet.
    #expect(scene["features"].parent == nil)
    #expect(pages.beginInteractiveTurn(.reverse) == nil)
    let turn = try #require(pages.beginInteractiveTurn(.forward))
    turn.finish()
    scene.window.runUntilIdle()
    #expect(pages.viewControllers.map(\.name) == ["features"])
    #expect(scene["features"].appearanceState == .appeared)
    #expect(scene["welcome"].appearanceState == .disappeared)
  }

  @Test("Page starts at its index, in its orientation, configured before the first page")
  func indexAndOrientation() {
    var configuredWithoutPage = false
    let scene = Hierarchy {
      Container("shell") {
        Page(
          "reader", navigationOrientation: .vertical, index: 2,
          configure: { configuredWithoutPage = $0.viewControllers.isEmpty }
        ) {
          Controller("one")
          Controller("two")
          Container("three") { Controller("text") }
        }
      }
    }
    let pages = scene["reader", as: FixturePageController.self]
    #expect(configuredWithoutPage)
    #expect(pages.navigationOrientation == .vertical)
    #expect(pages.viewControllers.first === scene["three"])
    #expect(scene["text"].parent === scene["three"])
    #expect(scene["text"].view.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
    #expect(pages.pageViewController(pages, viewControllerAfter: scene["three"]) == nil)
    #expect(pages.pageViewController(pages, viewControllerBefore: scene["three"]) === scene["two"])
  }

  @Test("a Page with no pages fails a precondition naming it")
  func noPages() async {
    await #expect(processExitsWith: .failure) {
      _ = Hierarchy { Page("empty") {} }
    }
  }

  @Test("a Page index out of range fails a precondition naming it")
  func indexOutOfRange() async {
    await #expect(processExitsWith: .failure) {
      _ = Hierarchy { Page("pages", index: 1) { Controller("only") } }
    }
  }
}
