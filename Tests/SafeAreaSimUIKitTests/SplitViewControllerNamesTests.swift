import SafeAreaSimUIKit
import Testing

@Suite("UIKit names for split views")
struct SplitViewControllerNamesTests {
  @Test("a column's controller finds its split view controller and its wrapping navigation one")
  func ancestors() {
    let list = UIViewController(name: "list")
    let split = UISplitViewController(style: .doubleColumn)
    #expect(list.splitViewController == nil)
    split.setViewController(list, for: .primary)
    #expect(list.splitViewController === split)
    #expect(list.navigationController === split.navigationController(for: .primary))
  }
}
