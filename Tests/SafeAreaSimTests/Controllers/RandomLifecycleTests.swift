import SafeAreaSim
import Testing

/// Thousands of seeded random sequences of containment and appearance calls: nothing
/// crashes, and every unbalanced begin/end call (predicted from the state before it) gives
/// exactly one diagnostic and no callback.
@Suite("Random lifecycle sequences")
struct RandomLifecycleTests {
  @Test("unbalanced calls are diagnosed, balanced ones are not", arguments: 0..<10)
  func randomSequences(batch: UInt64) {
    for seed in batch * 200..<(batch + 1) * 200 {
      var random = SplitMix64(seed: seed)
      let window = Window(device: .iPhone15Pro)
      let root = ViewController(name: "root")
      window.rootViewController = root
      window.makeKeyAndVisible()
      var events: [LifecycleEvent] = []
      window.addLifecycleObserver { events.append($0) }
      let pool = (0..<5).map { ViewController(name: "c\($0)") }
      var expectedDiagnostics = 0
      for _ in 0..<40 {
        let controller = pool.randomElement(using: &random)!
        events.removeAll()
        switch Int.random(in: 0..<6, using: &random) {
        case 0:
          // Canonical add to root or to another pool controller that is not below it.
          let parents = [root] + pool.filter { $0 !== controller && !isBelow($0, controller) }
          let parent = parents.randomElement(using: &random)!
          guard controller.parent == nil, controller.presentingViewController == nil else {
            continue
          }
          parent.addChild(controller)
          parent.view.addSubview(controller.view)
          controller.didMove(toParent: parent)
        case 1:
          guard controller.parent != nil else { continue }
          controller.willMove(toParent: nil)
          controller.viewIfLoaded?.removeFromSuperview()
          controller.removeFromParent()
        case 2, 3:
          let appearing = Bool.random(using: &random)
          let state = controller.appearanceState
          let balanced =
            appearing
            ? (state == .disappeared || state == .disappearing)
            : (state == .appeared || state == .appearing)
          if !balanced { expectedDiagnostics += 1 }
          controller.beginAppearanceTransition(appearing, animated: Bool.random(using: &random))
          if !balanced {
            #expect(!events.contains { $0.subject == controller.name }, "seed \(seed)")
          }
        case 4:
          let state = controller.appearanceState
          let balanced = state == .appearing || state == .disappearing
          if !balanced { expectedDiagnostics += 1 }
          controller.endAppearanceTransition()
          if !balanced {
            #expect(!events.contains { $0.subject == controller.name }, "seed \(seed)")
          }
        default:
          window.layoutIfNeeded()
        }
      }
      let diagnostics = window.takeDiagnostics() + pool.flatMap { $0.takeDiagnostics() }
      #expect(
        diagnostics.filter { $0.code == "unbalancedAppearanceTransition" }.count
          == expectedDiagnostics, "seed \(seed)")
      #expect(diagnostics.allSatisfy { $0.code == "unbalancedAppearanceTransition" })
    }
  }

  private func isBelow(_ candidate: ViewController, _ ancestor: ViewController) -> Bool {
    var current = candidate.parent
    while let next = current {
      if next === ancestor { return true }
      current = next.parent
    }
    return false
  }
}
