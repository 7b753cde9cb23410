import SafeAreaSim
import Testing

@testable import SafeAreaSimScenes

@Suite("Picture levels")
struct LevelsTests {
  /// A step whose controllers are `root`, then `sheetK` presented by `childK-1` (or `root`) and
  /// `childK` a child of `sheetK`, for K from 1 to `depth`.
  static func chain(depth: Int) -> SceneReport.Step {
    func state(parent: String?, presenter: String?) -> SceneReport.ControllerState {
      SceneReport.ControllerState(
        frame: Rect(x: 0, y: 0, width: 10, height: 10), safeAreaInsets: .zero,
        additionalSafeAreaInsets: .zero, layoutMargins: .zero, appearance: .appeared,
        isViewLoaded: true, inWindow: true, parent: parent, presentingViewController: presenter)
    }
    var controllers = [(id: "root", state: state(parent: nil, presenter: nil))]
    var presenter = "root"
    for level in 1...depth {
      controllers.append((id: "sheet\(level)", state: state(parent: nil, presenter: presenter)))
      controllers.append(
        (id: "child\(level)", state: state(parent: "sheet\(level)", presenter: nil)))
      presenter = "child\(level)"
    }
    return SceneReport.Step(
      action: nil,
      window: SceneReport.WindowState(
        frame: Rect(x: 0, y: 0, width: 10, height: 10), orientation: .portrait,
        statusBarHidden: false, safeAreaInsets: .zero),
      events: [], controllers: controllers, views: [], bars: [], diagnostics: [])
  }

  @Test("a controller's level counts the presentations above it, through its parents")
  func levelsCountPresentations() {
    let levels = Levels(step: Self.chain(depth: 3))
    #expect(levels.all == [0, 1, 2, 3])
    #expect(levels.controllers(at: 0).map(\.id) == ["root"])
    #expect(levels.controllers(at: 2).map(\.id) == ["sheet2", "child2"])
    #expect(levels.roots(at: 3).map(\.id) == ["sheet3"])
  }

  @Test("a presentation chain thousands deep is levelled without recursion")
  func deepChain() {
    let depth = 20_000
    let levels = Levels(step: Self.chain(depth: depth))
    #expect(levels.all.count == depth + 1)
    #expect(levels.controllers(at: depth).map(\.id) == ["sheet\(depth)", "child\(depth)"])
  }
}
